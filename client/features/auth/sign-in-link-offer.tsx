// Shown under a refused sign-in whose password was right (a guessing attack elsewhere locked the account
// for new devices): one button emails a one-time sign-in link. The server's answer is the same for every
// address, so the text after the click is too.
import { CheckCircle2, LoaderCircle, Mail } from 'lucide-react';
import { apiErrorMessage } from '@/lib/api';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRequestSignInLink } from './mutations';

export function SignInLinkOffer({ email }: { email: string }) {
  const request = useRequestSignInLink();
  if (request.isSuccess) {
    return (
      <Alert variant="success" role="status">
        <CheckCircle2 aria-hidden="true" />
        <AlertDescription>{request.data.message}</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-2 rounded-md border border-border p-4">
      <p className="text-sm text-muted-foreground">
        Your password is right, but this account is protected against password guessing from other devices. A one-time
        link sent to the account&apos;s email signs you in now and remembers this browser.
      </p>
      <Button type="button" variant="outline" onClick={() => request.mutate(email)} disabled={request.isPending}>
        {request.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
        {request.isPending ? 'Sending...' : 'Email me a sign-in link'}
      </Button>
      {request.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {apiErrorMessage(request.error, 'The link could not be requested. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
