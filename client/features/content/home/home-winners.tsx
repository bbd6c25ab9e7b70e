// The podium on the home page once the winners are out (results) and for an edition that has ended
// (archived): the overall winners in a short list and the link to the full results.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Trophy } from 'lucide-react';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getChecked } from '@/lib/api';

const PLACE_NAMES: Record<number, string> = { 1: '1st place', 2: '2nd place', 3: '3rd place' };

// The winners feature's published-winners query, by the same key (one cache entry). Written out here
// rather than imported: the winners index also exports the admin's dialog, whose shared chunks the home
// page must not download (e2e/foundation.spec.ts).
const publishedWinners = {
  queryKey: ['winners', 'published'] as const,
  queryFn: getChecked('publicWinners', '/api/winners'),
};

export function HomeWinners() {
  const winners = useQuery(publishedWinners);
  const overall = winners.data?.publishedAt ? winners.data.overall : [];
  return (
    <div className="flex w-full flex-col items-center gap-6">
      {winners.isPending ? (
        <Skeleton className="h-24 w-full max-w-2xl rounded-2xl" />
      ) : overall.length ? (
        <ol aria-label="Overall winners" className="flex w-full max-w-3xl flex-wrap justify-center gap-3">
          {overall.map((w) => (
            <li
              key={w.place}
              className="w-full rounded-2xl border border-amber-400/40 bg-background/50 px-4 py-4 text-center backdrop-blur sm:w-56"
            >
              <p className="flex items-center justify-center gap-1.5 text-xs font-semibold tracking-wider text-amber-200 uppercase">
                <Trophy className="size-3.5" aria-hidden="true" /> {PLACE_NAMES[w.place] ?? `Place ${w.place}`}
              </p>
              <p className="mt-1 text-lg font-bold break-words text-white">{w.teamName}</p>
              {w.problemTitle ? <p className="text-sm text-muted-foreground">{w.problemTitle}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <Button asChild size="lg" className="text-base">
        <Link href={paths.winners}>
          <Trophy aria-hidden="true" />
          SEE THE WINNERS
        </Link>
      </Button>
    </div>
  );
}
