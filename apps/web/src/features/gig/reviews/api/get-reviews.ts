import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TReview } from '@gigbazaar/shared/schemas/reviews';
import type { Api } from '../../../../lib/api';

export const reviewsQueryKey = (gigId: string) => ['reviews', gigId] as const;

export interface ReviewPage {
  reviews: TReview[];
  /** From X-Next-Cursor, for gigs with more reviews than one page. */
  nextCursor: string | null;
}

/** GET /reviews/{gigId}: newest first, paged over the cursor when the list is long. */
export const reviewsQueryOptions = (api: Api, gigId: string) =>
  infiniteQueryOptions({
    queryKey: reviewsQueryKey(gigId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<ReviewPage> => {
      const qs = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : '';
      const res = await api.request('GET', `/reviews/${encodeURIComponent(gigId)}${qs}`);
      return {
        reviews: Array.isArray(res.body) ? (res.body as TReview[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
