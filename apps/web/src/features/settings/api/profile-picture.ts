import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/app-context';
import { setProfilePicture } from '../../../lib/upload';
import { refreshUsers } from './own-user';

/** Uploads a picture and makes it the profile picture; the cached user follows. */
export function useChangeProfilePicture(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => setProfilePicture(api, file),
    onSuccess: (user) => refreshUsers(queryClient, userId, { img: user.img }),
  });
}
