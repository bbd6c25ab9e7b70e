// The admin's changes to users. See client/lib/admin-mutation.ts for the refresh and toasts.
import { useAdminMutation } from '@/lib/admin-mutation';
import { apiRequest } from '@/lib/api';

export const useResetPassword = () =>
  useAdminMutation(
    (v: { userId: number; newPassword: string }) =>
      apiRequest('POST', `/api/users/${v.userId}/reset-password`, { newPassword: v.newPassword }),
    {
      success: (_r, _v, mail) => ({
        title: 'Password Reset',
        description: mail
          ? `The user was signed out everywhere. The email telling them: ${mail.charAt(0).toLowerCase()}${mail.slice(1)}`
          : 'The user was signed out everywhere and told by email.',
      }),
      fallback: 'Failed to reset password',
    },
  );
