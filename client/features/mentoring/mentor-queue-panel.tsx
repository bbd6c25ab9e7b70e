// The mentor's queue: the requests they hold (at most the hold limit, said when reached) and the open
// ones, best matched to their skills first with the reason. Claim: exactly one mentor wins; a loser is
// told and the list refreshes (mutations.ts). Everything moves live (`help.*`), without a reload.
import { useQuery } from '@tanstack/react-query';
import { Hand, Inbox, Sparkles, TriangleAlert } from 'lucide-react';
import type { MentorQueue, MentorQueueItem } from '@shared/schemas/mentoring';
import { QueryView } from '@/components/query-view';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { plural } from '@/lib/format';
import { HeldRequestCard } from './held-request-card';
import { useClaimHelpRequest } from './mutations';
import { mentoringQueries } from './queries';
import { RequestDetails } from './request-details';

function OpenRequest({ request, canClaim }: { request: MentorQueueItem; canClaim: boolean }) {
  const claim = useClaimHelpRequest();
  return (
    <li>
      <Card className="grid min-w-0 gap-3 p-4 sm:p-5" role="article" aria-labelledby={`open-${request.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`open-${request.id}`} className="min-w-0 font-semibold break-words">
            {request.title}
          </h3>
          {request.escalated ? (
            <Badge variant="warning">
              <TriangleAlert aria-hidden="true" className="size-3" /> Waiting long
            </Badge>
          ) : null}
        </div>
        <p className="flex items-start gap-2 text-sm text-info-text">
          <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{request.matchReason}</span>
        </p>
        <RequestDetails request={request} open />
        <Button
          className="w-fit"
          disabled={!canClaim || claim.isPending}
          onClick={() => claim.mutate(request.id)}
          aria-label={`Claim ${request.title}`}
        >
          {claim.isPending ? <Spinner label="Claiming" /> : <Hand aria-hidden="true" />} Claim
        </Button>
      </Card>
    </li>
  );
}

function Queue({ q }: { q: MentorQueue }) {
  const atLimit = q.held.length >= q.holdLimit;
  return (
    <div className="grid gap-8">
      {!q.queueOpen ? (
        <Alert variant="info" role="status">
          <AlertTitle>The help queue is closed</AlertTitle>
          <AlertDescription>{q.queueMessage ?? 'Requests open while hacking is on.'}</AlertDescription>
        </Alert>
      ) : !q.onShiftNow ? (
        <Alert variant="default" role="status">
          <AlertTitle>You are not on shift now</AlertTitle>
          <AlertDescription>
            You can still claim requests; add shifts under Profile so teams know when you are on call.
          </AlertDescription>
        </Alert>
      ) : null}
      <section aria-labelledby="held-title" className="grid gap-3">
        <h2 id="held-title" className="text-xl font-bold tracking-tight">
          Your requests{' '}
          <span className="text-base font-normal text-muted-foreground">
            ({q.held.length} of {q.holdLimit})
          </span>
        </h2>
        {atLimit ? (
          <p className="text-sm text-warning-text" role="status">
            You hold {plural(q.holdLimit, 'request')}, the most at once: resolve, release or hand one over before
            claiming another.
          </p>
        ) : null}
        {q.held.length ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {q.held.map((r) => (
              <HeldRequestCard key={r.id} request={r} />
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">None yet: claim one below.</p>
        )}
      </section>
      <section aria-labelledby="open-title" className="grid gap-3">
        <h2 id="open-title" className="text-xl font-bold tracking-tight">
          Waiting for a mentor <span className="text-base font-normal text-muted-foreground">({q.open.length})</span>
        </h2>
        {q.open.length ? (
          <ol className="grid gap-4" aria-label="Open requests, best matched first">
            {q.open.map((r) => (
              <OpenRequest key={r.id} request={r} canClaim={!atLimit} />
            ))}
          </ol>
        ) : (
          <Card className="grid justify-items-center gap-3 p-8 text-center">
            <Inbox className="size-10 text-brand-cyan" aria-hidden="true" />
            <p className="max-w-md text-sm text-muted-foreground">
              Nobody is waiting. New requests appear here as teams send them.
            </p>
          </Card>
        )}
      </section>
    </div>
  );
}

export function MentorQueuePanel() {
  const queue = useQuery(mentoringQueries.queue());
  return (
    <QueryView
      query={queue}
      loading={
        <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the queue">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      }
      error={{ title: 'Could not load the queue.' }}
    >
      {(q) => <Queue q={q} />}
    </QueryView>
  );
}
