import { useMutation } from '@tanstack/react-query';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { useApi } from '../../../app/app-context';

export interface LoginInput {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** POST /auth/login: answers the current user and sets the session cookie. */
export function useLogin() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: LoginInput) => api.post<TCurrentUser>('/auth/login', body),
  });
}
