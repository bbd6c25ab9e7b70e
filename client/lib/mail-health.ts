// What 'Email Sent' means right now. An admin action's email is written to the Outbox; whether it reaches
// anyone depends on SMTP, which the mail health query knows. A toast must not promise delivery when mail
// is not going out.
// It lives in lib, beside the admin mutation helper that reads it: every admin feature's toasts use it,
// and the mail feature's screens use that helper, so neither can import the other's index.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { mailHealthSchema, type MailHealth } from '@shared/schemas/mail';
import { ADMIN_QUERY_ROOT } from './admin-keys';
import { getParsed } from './api';

/** Whether mail goes out: the banner and the meaning of 'Email Sent' read it; checked every minute. */
export const mailHealthQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'mail', 'health'],
    queryFn: getParsed(mailHealthSchema, '/api/admin/mail/health'),
    refetchInterval: 60_000,
  });

/** undefined while delivering (or not known yet); else the sentence that tells the truth. */
export function undeliveredNote(health: MailHealth | undefined): string | undefined {
  if (!health) return undefined;
  switch (health.state) {
    case 'not-configured':
      return 'It is queued in the Outbox and will not be delivered: SMTP is not configured.';
    case 'failing':
      return 'It is queued in the Outbox: delivery is failing right now and will be retried.';
    default:
      return undefined;
  }
}

export function mailNote(queryClient: QueryClient): string | undefined {
  return undeliveredNote(queryClient.getQueryData(mailHealthQuery().queryKey));
}
