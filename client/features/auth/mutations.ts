// The password-reset calls: ask for a reset link, and choose a new password from it. (Signing in and
// out lives in lib/auth-context.tsx with the session.)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@shared/schemas/common';
import { forgotPasswordResponseSchema, type ForgotPassword } from '@shared/schemas/password-reset';
import { apiSend, clearAuthToken } from '@/lib/api';
import { resetSessionCache } from '@/lib/auth-context';

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPassword) =>
      apiSend(forgotPasswordResponseSchema, 'POST', '/api/auth/forgot-password', body),
  });

export function useResetPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiSend(okSchema, 'POST', '/api/auth/reset-password', { token, password }),
    onSuccess: () => {
      // The reset ended every session, this browser's included.
      clearAuthToken();
      resetSessionCache(queryClient, null);
    },
  });
}
