// Why an invitation link (a team's or a judge's) could not be opened: already accepted (409: sign in),
// unknown or expired (404: ask for a new one), or not loaded at all. One alert for every invitation page.
import { Link } from 'wouter';
import { LinkIcon } from 'lucide-react';
import { apiErrorMessage, isApiError } from '@/lib/api';
import { paths } from '@shared/paths';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

export function InvitationLoadError({ error, renewHint }: { error: unknown; renewHint: string }) {
  const status = isApiError(error) ? error.status : 0;
  return (
    <Alert variant={status === 409 ? 'info' : 'destructive'}>
      <LinkIcon aria-hidden="true" />
      <AlertTitle>
        {status === 409
          ? 'Invitation already accepted'
          : status === 404
            ? 'Invalid invitation'
            : 'The invitation could not load'}
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <span>{apiErrorMessage(error, 'Please check your connection and try again.')}</span>
        <span>
          {status === 409 ? 'Sign in with your email and password.' : renewHint}{' '}
          <Link href={paths.login} className="font-semibold text-brand-cyan hover:underline">
            Go to sign in
          </Link>
        </span>
      </AlertDescription>
    </Alert>
  );
}
