// /vote for someone who is not signed in: sign in to vote, or (when the organizers let visitors vote) ask
// for a link by email. The link brings them back to /vote with a token the server turns into a cookie.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { MailCheck } from 'lucide-react';
import { okSchema } from '@shared/schemas/common';
import { paths } from '@shared/paths';
import { VOTING_MESSAGES, visitorLinkSchema } from '@shared/schemas/voting';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage, apiSend } from '@/lib/api';

function LinkForm({ slug }: { slug: string }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const send = useMutation({
    mutationFn: (address: string) =>
      apiSend(okSchema, 'POST', `/api/events/${encodeURIComponent(slug)}/ballot/verify`, { email: address }),
  });
  if (send.isSuccess)
    return (
      <Alert>
        <MailCheck aria-hidden="true" />
        <AlertTitle>{VOTING_MESSAGES.linkSent}</AlertTitle>
        <AlertDescription>
          It went to {email}. Open it on this device to vote; it works until voting closes.
        </AlertDescription>
      </Alert>
    );
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = visitorLinkSchema.safeParse({ email });
        setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success) send.mutate(parsed.data.email);
      }}
    >
      <FormField
        label="Your email"
        error={fieldError ?? (send.isError ? apiErrorMessage(send.error, 'The link could not be sent') : undefined)}
      >
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Email me a link to vote'}
      </Button>
    </form>
  );
}

export function VisitorPanel({ slug, visitorsMayVote }: { slug: string; visitorsMayVote: boolean }) {
  return (
    <Card className="grid gap-4 p-6">
      <div>
        <h2 className="text-lg font-semibold">Sign in to vote</h2>
        <p className="mt-1 text-muted-foreground">
          Participants and judges vote with their account.
          {visitorsMayVote ? ' Visitors can vote too: we email you a link that proves your address.' : ''}
        </p>
      </div>
      <div>
        <Button asChild variant="outline">
          <Link href={paths.login}>Sign in</Link>
        </Button>
      </div>
      {visitorsMayVote ? <LinkForm slug={slug} /> : null}
    </Card>
  );
}
