// What 'Email Sent' means right now. An admin action's email is written to the Outbox; whether it reaches
// anyone depends on SMTP, which the mail health query knows. A toast must not promise delivery when mail
// is not going out.
import type { QueryClient } from '@tanstack/react-query';
import type { MailHealth } from '@shared/schemas/mail';
import { mailQueries } from './queries';

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
  return undeliveredNote(queryClient.getQueryData(mailQueries.health().queryKey));
}
