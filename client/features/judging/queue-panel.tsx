// The judge's work: the submissions they hold (a short queue), the one being reviewed with its form,
// Skip with a reason, and a button for the next one. The server decides what comes next (the
// least-reviewed eligible submission, never a conflicted one) and reserves it for this judge. After
// 'Submit Evaluation' the judge lands on the top of the next submission (asked for when none is held),
// its heading focused: on a phone, not at the footer of the one just done. Judging waits for the
// submission window to close, and may stop at the target: the queue says so rather than failing.
import { useEffect, useRef, useState } from 'react';
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

const NOTICE_TITLES = {
  window_open: 'Submissions are still open',
  judging_window: 'Outside the judging window',
  phase: 'No projects are handed out now',
} as const;

function StateNotice({ queue }: { queue: JudgeQueue }) {
  if (queue.state === 'open') {
    // Hand-outs wait (projects can still change, the calendar's judging window, the phase): the
    // server's words say why and until when.
    const notice = queue.notice;
    if (!notice || notice.reason === 'all_reviewed') return null;
    return (
      <Alert variant="info" role="status">
        <AlertTitle>{NOTICE_TITLES[notice.reason]}</AlertTitle>
        <AlertDescription>{notice.message}.</AlertDescription>
      </Alert>
    );
  }
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
  const [complete, setComplete] = useState(false);
  // Set after an evaluation: the judge is taken to the next submission's heading once it shows.
  // `next`: the submission asked for on the way (null: none was left), once the answer is in.
  const landing = useRef<{ from: number; next?: number | null } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const current = q.held.find((h) => h.submissionId === selected) ?? q.held[0] ?? null;
  const waiting = !!q.notice && q.notice.reason !== 'all_reviewed';
  // The queue's notice is the server's word (it follows a change of the setting); the hand-out's answer
  // only until the queue has been read again.
  const allReviewed = q.notice !== undefined ? q.notice?.reason === 'all_reviewed' : complete;
  const canAsk = q.state === 'open' && !waiting && q.held.length < JUDGING_DEFAULTS.maxHolds;
  const ask = (takeIt = !current) =>
    next.mutate(1, {
      onSuccess: (r) => {
        setExhausted(r.exhausted && r.assigned.length === 0);
        setComplete(r.complete === true);
        if (landing.current) landing.current.next = r.assigned[0]?.submissionId ?? null;
        if (r.assigned[0] && takeIt) setSelected(r.assigned[0].submissionId);
      },
    });
  const afterEvaluation = (submissionId: number) => {
    landing.current = { from: submissionId };
    const others = q.held.filter((h) => h.submissionId !== submissionId);
    setSelected(others[0]?.submissionId ?? null);
    if (others.length === 0 && canAsk) ask(true);
  };
  const shownId = current?.submissionId ?? null;
  useEffect(() => {
    const to = landing.current;
    if (!to || next.isPending) return;
    // Wait for the screen to show where the judge goes: the submission asked for (once the queue has it),
    // the empty state when none was left, or the next one already held.
    const arrived =
      to.next === undefined ? shownId !== to.from : to.next === null ? shownId === null : shownId === to.next;
    const target = !arrived ? null : shownId === null ? emptyRef.current : headingRef.current;
    if (!target) return;
    landing.current = null;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [shownId, next.isPending]);
  const askButton = (label: string, variant: 'default' | 'outline') => (
    <Button onClick={() => ask()} disabled={!canAsk || next.isPending} variant={variant}>
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
            <h2
              id="current-title"
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-24 text-xl font-bold break-words focus:outline-none"
            >
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
              onDone={() => afterEvaluation(current.submissionId)}
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
          <p
            ref={emptyRef}
            tabIndex={-1}
            className="max-w-md scroll-mt-24 text-sm text-muted-foreground focus:outline-none"
            role={exhausted || allReviewed ? 'status' : undefined}
          >
            {allReviewed
              ? 'All projects have their reviews. Thank you! The organizers will announce the results.'
              : waiting
                ? 'Your first submission comes once submissions close.'
                : exhausted
                  ? 'Nothing left for you right now: every submission you may judge has its reviews, or another judge is on it. Thank you! Try again in a few minutes.'
                  : 'Ask for a submission: the one that most needs a review comes first.'}
          </p>
          {allReviewed ? null : askButton('Next Submission', 'default')}
        </Card>
      ) : null}
    </div>
  );
}
