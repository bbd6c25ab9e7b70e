// Shown under every refused sign-in (a limit: someone guessing at the account, or many failures from this
// network): one button emails a one-time sign-in link to the account's address. The server's answer is
// the same for every address, so the text after the click is too (it changes only with the server's mail
// delivery: without SMTP it says the link waits in the Outbox).
import { LoaderCircle, Mail } from 'lucide-react';
import { apiErrorMessage } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { MailAnswer } from './mail-answer';
import { useRequestSignInLink } from './mutations';

export function SignInLinkOffer({ email }: { email: string }) {
  const request = useRequestSignInLink();
  if (request.isSuccess) {
    return <MailAnswer message={request.data.message} delivery={request.data.emailDelivery} />;
  }
  return (
    <div className="grid gap-2 rounded-md border border-border p-4">
      <p className="text-sm text-muted-foreground">
        Signing in with a password is paused here to protect the account against password guessing. A one-time link sent
        to the account&apos;s email signs you in now and remembers this browser.
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
