import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import { useApi } from '../../../app/app-context';
import { uploadFile } from '../../../lib/upload';
import { refreshUsers } from './own-user';

/** Uploads a picture (POST /uploads) and makes it the profile picture (PUT /users/profile-picture). */
export function useChangeProfilePicture(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const img = await uploadFile(api, file, 'public');
      return api.put<TOwnUser>('/users/profile-picture', { img });
    },
    onSuccess: (user) => refreshUsers(queryClient, userId, { img: user.img }),
  });
}
