// The admin area's banner when mail is not going out (issue 10): SMTP is not configured, so emails stay
// queued in the Outbox, or the SMTP server has been failing. Nothing while mail is delivered.
import { useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import type { MailHealth } from '@shared/schemas/mail';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateTime, plural } from '@/lib/format';
import { mailQueries } from './queries';

function waiting(h: MailHealth): string {
  const parts = [h.queued > 0 ? `${plural(h.queued, 'email')} queued` : null];
  if (h.failed > 0) parts.push(`${plural(h.failed, 'email')} failed`);
  return parts.filter(Boolean).join(', ');
}

export function MailBanner({ onOutbox }: { onOutbox: () => void }) {
  const health = useQuery(mailQueries.health());
  const h = health.data;
  if (!h || h.state === 'delivering') return null;
  const backlog = waiting(h);
  return (
    <Alert variant="warning" role="status" aria-label="Email delivery">
      <MailWarning aria-hidden="true" />
      {h.state === 'not-configured' ? (
        <>
          <AlertTitle>Emails are not being delivered: SMTP is not configured</AlertTitle>
          <AlertDescription className="grid gap-2">
            <span>
              Approvals, credentials, invitations and messages are written to the Outbox and stay there as Queued until
              SMTP_URL is set on the server; until then a toast says Queued, not Sent.
              {backlog ? ` Now: ${backlog}.` : ''}
            </span>
            <Button variant="outline" size="sm" className="w-fit" onClick={onOutbox}>
              Open the Outbox
            </Button>
          </AlertDescription>
        </>
      ) : (
        <>
          <AlertTitle>Email delivery is failing</AlertTitle>
          <AlertDescription className="grid gap-2">
            <span>
              The last {plural(h.consecutiveFailures, 'attempt')} to send failed
              {h.failingSince ? ` (since ${formatDateTime(h.failingSince)})` : ''}
              {h.lastError ? `: ${h.lastError}` : ''}. Queued emails are retried on their own and go out once the SMTP
              server answers.{backlog ? ` Now: ${backlog}.` : ''}
            </span>
            <Button variant="outline" size="sm" className="w-fit" onClick={onOutbox}>
              Open the Outbox
            </Button>
          </AlertDescription>
        </>
      )}
    </Alert>
  );
}
