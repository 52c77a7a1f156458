import { queryOptions } from '@tanstack/react-query';
import type { TPublicUser } from '@gigbazaar/shared/schemas/users';
import type { Api } from '../../../lib/api';

/** GET /users/{id}: the seller's public profile for "About The Seller" (same cache entry as the profile page's). */
export const sellerQueryOptions = (api: Api, userId: string) =>
  queryOptions({
    queryKey: ['users', 'profile', userId],
    queryFn: () => api.get<TPublicUser>(`/users/${encodeURIComponent(userId)}`),
  });
