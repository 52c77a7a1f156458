import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../app/app-context';
import { useSetCurrentUser } from '../app/session';
import { paths } from '../lib/paths';

/**
 * Log Out: POST /auth/logout, forget the stored user, go home and reload the page.
 * A failed request is only logged: the user still ends up signed out in this browser.
 */
export function useLogout() {
  const api = useApi();
  const setCurrentUser = useSetCurrentUser();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await api.post('/auth/logout');
    } catch (error) {
      console.error('Logout failed', error);
    }
    setCurrentUser(null);
    await navigate(paths.home());
    window.location.reload();
  }, [api, navigate, setCurrentUser]);
}
