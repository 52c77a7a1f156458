import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app/app-context';
import { meQueryOptions, storeCurrentUser } from '../app/session';

/**
 * Keeps localStorage's `currentUser` (the logged-in marker) in step with the cookie session.
 * Only a settled answer from /auth/me is mirrored, so a still-loading query never wipes the entry.
 */
export function useMirrorCurrentUser() {
  const api = useApi();
  const { data, isSuccess } = useQuery(meQueryOptions(api));

  useEffect(() => {
    if (isSuccess) storeCurrentUser(data ?? null);
  }, [isSuccess, data]);
}
