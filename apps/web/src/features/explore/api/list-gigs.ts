import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import type { Api } from '../../../lib/api';
import { gigListQuery, type ExploreFilters } from '../explore-filters';

export interface GigPage {
  gigs: TGig[];
  /** From the X-Next-Cursor header; null on the last page. */
  nextCursor: string | null;
}

/** GET /gigs?search=&cat=&min=&max=&sort=&cursor= — the explore list, one page per cursor. */
export const gigListQueryOptions = (api: Api, filters: ExploreFilters) =>
  infiniteQueryOptions({
    queryKey: ['gigs', 'list', filters] as const,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<GigPage> => {
      const res = await api.request('GET', `/gigs?${gigListQuery(filters, pageParam)}`);
      return {
        gigs: Array.isArray(res.body) ? (res.body as TGig[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
