import { queryOptions } from '@tanstack/react-query';
import type { TUserProfile } from '@gigbazaar/shared/schemas/users';
import type { Api } from '../../../lib/api';

/** GET /users/{idOrUsername}: the public profile (plus private fields when it is the caller's own). */
export const profileQueryOptions = (api: Api, idOrUsername: string) =>
  queryOptions({
    queryKey: ['users', 'profile', idOrUsername],
    queryFn: () => api.get<TUserProfile>(`/users/${encodeURIComponent(idOrUsername)}`),
  });
