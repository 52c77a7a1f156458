import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@gigbazaar/shared/constants';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import type { Api } from '../api';

const sellerGigsKey = (userId: string) => ['gigs', 'seller', userId] as const;

/**
 * GET /gigs?userId= — every listed gig of one seller, newest first, following X-Next-Cursor to the end
 * (a seller has a handful; the count "N total gigs" must be all of them). Used by My Gigs and the profile.
 */
export const sellerGigsQueryOptions = (api: Api, userId: string) =>
  queryOptions({
    queryKey: sellerGigsKey(userId),
    queryFn: async (): Promise<TGig[]> => {
      const all: TGig[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 20; page++) {
        const params = new URLSearchParams({ userId, sort: 'createdAt', limit: String(LIMITS.listMax) });
        if (cursor) params.set('cursor', cursor);
        const res = await api.request('GET', `/gigs?${params.toString()}`);
        if (!Array.isArray(res.body)) throw new Error('Could not load gigs');
        all.push(...(res.body as TGig[]));
        cursor = res.headers['x-next-cursor'] || null;
        if (!cursor) break;
      }
      return all;
    },
  });
