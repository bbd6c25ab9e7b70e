// Announce Winners: the ranking by mean score, overall and per challenge; the admin confirms what they
// see; the server stores the winners, publishes them on /winners and emails the winning teams.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { Trophy } from 'lucide-react';
import { WINNER_PLACES, announceWinnersResponseSchema, type RankingEntry } from '@shared/schemas/winners';
import { Badge } from '@/components/ui/badge';
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
import { paths } from '@/app/paths';
import { apiErrorMessage, apiSend } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { refreshAdminData } from '../mutations';
import { adminQueries } from '../queries';
import { formatDateTime, plural } from '@/lib/format';

function RankList({
  entries,
  winners,
  showChallenge,
}: {
  entries: RankingEntry[];
  winners: number;
  showChallenge?: boolean;
}) {
  return (
    <ol className="grid gap-1.5">
      {entries.map((e) => (
        <li
          key={e.submissionId}
          className={`flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm ${e.place <= winners ? 'bg-primary/15 ring-1 ring-brand-violet/40' : ''}`}
        >
          <span className="min-w-0">
            <span className="mr-2 font-mono tabular-nums text-muted-foreground">#{e.place}</span>
            <span className="font-medium">{e.teamName}</span>
            {showChallenge && e.problemTitle ? (
              <span className="block truncate text-xs text-muted-foreground">{e.problemTitle}</span>
            ) : null}
          </span>
          <span className="flex shrink-0 items-center gap-2">
            {e.place <= winners ? <Badge variant="success">Winner</Badge> : null}
            <span className="tabular-nums">{e.meanScore.toFixed(1)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function WinnersDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const ranking = useQuery(adminQueries.ranking());
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const r = ranking.data;
  const confirm = async () => {
    if (!r) return;
    setBusy(true);
    try {
      const expectedOverall = r.overall.slice(0, WINNER_PLACES.overall).map((e) => e.submissionId);
      const result = await apiSend(announceWinnersResponseSchema, 'POST', '/api/admin/winners/announce', {
        expectedOverall,
      });
      toast({
        title: 'Winners Announced',
        description: `Published on the Winners page; ${plural(result.emailed, 'person', 'people')} emailed.`,
      });
      setDone(true);
      void refreshAdminData(queryClient);
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to announce winners'),
        variant: 'destructive',
      });
      void ranking.refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Announce Winners</DialogTitle>
          <DialogDescription>
            Ranked by the judges&apos; mean score. The top {WINNER_PLACES.overall} overall and the best team of each
            challenge win.
            {r?.publishedAt
              ? ` Winners were last announced ${formatDateTime(r.publishedAt)}; announcing again replaces them.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {ranking.isPending ? <Skeleton className="h-64 w-full" /> : null}
        {ranking.isError ? (
          <QueryErrorAlert
            title="Could not load the ranking."
            onRetry={ranking.refetch}
            retrying={ranking.isFetching}
          />
        ) : null}
        {r && r.overall.length === 0 ? (
          <p className="text-sm text-muted-foreground">No evaluated submissions yet: evaluate submissions first.</p>
        ) : null}
        {done ? (
          <p className="text-sm" role="status">
            The winners are published.{' '}
            <Link href={paths.winners} className="text-brand-cyan hover:underline" onClick={onClose}>
              See the Winners page
            </Link>
          </p>
        ) : null}
        {r && r.overall.length > 0 && !done ? (
          <div className="grid gap-6">
            <section aria-labelledby="rank-overall" className="grid gap-2">
              <h3 id="rank-overall" className="text-sm font-semibold">
                Overall
              </h3>
              <RankList entries={r.overall} winners={WINNER_PLACES.overall} showChallenge />
            </section>
            {r.byChallenge.map((c) => (
              <section key={c.problemId} aria-label={c.problemTitle} className="grid gap-2">
                <h3 className="text-sm font-semibold">{c.problemTitle}</h3>
                <RankList entries={c.entries} winners={WINNER_PLACES.perChallenge} />
              </section>
            ))}
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {!done ? (
            <Button onClick={confirm} disabled={busy || !r || r.overall.length === 0}>
              {busy ? <Spinner label="Announcing" /> : <Trophy aria-hidden="true" />} Confirm and Announce
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
