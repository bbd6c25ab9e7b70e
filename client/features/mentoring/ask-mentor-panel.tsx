// "Ask a mentor" for participants (the team dashboard, the team board for people without a team, and
// /help-requests): the team's requests as they move (live), each resolved one waiting for its rating, and
// the form. The server decides who may ask: to anyone else (403) the panel shows nothing. After sending,
// the new request's place and estimate are said at once, and the focus moves to it.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { MENTORING_LIMITS, type HelpLiveMessage, type MyHelpRequests } from '@shared/schemas/mentoring';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { HelpRequestForm, ShiftNotice } from './help-request-form';
import { MyRequestCard } from './my-request-card';
import { mentoringQueries } from './queries';
import { useMentoringLive } from './use-mentoring-live';
import { waitText } from './texts';

/** What the team hears when its own request moves while the page is open. */
function toastFor(m: HelpLiveMessage) {
  if (m.type === 'help.claimed' || m.type === 'help.handed_off')
    toast({ title: 'A mentor is on it', description: `${m.mentorName ?? 'A mentor'} claimed your request.` });
  else if (m.type === 'help.resolved') toast({ title: 'Request resolved', description: 'Tell us how it went.' });
}

export function AskMentorPanel({ className }: { className?: string }) {
  const mine = useQuery(mentoringQueries.mine());
  useMentoringLive(mentoringQueries.participant, toastFor);
  // Not a participant of the current edition (an organizer, a mentor, someone not yet on the team board).
  if (mine.isError && isApiError(mine.error) && (mine.error.status === 403 || mine.error.status === 404)) return null;
  return (
    <Card className={className ?? 'grid min-w-0 gap-4 p-4 sm:p-6'} role="region" aria-labelledby="ask-mentor-title">
      <div className="flex items-center gap-2">
        <LifeBuoy className="size-5 text-brand-cyan" aria-hidden="true" />
        <h2 id="ask-mentor-title" className="text-lg font-semibold">
          Mentors on call
        </h2>
      </div>
      {mine.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading your help requests">
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="h-24" />
        </div>
      ) : mine.isError ? (
        <QueryErrorAlert title="Your help requests could not load." onRetry={mine.refetch} retrying={mine.isFetching} />
      ) : (
        <Requests data={mine.data} />
      )}
    </Card>
  );
}

function Requests({ data }: { data: MyHelpRequests }) {
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // Oldest first: the one nearest a mentor on top (the server lists newest first).
  const active = data.requests
    .filter((r) => r.status === 'open' || r.status === 'claimed')
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  // Resolved and not rated yet stay on top of the history until rated; the rest is kept short.
  const toRate = data.requests.filter((r) => r.status === 'resolved' && !r.rated);
  const past = data.requests.filter((r) => !active.includes(r) && !toRate.includes(r)).slice(0, 3);
  const full = active.filter((r) => r.status === 'open').length >= MENTORING_LIMITS.openPerTeam;
  useEffect(() => {
    if (sent !== null) sentRef.current?.focus();
  }, [sent]);
  return (
    <div className="grid gap-4">
      {!data.shift.queueOpen ? (
        <Alert variant="info" role="status">
          <AlertTitle>The help queue is closed</AlertTitle>
          <AlertDescription>{data.shift.queueMessage ?? 'Mentors take requests while hacking is on.'}</AlertDescription>
        </Alert>
      ) : null}
      {[...active, ...toRate].map((r) => (
        <div
          key={r.id}
          ref={r.id === sent ? sentRef : undefined}
          tabIndex={r.id === sent ? -1 : undefined}
          className="focus:outline-none"
        >
          <MyRequestCard request={r} />
        </div>
      ))}
      {data.shift.queueOpen ? (
        asking ? (
          <HelpRequestForm
            shift={data.shift}
            onCancel={() => setAsking(false)}
            onSent={(res) => {
              setAsking(false);
              setSent(res.id);
              toast({
                title: 'Request sent',
                description: `Number ${res.position} in the queue. ${waitText(res.estimatedWaitMinutes)}.`,
              });
            }}
          />
        ) : (
          <div className="grid gap-3">
            {active.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Stuck? A mentor comes to your table or joins your call. Describe the problem and what you tried.
              </p>
            ) : null}
            <ShiftNotice shift={data.shift} />
            {full ? (
              <p className="text-sm text-muted-foreground" role="status">
                Your team has {MENTORING_LIMITS.openPerTeam} requests waiting: cancel one or wait for a mentor.
              </p>
            ) : (
              <Button className="w-fit" onClick={() => setAsking(true)}>
                Ask a Mentor
              </Button>
            )}
          </div>
        )
      ) : null}
      {past.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Earlier requests ({past.length})</summary>
          <div className="mt-3 grid gap-3">
            {past.map((r) => (
              <MyRequestCard key={r.id} request={r} />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}
