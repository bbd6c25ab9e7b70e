// The admin's mail: send an email (Send Email, Contact Team, Contact User, replies) and retry the
// Outbox's failed ones. See client/lib/admin-mutation.ts for the refresh and toasts.
import { outboxItemSchema, retryFailedResultSchema, type SendEmail } from '@shared/schemas/mail';
import { useAdminMutation } from '@/lib/admin-mutation';
import { apiRequest, apiSend } from '@/lib/api';
import { plural } from '@/lib/format';
import { mailTitle } from '@shared/email-delivery';

/** Send Email, Contact Team, Contact User and replies share the dialog and this mutation. */
export const useSendEmail = () =>
  useAdminMutation((v: { url: string; mail: SendEmail }) => apiRequest('POST', v.url, v.mail), {
    success: (_r, _v, mail, delivery) => ({
      title: mailTitle('Email', delivery),
      description: mail ?? 'The email is on its way (see the Outbox).',
    }),
    fallback: 'Failed to send email',
  });

export const useRetryEmail = () =>
  useAdminMutation((id: number) => apiSend(outboxItemSchema, 'POST', `/api/admin/outbox/${id}/retry`), {
    success: (r) => ({ title: 'Email Queued', description: `The email to ${r.to} will be sent again.` }),
    fallback: 'Failed to retry email',
  });

/** Outbox "Retry all failed": every failed email goes back to the queue at once. */
export const useRetryAllFailed = () =>
  useAdminMutation(() => apiSend(retryFailedResultSchema, 'POST', '/api/admin/outbox/retry-failed'), {
    success: (r, _v, mail) => ({
      title: 'Emails Queued',
      description:
        r.requeued === 0
          ? 'There was no failed email to retry.'
          : `${plural(r.requeued, 'failed email')} will be sent again.${mail ? ` ${mail}` : ''}`,
    }),
    fallback: 'Failed to retry the failed emails',
  });
