import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app/app-context';

/** DELETE /users/{id}: closes the account and erases its personal data. */
export function useDeleteAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: (id: string) => api.del(`/users/${encodeURIComponent(id)}`),
  });
}
