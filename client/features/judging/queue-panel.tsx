// The judge's work: the submissions they hold (a short queue), the one being reviewed with its form,
// Skip with a reason, and a button for the next one. The server decides what comes next (the
// least-reviewed eligible submission, never a conflicted one) and reserves it for this judge.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Inbox, ListPlus, SkipForward } from 'lucide-react';
import { JUDGING_DEFAULTS, type JudgeQueue } from '@shared/schemas/judging';
import { QueryView } from '@/components/query-view';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { plural } from '@/lib/format';
import { JudgeEvaluationForm } from './judge-evaluation-form';
import { JudgingStarts } from './judging-starts';
import { useNextSubmission } from './mutations';
import { judgingQueries } from './queries';
import { SkipForm } from './skip-form';
import { SubmissionBrief } from './submission-brief';

function StateNotice({ queue }: { queue: JudgeQueue }) {
  if (queue.state === 'open') return null;
  return (
    <Alert variant="info" role="status">
      <AlertTitle>{queue.state === 'closed' ? 'Judging is closed' : 'Judging has not started yet'}</AlertTitle>
      <AlertDescription>
        {queue.state === 'closed' ? 'Thank you: your evaluations are final.' : <JudgingStarts />}
      </AlertDescription>
    </Alert>
  );
}

export function QueuePanel() {
  const queue = useQuery(judgingQueries.queue());
  return (
    <QueryView
      query={queue}
      loading={<Skeleton className="h-96 w-full" />}
      error={{ title: 'Could not load your queue.' }}
    >
      {(q) => <Queue q={q} />}
    </QueryView>
  );
}

function Queue({ q }: { q: JudgeQueue }) {
  const next = useNextSubmission();
  const [selected, setSelected] = useState<number | null>(null);
  const [skipping, setSkipping] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const current = q.held.find((h) => h.submissionId === selected) ?? q.held[0] ?? null;
  const canAsk = q.state === 'open' && q.held.length < JUDGING_DEFAULTS.maxHolds;
  const ask = () =>
    next.mutate(1, {
      onSuccess: (r) => {
        setExhausted(r.exhausted && r.assigned.length === 0);
        if (r.assigned[0] && !current) setSelected(r.assigned[0].submissionId);
      },
    });
  const askButton = (label: string, variant: 'default' | 'outline') => (
    <Button onClick={ask} disabled={!canAsk || next.isPending} variant={variant}>
      {next.isPending ? <Spinner label="Asking" /> : <ListPlus aria-hidden="true" />} {label}
    </Button>
  );
  return (
    <div className="grid gap-6">
      <StateNotice queue={q} />
      <p className="text-sm text-muted-foreground" role="status">
        {plural(q.done, 'evaluation')} done, {plural(q.skipped, 'skip')} · target {plural(q.targetReviews, 'review')}{' '}
        per submission
      </p>
      {q.held.length > 1 ? (
        <nav aria-label="Your queue" className="grid gap-2">
          <h2 className="text-sm font-semibold">Your queue ({q.held.length})</h2>
          <ul className="flex flex-wrap gap-2">
            {q.held.map((h) => (
              <li key={h.submissionId}>
                <Button
                  size="sm"
                  variant={h.submissionId === current?.submissionId ? 'primary' : 'outline'}
                  aria-current={h.submissionId === current?.submissionId ? 'true' : undefined}
                  onClick={() => {
                    setSelected(h.submissionId);
                    setSkipping(false);
                  }}
                >
                  {h.teamName}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {current ? (
        <Card className="grid gap-6 p-4 sm:p-6">
          <section aria-labelledby="current-title" className="grid gap-3">
            <h2 id="current-title" className="text-xl font-bold break-words">
              {current.teamName}
            </h2>
            <SubmissionBrief submission={current} />
          </section>
          {skipping ? (
            <SkipForm
              key={`skip-${current.submissionId}`}
              submissionId={current.submissionId}
              teamName={current.teamName}
              onCancel={() => setSkipping(false)}
              onDone={() => {
                setSkipping(false);
                setSelected(null);
              }}
            />
          ) : (
            <JudgeEvaluationForm
              key={current.submissionId}
              submissionId={current.submissionId}
              teamName={current.teamName}
              mine={current.mine}
              rubric={current.rubric}
              onDone={() => setSelected(null)}
              secondary={
                q.state === 'open' ? (
                  <Button type="button" variant="outline" onClick={() => setSkipping(true)}>
                    <SkipForward aria-hidden="true" /> Skip
                  </Button>
                ) : null
              }
            />
          )}
          {q.held.length < JUDGING_DEFAULTS.maxHolds ? (
            <div className="flex justify-end border-t border-border pt-4">
              {askButton('Add One to My Queue', 'outline')}
            </div>
          ) : null}
        </Card>
      ) : q.state === 'open' ? (
        <Card className="grid justify-items-center gap-4 p-8 text-center">
          <Inbox className="size-10 text-brand-cyan" aria-hidden="true" />
          {exhausted ? (
            <p className="max-w-md text-sm text-muted-foreground" role="status">
              Nothing left for you right now: every submission you may judge has its reviews, or another judge is on it.
              Thank you! Try again in a few minutes.
            </p>
          ) : (
            <p className="max-w-md text-sm text-muted-foreground">
              Ask for a submission: the one that most needs a review comes first.
            </p>
          )}
          {askButton('Next Submission', 'default')}
        </Card>
      ) : null}
    </div>
  );
}
