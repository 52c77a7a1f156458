import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { useApi } from '../../../app/app-context';
import { refreshUsers } from './own-user';

/** POST /auth/send-otp with purpose change-email: mails a code to the new address. */
export function useSendEmailChangeCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) => api.post<{ ok: true }>('/auth/send-otp', { email, purpose: 'change-email' }),
  });
}

/** Verifies the code (POST /auth/verify-otp) and then switches the address (PUT /auth/change-email). */
export function useConfirmEmailChange(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, otp }: { email: string; otp: string }) => {
      await api.post<{ verified: true }>('/auth/verify-otp', { email, otp, purpose: 'change-email' });
      return api.put<TCurrentUser>('/auth/change-email', { email });
    },
    onSuccess: (user) => refreshUsers(queryClient, userId, { email: user.email }),
  });
}
