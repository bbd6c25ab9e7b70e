// The password-reset calls: ask for a reset link, and choose a new password from it. (Signing in and
// out lives in lib/auth-context.tsx with the session.)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@shared/schemas/common';
import { forgotPasswordResponseSchema, type ForgotPassword } from '@shared/schemas/password-reset';
import { sessionResponseSchema } from '@shared/schemas/auth';
import { signInLinkResponseSchema } from '@shared/schemas/sign-in-link';
import { apiSend, clearAuthToken, setAuthToken } from '@/lib/api';
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

/** "Email me a sign-in link": offered after any sign-in a limit refused. */
export const useRequestSignInLink = () =>
  useMutation({
    mutationFn: (email: string) => apiSend(signInLinkResponseSchema, 'POST', '/api/auth/sign-in-link', { email }),
  });

/** Signs in with the emailed one-time link: the session is this browser's from then on. */
export function useRedeemSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiSend(sessionResponseSchema, 'POST', '/api/auth/sign-in-link/redeem', { token }),
    onSuccess: (result) => {
      setAuthToken(result.token);
      resetSessionCache(queryClient, result.user);
    },
  });
}
