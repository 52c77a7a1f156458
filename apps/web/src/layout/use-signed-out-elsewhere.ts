import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/app-context';
import { onLiveSignedOut } from '../app/live';
import { fetchMe, setCurrentUser } from '../app/session';
import { paths } from '../lib/paths';

/**
 * The server ended this tab's live socket because the session is gone (signed out in another tab, the password
 * changed, an admin suspended the account): the session is checked at once and, when it is really over, the page
 * forgets the user and loads the login page afresh (which says why when they try to sign in again), so nothing of
 * the account stays in this tab's memory, as Log Out does.
 */
export function useSignedOutElsewhere() {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveSignedOut(() => {
        void fetchMe(api)
          .then((me) => {
            if (me) return;
            setCurrentUser(queryClient, null);
            window.location.assign(paths.login());
          })
          .catch(() => undefined);
      }),
    [api, queryClient],
  );
}
