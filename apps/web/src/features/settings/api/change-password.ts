import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app/app-context';

/** PUT /auth/change-password: on success the server revokes every session of the user. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) => api.put<unknown>('/auth/change-password', body),
  });
}
