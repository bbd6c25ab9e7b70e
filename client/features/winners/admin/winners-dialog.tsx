// Announce Winners: the judging ranking (scores corrected for each judge's leniency and scale, the raw
// mean beside them, reviews and interval), per prize of the edition's list (issue 23: a winner per place
// of each prize, from the ranking of that prize's submissions; the spec's podium of three overall and each
// challenge's best when the list does not say otherwise). When the server's readiness check
// has warnings (judging open, deadline ahead, submissions unreviewed or below the target, tied places)
// the admin must confirm a second time, and the server refuses (409) an announcement that does not say so.
// Special prizes have no ranking: the admin picks their teams here (special-prize-picker.tsx).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { AlertTriangle, Trophy } from 'lucide-react';
import { WINNER_PLACES, type AnnounceWinners } from '@shared/schemas/winners';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@shared/paths';
import { isApiError } from '@/lib/api';
import { useAnnounceWinners } from './mutations';
import { winnerAdminQueries } from './queries';
import { formatDateTime, plural } from '@/lib/format';
import { RankList } from './winners-rank-list';
import { UnpublishWinners } from './unpublish-winners';
import { WinnersWarnings } from './winners-warnings';
import { awardsOf, pickClash, SpecialPrizePicker, type Picks } from './special-prize-picker';

type Step = 'review' | 'confirm' | 'done';

export function WinnersDialog({ onClose }: { onClose: () => void }) {
  const ranking = useQuery(winnerAdminQueries.ranking());
  const readiness = useQuery(winnerAdminQueries.readiness());
  const announceWinners = useAnnounceWinners();
  const busy = announceWinners.isPending;
  const [step, setStep] = useState<Step>('review');
  const [picks, setPicks] = useState<Picks>({});
  const confirmRef = useRef<HTMLParagraphElement>(null);
  // On a phone the dialog scrolls: bring the question and its buttons into view.
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);
  const r = ranking.data;
  const warnings = readiness.data?.warnings ?? [];
  const belowTarget = new Set(
    warnings.filter((w) => w.code === 'below_target' || w.code === 'no_evaluations').flatMap((w) => w.submissionIds),
  );
  const loaded = !!r && !!readiness.data;
  const clash = r ? pickClash(r, picks) : null;
  const announce = async () => {
    if (!r) return;
    try {
      const body: AnnounceWinners = {
        expectedOverall: r.overall.slice(0, WINNER_PLACES.overall).map((e) => e.submissionId),
        acknowledgeWarnings: warnings.length > 0,
        awards: awardsOf(r, picks),
      };
      // useAnnounceWinners refreshes every admin view and toasts the outcome.
      await announceWinners.mutateAsync(body);
      setStep('done');
    } catch (err) {
      // The ranking or the warnings changed while the dialog was open: show the new ones, ask again.
      if (isApiError(err) && err.status === 409) setStep('review');
      void ranking.refetch();
      void readiness.refetch();
    }
  };
  const onAnnounce = () => (warnings.length > 0 && step === 'review' ? setStep('confirm') : void announce());
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Announce Winners</DialogTitle>
          <DialogDescription>
            Ranked by the judges&apos; scores corrected for each judge&apos;s leniency and scale (the raw mean beside
            it; the interval in brackets). Each prize of the edition goes to the highlighted places of its own ranking.
            {r?.publishedAt
              ? ` Winners were last announced ${formatDateTime(r.publishedAt)}; announcing again replaces them.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {ranking.isPending || readiness.isPending ? <Skeleton className="h-64 w-full" /> : null}
        {ranking.isError || readiness.isError ? (
          <QueryErrorAlert
            title="Could not load the ranking."
            onRetry={() => {
              void ranking.refetch();
              void readiness.refetch();
            }}
            retrying={ranking.isFetching || readiness.isFetching}
          />
        ) : null}
        {step === 'done' ? (
          <p className="text-sm" role="status">
            The winners are published.{' '}
            <Link href={paths.winners} className="text-brand-cyan hover:underline" onClick={onClose}>
              See the Winners page
            </Link>
          </p>
        ) : null}
        {loaded && step !== 'done' ? (
          <div className="grid gap-6">
            <WinnersWarnings readiness={readiness.data} />
            {r.overall.length === 0 ? (
              <p className="text-sm text-muted-foreground">No evaluated submissions yet: evaluate submissions first.</p>
            ) : (
              <>
                {r.prizes.map((g, i) => {
                  const headingId = `rank-prize-${i}`;
                  return (
                    <section
                      key={`${g.prizeId}:${g.problemId}:${i}`}
                      aria-labelledby={headingId}
                      className="grid gap-2"
                    >
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <h3 id={headingId} className="text-sm font-semibold">
                          {g.title}
                        </h3>
                        <span className="text-xs text-muted-foreground">
                          {g.amount ? `${g.amount} · ` : ''}
                          {plural(g.places, 'place')}
                        </span>
                      </div>
                      {g.scope === 'special' && g.prizeId ? (
                        <SpecialPrizePicker
                          ranking={r}
                          prize={g}
                          picks={picks[g.prizeId] ?? []}
                          onPick={(place, teamId) =>
                            setPicks((p) => {
                              const id = g.prizeId!;
                              const next = [...(p[id] ?? [])];
                              next[place] = teamId;
                              return { ...p, [id]: next };
                            })
                          }
                        />
                      ) : (
                        <RankList
                          entries={g.entries}
                          firstWinner={g.firstPlace}
                          winners={g.places}
                          belowTarget={belowTarget}
                          showChallenge={g.scope !== 'challenge'}
                        />
                      )}
                    </section>
                  );
                })}
                {clash ? (
                  <p className="text-sm text-destructive-text" role="alert">
                    {clash}
                  </p>
                ) : null}
              </>
            )}
          </div>
        ) : null}
        {step === 'confirm' ? (
          <p
            ref={confirmRef}
            className="flex scroll-mb-24 items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
            role="alert"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning-text" aria-hidden="true" />
            Announce despite {plural(warnings.length, 'warning')}? The teams are emailed at once and the Winners page
            shows this result.
          </p>
        ) : null}
        <DialogFooter>
          {r?.publishedAt && step === 'review' ? <UnpublishWinners publishedAt={r.publishedAt} /> : null}
          {step === 'confirm' ? (
            <Button variant="outline" onClick={() => setStep('review')} disabled={busy}>
              Back
            </Button>
          ) : (
            <Button variant="outline" onClick={onClose}>
              {step === 'done' ? 'Close' : 'Cancel'}
            </Button>
          )}
          {step !== 'done' ? (
            <Button
              variant={step === 'confirm' ? 'destructive' : 'default'}
              onClick={onAnnounce}
              disabled={busy || !loaded || r.overall.length === 0 || !!clash}
            >
              {busy ? <Spinner label="Announcing" /> : <Trophy aria-hidden="true" />}
              {step === 'confirm'
                ? 'Announce Anyway'
                : warnings.length > 0
                  ? 'Review Warnings and Announce'
                  : 'Confirm and Announce'}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
