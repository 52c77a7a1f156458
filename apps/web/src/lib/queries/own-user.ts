import { queryOptions } from '@tanstack/react-query';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import type { Api } from '../api';

/** Every user query of the app lives under this key, so one invalidation refreshes profiles too. */
export const usersKey = ['users'] as const;
export const ownUserKey = (id: string) => ['users', 'own', id] as const;

/** GET /users/{id} for the signed-in user: the public fields plus email, phone, notif and dateOfBirth. */
export const ownUserQueryOptions = (api: Api, id: string) =>
  queryOptions({
    queryKey: ownUserKey(id),
    queryFn: () => api.get<TOwnUser>(`/users/${encodeURIComponent(id)}`),
  });
