import { useEffect } from 'react';
import { TIMINGS } from '@gigbazaar/shared/constants';
import { useApi } from '../app/app-context';
import { useCurrentUser } from '../app/session';

/**
 * Tells the server the signed-in user is active (PUT /users/last-login on load,
 * every 60 s and on window focus). Runs only while a user is signed in; failures are only logged.
 */
export function useHeartbeat() {
  const api = useApi();
  const userId = useCurrentUser()?._id;

  useEffect(() => {
    if (!userId) return;
    const beat = () => {
      api.put('/users/last-login').catch((error: unknown) => console.error('Last-login update failed', error));
    };
    beat();
    const timer = window.setInterval(beat, TIMINGS.heartbeatMs);
    window.addEventListener('focus', beat);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', beat);
    };
  }, [api, userId]);
}
