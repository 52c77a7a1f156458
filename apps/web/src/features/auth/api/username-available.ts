import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../lib/api';

/** GET /auth/username-available: the sign-up form's debounced check; `message` says why a name is not available. */
export const usernameAvailableQueryOptions = (api: Api, username: string) =>
  queryOptions({
    queryKey: ['auth', 'username-available', username],
    queryFn: () =>
      api.get<{ available: boolean; message?: string }>(
        `/auth/username-available?username=${encodeURIComponent(username)}`,
      ),
    staleTime: 15_000,
  });
