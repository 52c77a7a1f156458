import { queryOptions } from '@tanstack/react-query';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import type { Api } from '../api';

export const gigQueryKey = (id: string) => ['gigs', 'single', id] as const;

/** GET /gigs/single/{id}: one gig with its seller's card fields embedded. */
export const gigQueryOptions = (api: Api, id: string) =>
  queryOptions({
    queryKey: gigQueryKey(id),
    queryFn: () => api.get<TGig>(`/gigs/single/${encodeURIComponent(id)}`),
  });
