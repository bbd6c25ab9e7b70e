// /teams/requests/:token: the link of a request's email. Whoever holds it sees the request and accepts
// or declines it, signed in or not (as with the invitation links of the teams feature).
import { Link, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Check, LinkIcon, LoaderCircle, X } from 'lucide-react';
import { apiErrorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryView } from '@/components/query-view';
import { findTeamQueries } from './queries';
import { useDecideByToken } from './mutations';

export default function RequestLinkPage() {
  usePageMeta('Team Request', 'Accept or decline a request to join a team.');
  const { token = '' } = useParams<{ token: string }>();
  const info = useQuery(findTeamQueries.byToken(token));
  const decide = useDecideByToken(token);

  async function onDecide(decision: 'accept' | 'decline') {
    try {
      await decide.mutateAsync(decision);
      await info.refetch();
      toast({
        title: decision === 'accept' ? 'Request Accepted' : 'Request Declined',
        description: 'Thank you for answering.',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to answer the request'),
        variant: 'destructive',
      });
    }
  }

  // The heading names the request once it loaded (not over a failed reload).
  const loaded = info.isError ? undefined : info.data;
  const title = !loaded
    ? 'Team request'
    : loaded.kind === 'join'
      ? `${loaded.userName} asks to join ${loaded.teamName}`
      : `${loaded.teamName} invites ${loaded.userName}`;
  const body = (
    <QueryView
      query={info}
      loading={<Skeleton className="h-24" />}
      error={(error) => (
        <Alert variant="destructive">
          <LinkIcon aria-hidden="true" />
          <AlertTitle>This link is invalid</AlertTitle>
          <AlertDescription>{apiErrorMessage(error, 'Please check your connection and try again.')}</AlertDescription>
        </Alert>
      )}
    >
      {(r) => (
        <div className="grid gap-4">
          <p className="text-muted-foreground">
            {r.kind === 'join'
              ? `${r.userName} found ${r.teamName} on the find-a-team board. Accepting adds them to the team.`
              : `${r.teamName} found you on the find-a-team board. Accepting makes you a member of the team.`}
          </p>
          {r.message ? <p className="break-words">“{r.message}”</p> : null}
          {r.status === 'pending' ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => onDecide('accept')} disabled={decide.isPending}>
                {decide.isPending ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <Check aria-hidden="true" />
                )}
                Accept
              </Button>
              <Button variant="outline" onClick={() => onDecide('decline')} disabled={decide.isPending}>
                <X aria-hidden="true" /> Decline
              </Button>
            </div>
          ) : (
            <Alert variant={r.status === 'accepted' ? 'success' : 'info'} role="status">
              <AlertTitle>This request was {r.status}</AlertTitle>
              <AlertDescription>
                <Link href={paths.teamDashboard} className="font-semibold text-brand-cyan hover:underline">
                  Go to your dashboard
                </Link>
              </AlertDescription>
            </Alert>
          )}
        </div>
      )}
    </QueryView>
  );

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card className="shadow-glow">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight break-words">{title}</h1>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  );
}
