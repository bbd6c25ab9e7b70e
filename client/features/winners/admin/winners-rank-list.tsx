// One list of the Announce Winners dialog: each place with the ranking's corrected score, the raw mean
// beside it, the number of reviews and the interval, so the admin sees what the places rest on.
import type { RankingEntry } from '@shared/schemas/winners';
import { Badge } from '@/components/ui/badge';
import { plural } from '@/lib/format';

const one = (x: number) => x.toFixed(1);

export function RankList({
  entries,
  winners,
  firstWinner = 1,
  belowTarget,
  showChallenge,
}: {
  entries: RankingEntry[];
  /** How many places win, from `firstWinner` (a runners-up prize starts after the grand prize's places). */
  winners: number;
  firstWinner?: number;
  /** Submissions with fewer reviews than the target (from the readiness check). */
  belowTarget?: ReadonlySet<number>;
  showChallenge?: boolean;
}) {
  return (
    <ol className="grid gap-1.5">
      {entries.map((e) => {
        const last = firstWinner + winners - 1;
        const winner = e.place >= firstWinner && e.place <= last;
        // A tie matters where it decides a prize: at the last winning place or above it.
        const tied = e.tiedWithBelow && e.place <= last;
        const below = belowTarget?.has(e.submissionId) ?? false;
        return (
          <li
            key={e.submissionId}
            className={`grid gap-1 rounded-md px-3 py-2 text-sm sm:flex sm:items-center sm:justify-between sm:gap-3 ${winner ? 'bg-primary/15 ring-1 ring-brand-violet/40' : ''}`}
          >
            <span className="min-w-0">
              <span className="mr-2 font-mono tabular-nums text-muted-foreground">#{e.place}</span>
              <span className="font-medium">{e.teamName}</span>
              {showChallenge && e.problemTitle ? (
                <span className="block truncate text-xs text-muted-foreground">{e.problemTitle}</span>
              ) : null}
            </span>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:shrink-0 sm:justify-end">
              {winner ? <Badge variant="success">Winner</Badge> : null}
              {tied ? <Badge variant="warning">Tied with #{e.place + 1}</Badge> : null}
              <span className={`text-xs ${below ? 'font-medium text-warning-text' : 'text-muted-foreground'}`}>
                {plural(e.evaluationCount, 'review')}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                raw <span className="sr-only">mean</span> {one(e.meanScore)}
              </span>
              <span className="tabular-nums">
                <span className="font-semibold">{one(e.normalisedScore)}</span>
                {e.low !== null && e.high !== null ? (
                  <span className="text-xs text-muted-foreground">
                    {' '}
                    ({one(e.low)}–{one(e.high)})
                  </span>
                ) : null}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
