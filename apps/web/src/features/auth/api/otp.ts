import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app/app-context';

/** POST /auth/send-otp: mails a 6-digit code for sign-up; a new send replaces the previous code. */
export function useSendSignupOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) => api.post<{ ok: true }>('/auth/send-otp', { email }),
  });
}

/** POST /auth/verify-otp: marks the address verified for the next 30 minutes. */
export function useVerifySignupOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { email: string; otp: string }) => api.post<{ verified: true }>('/auth/verify-otp', body),
  });
}
