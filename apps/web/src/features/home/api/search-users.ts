import { queryOptions } from '@tanstack/react-query';
import type { TPublicUser } from '@gigbazaar/shared/schemas/users';
import type { Api } from '../../../lib/api';

/** How many users the home search dropdown lists. */
export const USER_SEARCH_LIMIT = 8;

/**
 * GET /users?search=&limit=: a case-insensitive username prefix, or the tokens `@all`, `@seller`,
 * `@sellers` (spec 1 §6); the server sorts by username.
 */
export const searchUsersQueryOptions = (api: Api, term: string) =>
  queryOptions({
    queryKey: ['users', 'search', term, USER_SEARCH_LIMIT],
    queryFn: () => api.get<TPublicUser[]>(`/users?search=${encodeURIComponent(term)}&limit=${USER_SEARCH_LIMIT}`),
    staleTime: 30_000,
  });
