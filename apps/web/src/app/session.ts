import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { ApiError, type Api } from '../lib/api';
import { useApi } from './app-context';

export const meQueryKey = ['auth', 'me'] as const;
const STORAGE_KEY = 'currentUser';

/** The cookie session is the authority; a 401 simply means "logged out". */
export async function fetchMe(api: Api): Promise<TCurrentUser | null> {
  try {
    return await api.get<TCurrentUser>('/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = (api: Api) => ({
  queryKey: meQueryKey,
  queryFn: () => fetchMe(api),
  staleTime: 5 * 60_000,
});

export function useCurrentUser(): TCurrentUser | null {
  const api = useApi();
  const { data } = useQuery(meQueryOptions(api));
  return data ?? null;
}

/** Mirrors the session into localStorage's `currentUser`, the logged-in marker other tabs and scripts read. */
export function storeCurrentUser(user: TCurrentUser | null) {
  try {
    if (user) {
      const { _id, username, email, img, isSeller } = user;
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ _id, username, email, img, isSeller }));
    } else {
      localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Private browsing can refuse storage; the cookie session still works.
  }
}

export function setCurrentUser(queryClient: QueryClient, user: TCurrentUser | null) {
  queryClient.setQueryData(meQueryKey, user);
  storeCurrentUser(user);
}

export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: TCurrentUser | null) => setCurrentUser(queryClient, user);
}
