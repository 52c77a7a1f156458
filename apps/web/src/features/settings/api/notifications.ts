import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import { useApi } from '../../../app/app-context';
import { ownUserKey } from '../../../lib/queries/own-user';

/** PUT /users/notifications, applied to the cache at once and rolled back if the call fails. */
export function useUpdateNotifications(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = ownUserKey(userId);
  return useMutation({
    mutationFn: (notif: boolean) => api.put<TOwnUser>('/users/notifications', { notif }),
    onMutate: async (notif) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TOwnUser>(key);
      if (previous) queryClient.setQueryData<TOwnUser>(key, { ...previous, notif });
      return { previous };
    },
    onError: (_error, _notif, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (user, notif) => {
      queryClient.setQueryData<TOwnUser>(key, (old) => (old ? { ...old, notif: user?.notif ?? notif } : old));
    },
  });
}
