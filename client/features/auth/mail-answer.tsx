// The answer after asking for a link by email (a password reset, a one-time sign-in link): the server's
// sentence, which already says whether the email is on its way or waits in the Outbox
// (shared/email-delivery.ts), in a success box only when it is on its way.
import { MailCheck, MailWarning } from 'lucide-react';
import type { EmailDelivery } from '@shared/email-delivery';
import { Alert, AlertDescription } from '@/components/ui/alert';

export function MailAnswer({ message, delivery }: { message: string; delivery: EmailDelivery }) {
  const sending = delivery === 'sending';
  return (
    <Alert variant={sending ? 'success' : 'warning'} role="status">
      {sending ? <MailCheck aria-hidden="true" /> : <MailWarning aria-hidden="true" />}
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
