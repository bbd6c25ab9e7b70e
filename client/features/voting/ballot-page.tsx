// /vote: "Your ballot" for People's Choice in the current edition: the window, who may vote and why not,
// "2 of 3 votes used", and every project the ballot may name with its toggle. Changeable until the
// window closes; the gallery's cards carry the same toggle.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Vote } from 'lucide-react';
import { PageHero, Section } from '@/components/page-hero';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import type { Ballot } from '@shared/schemas/voting';
import { votingQueries } from './queries';
import { VisitorPanel } from './visitor-panel';
import { VotesUsed, VoteToggle } from './vote-control';

function WindowLine({ ballot }: { ballot: Ballot }) {
  if (ballot.window.open && ballot.window.closesAt)
    return (
      <p className="text-muted-foreground">
        Voting is open until {formatDateTime(ballot.window.closesAt)}. You can change your votes until then.
      </p>
    );
  return <p className="text-muted-foreground">{ballot.window.message}</p>;
}

function Candidates({ slug, ballot }: { slug: string; ballot: Ballot }) {
  const candidates = useQuery(votingQueries.candidates(slug));
  if (candidates.isPending)
    return (
      <div className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  if (candidates.isError)
    return (
      <QueryErrorAlert
        title="The projects could not be loaded."
        onRetry={candidates.refetch}
        retrying={candidates.isFetching}
      />
    );
  if (!candidates.data.length)
    return (
      <Card className="p-8 text-center">
        <h2 className="text-lg font-semibold">No projects to vote for yet</h2>
        <p className="mt-1 text-muted-foreground">Projects appear here once their teams submit them.</p>
      </Card>
    );
  return (
    <ul className="grid gap-3" aria-label="Projects">
      {candidates.data.map((p) => (
        <li key={p.id}>
          <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h3 className="font-semibold">{p.teamName}</h3>
              {p.challenge ? <p className="text-xs text-brand-cyan">{p.challenge}</p> : null}
              <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{p.description}</p>
            </div>
            <div className="shrink-0">
              <VoteToggle slug={slug} ballot={ballot} projectId={p.id} projectName={p.teamName} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The emailed link's token, read once; taken out of the address bar so it is not shared by copying the URL. */
function useVerifyToken(): string | undefined {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('verify') ?? undefined);
  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [token]);
  return token;
}

export default function BallotPage() {
  usePageMeta("People's Choice", 'Vote for the projects you like best.');
  const event = useEvent();
  const slug = event.data?.slug;
  const verify = useVerifyToken();
  const ballot = useQuery({
    ...votingQueries.ballot(slug ?? '', verify),
    enabled: !!slug,
    retry: (n, err) => !(isApiError(err) && err.status === 401) && n < 1,
  });
  const b = ballot.data;
  const signedOut = isApiError(ballot.error) && ballot.error.status === 401;
  return (
    <>
      <PageHero eyebrow={event.data?.name ?? 'Hackathon'} title="People's Choice">
        Vote for the projects you like best. Your own team’s project is not on your ballot.
      </PageHero>
      <Section>
        <div className="mx-auto grid max-w-3xl gap-6">
          {ballot.isPending ? <Skeleton className="h-20 w-full" /> : null}
          {signedOut && slug ? (
            <>
              {verify ? (
                <Alert variant="destructive">
                  <AlertTitle>This voting link has expired or is not valid</AlertTitle>
                  <AlertDescription>Ask for a new one below, or sign in.</AlertDescription>
                </Alert>
              ) : null}
              <VisitorPanel slug={slug} visitorsMayVote={!!event.data?.votingVisitors} />
            </>
          ) : null}
          {ballot.isError && !signedOut ? (
            <QueryErrorAlert
              title="Your ballot could not be loaded."
              onRetry={ballot.refetch}
              retrying={ballot.isFetching}
            />
          ) : null}
          {b ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="grid gap-1">
                  <WindowLine ballot={b} />
                  {b.visitorEmail ? (
                    <p className="text-sm text-muted-foreground">Voting as {b.visitorEmail}, verified by email.</p>
                  ) : null}
                </div>
                {b.canVote ? <VotesUsed ballot={b} /> : null}
              </div>
              {b.voided ? (
                <Alert variant="destructive">
                  <AlertTitle>Your ballot was voided</AlertTitle>
                  <AlertDescription>
                    The organizers voided your ballot; it does not count and cannot be changed.
                  </AlertDescription>
                </Alert>
              ) : null}
              {!b.canVote && b.reason ? (
                <Alert>
                  <Vote aria-hidden="true" />
                  <AlertTitle>You cannot vote in this edition</AlertTitle>
                  <AlertDescription>{b.reason}</AlertDescription>
                </Alert>
              ) : null}
              {slug && b.canVote && b.window.opensAt ? <Candidates slug={slug} ballot={b} /> : null}
            </>
          ) : null}
        </div>
      </Section>
    </>
  );
}
