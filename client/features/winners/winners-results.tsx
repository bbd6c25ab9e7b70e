// The announced winners (overall podium, each challenge's best teams, sponsor tracks and special prizes),
// each with its prize's amount: /winners and each edition's page (/events/{slug}) show them the same way.
import { ExternalLink, Trophy } from 'lucide-react';
import type { PublicWinner, PublicWinners } from '@shared/schemas/winners';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const PLACE_STYLES: Record<number, string> = {
  1: 'border-amber-400/60 bg-amber-400/10 text-amber-200',
  2: 'border-slate-300/50 bg-slate-300/10 text-slate-100',
  3: 'border-orange-400/50 bg-orange-400/10 text-orange-200',
};
const PLACE_NAMES: Record<number, string> = { 1: '1st place', 2: '2nd place', 3: '3rd place' };

function ProjectLinks({ w }: { w: PublicWinner }) {
  return (
    <div className="flex flex-wrap gap-3 text-sm">
      {w.githubUrl ? (
        <a
          href={w.githubUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-brand-cyan hover:underline"
        >
          Code <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">of {w.teamName} (opens in a new tab)</span>
        </a>
      ) : null}
      {w.demoUrl ? (
        <a
          href={w.demoUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-brand-cyan hover:underline"
        >
          Demo <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">of {w.teamName} (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

function Podium({ winners }: { winners: PublicWinner[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {winners.map((w) => (
        <li key={w.place}>
          <Card className={cn('h-full border p-6', PLACE_STYLES[w.place])}>
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
              <Trophy className="size-4" aria-hidden="true" /> {PLACE_NAMES[w.place] ?? `Place ${w.place}`}
            </p>
            {w.prize || w.amount ? (
              <p className="mt-1 text-sm text-foreground">
                {w.prize}
                {w.prize && w.amount ? ' · ' : ''}
                {w.amount ? <span className="font-semibold">{w.amount}</span> : null}
              </p>
            ) : null}
            <h3 className="mt-3 text-2xl font-bold text-foreground">{w.teamName}</h3>
            {w.problemTitle ? <p className="mt-1 text-sm text-muted-foreground">{w.problemTitle}</p> : null}
            {w.score ? (
              <p className="mt-4 text-foreground">
                <span className="text-3xl font-extrabold">{w.score}</span>
                <span className="text-muted-foreground"> / 10</span>
              </p>
            ) : null}
            <div className="mt-4">
              <ProjectLinks w={w} />
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** The results of announced winners (the caller checks `publishedAt`). */
export function WinnersResults({ data }: { data: PublicWinners }) {
  return (
    <div className="space-y-12">
      <section aria-labelledby="overall-winners" className="space-y-4">
        <h2 id="overall-winners" className="text-2xl font-bold tracking-tight">
          Overall
        </h2>
        <Podium winners={data.overall} />
      </section>
      {data.byChallenge.length > 0 ? (
        <section aria-labelledby="challenge-winners" className="space-y-4">
          <h2 id="challenge-winners" className="text-2xl font-bold tracking-tight">
            Challenge winners
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.byChallenge.map((c) => (
              <li key={c.problemId ?? c.problemTitle}>
                <Card className="h-full p-5">
                  <p className="text-sm text-muted-foreground">{c.problemTitle}</p>
                  {c.winners.map((w) => (
                    <div key={w.place} className="mt-2">
                      {c.winners.length > 1 ? (
                        <p className="text-xs text-muted-foreground">{PLACE_NAMES[w.place] ?? `Place ${w.place}`}</p>
                      ) : null}
                      <p className="text-lg font-semibold">{w.teamName}</p>
                      {w.amount ? <p className="text-sm font-semibold text-foreground">{w.amount}</p> : null}
                      {/* A special prize chosen without judging has no score to state. */}
                      {w.score ? <p className="text-sm text-muted-foreground">{w.score} / 10</p> : null}
                      <div className="mt-2">
                        <ProjectLinks w={w} />
                      </div>
                    </div>
                  ))}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
