import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReview } from '@gigbazaar/shared/schemas/reviews';
import { useApi } from '../../../../app/app-context';
import { gigQueryKey } from '../../../../lib/queries/gig';
import { reviewsQueryKey } from './get-reviews';

export interface NewReview {
  gigId: string;
  desc: string;
  star: number;
}

/** POST /reviews; on success the reviews and the gig (its stars) are fetched again. */
export function useCreateReview() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewReview) => api.post<TReview>('/reviews', body),
    onSuccess: (_review, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQueryKey(body.gigId) }),
        queryClient.invalidateQueries({ queryKey: gigQueryKey(body.gigId) }),
        // Lists show the rounded stars too.
        queryClient.invalidateQueries({ queryKey: ['gigs', 'list'], refetchType: 'none' }),
      ]),
  });
}
