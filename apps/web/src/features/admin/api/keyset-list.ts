import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Api } from '../../../lib/api';

/** One page of an admin list paged over `X-Next-Cursor`. */
export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * An admin list paged over `X-Next-Cursor` (the API's keyset paging): GET `path` with `params`, then each next page
 * with the cursor the last one answered. The one shape of the outbox, refunds and dispute-conversation lists.
 */
export const keysetListQueryOptions = <T>(
  api: Api,
  queryKey: readonly unknown[],
  path: string,
  params: Record<string, string>,
) =>
  infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<KeysetPage<T>> => {
      const search = new URLSearchParams(params);
      if (pageParam) search.set('cursor', pageParam);
      const res = await api.request('GET', `${path}?${search.toString()}`);
      return {
        items: Array.isArray(res.body) ? (res.body as T[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
