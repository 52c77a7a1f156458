import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@gigbazaar/shared/constants';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import type { Api } from '../../../lib/api';

/** GET /gigs/top-rated?limit=3: the home widget's gigs, ranked on the server by the top-rated score. */
export const topRatedQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: ['gigs', 'top-rated', LIMITS.topRatedCount],
    queryFn: () => api.get<TGig[]>(`/gigs/top-rated?limit=${LIMITS.topRatedCount}`),
    staleTime: 60_000,
  });
