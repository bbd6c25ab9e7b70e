// The admin's changes to users. See client/lib/admin-mutation.ts for the refresh and toasts.
import type { ResetPassword } from '@shared/schemas/users';
import { useAdminMutation } from '@/lib/admin-mutation';
import { apiRequest } from '@/lib/api';
import { deliveryNote, mailTitle } from '@shared/email-delivery';

export const useResetPassword = () =>
  useAdminMutation(
    (v: { userId: number } & ResetPassword) =>
      apiRequest('POST', `/api/users/${v.userId}/reset-password`, { newPassword: v.newPassword, sendLink: v.sendLink }),
    {
      success: (_r, v, _mail, delivery) => {
        const waiting = deliveryNote(
          delivery,
          `The email ${v.sendLink ? 'with their link to choose a password' : 'telling them'}`,
        );
        return {
          title: v.sendLink ? mailTitle('Link', delivery, 'Emailed') : 'Password Reset',
          description: waiting
            ? `The user was signed out everywhere. ${waiting}`
            : v.sendLink
              ? 'The user was signed out everywhere and emailed a link to choose a new password.'
              : 'The user was signed out everywhere and told by email.',
        };
      },
      fallback: 'Failed to reset password',
    },
  );
