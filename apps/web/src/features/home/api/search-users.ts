import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TPublicUser } from '@gigbazaar/shared/schemas/users';
import type { Api } from '../../../lib/api';

/** How many users each page of the home search dropdown brings (more load as the list scrolls). */
export const USER_SEARCH_PAGE = 10;

export interface UserPage {
  users: TPublicUser[];
  /** From the X-Next-Cursor header; null on the last page. */
  nextCursor: string | null;
}

/**
 * GET /users?search=&limit=&cursor=: a case-insensitive username prefix, or the tokens `@all`, `@seller`,
 * `@sellers`; the server sorts by username and pages with a cursor, so "@all" lists everyone.
 */
export const searchUsersQueryOptions = (api: Api, term: string) =>
  infiniteQueryOptions({
    queryKey: ['users', 'search', term, USER_SEARCH_PAGE] as const,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<UserPage> => {
      const params = new URLSearchParams({ search: term, limit: String(USER_SEARCH_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      const res = await api.request('GET', `/users?${params}`);
      return {
        users: Array.isArray(res.body) ? (res.body as TPublicUser[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });
