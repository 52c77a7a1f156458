import { useMutation } from '@tanstack/react-query';
import type { TCurrentUser, TRegisterBody } from '@gigbazaar/shared/schemas/auth';
import { useApi } from '../../../app/app-context';

/** POST /auth/register: creates the account without signing in (the flow continues at /login). */
export function useRegister() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TRegisterBody) => api.post<TCurrentUser>('/auth/register', body),
  });
}
