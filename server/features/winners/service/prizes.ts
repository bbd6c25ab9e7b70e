// Prizes feed winners (issue 23): the edition's prize list, each prize with the ranking of its own
// submissions, as Announce Winners offers and stores them (see prizeRankingSchema for the rules). The
// spec's flow stays when the list says nothing: a podium of three overall, each challenge's best team.
// With one prize per team (an edition setting, issue 31) each ranked prize skips the teams that prizes
// before it in this order (overall, challenges, tracks) already reward.
import type { RankedSubmission } from '@shared/schemas/judging';
import type { Prize } from '@shared/schemas/event-settings';
import { type PrizeRanking, type RankingEntry, WINNER_PLACES } from '@shared/schemas/winners';

/** How many places past the winning ones the preview shows: who comes next. */
const NEXT = 2;

type Podium = (entries: RankedSubmission[], limit: number) => RankingEntry[];

export function prizeRankings(
  prizes: Prize[],
  overall: RankedSubmission[],
  byChallenge: { problemId: number; problemTitle: string; entries: RankedSubmission[] }[],
  problemIdBySlug: ReadonlyMap<string, number>,
  podium: Podium,
  severalPrizesPerTeam = true,
): PrizeRanking[] {
  const out: PrizeRanking[] = [];
  const overallPrizes = prizes.filter((p) => p.scope === 'overall');
  const overallWinners = new Set<number>();
  // Every team a ranked prize rewards so far: with one prize per team, a later prize ranks the others.
  const rewarded = new Set<number>();
  const open = <T extends { teamId: number }>(entries: T[]) =>
    severalPrizesPerTeam ? entries : entries.filter((e) => !rewarded.has(e.teamId));
  const reward = (g: PrizeRanking) => {
    for (const e of prizeWinners(g)) rewarded.add(e.teamId);
    return g;
  };
  if (overallPrizes.length === 0) {
    const entries = podium(overall, WINNER_PLACES.overall + NEXT);
    entries.slice(0, WINNER_PLACES.overall).forEach((e) => overallWinners.add(e.teamId));
    out.push(
      reward({
        prizeId: null,
        title: 'Overall',
        amount: '',
        scope: 'overall',
        problemId: null,
        places: WINNER_PLACES.overall,
        firstPlace: 1,
        entries,
      }),
    );
  } else {
    // The overall prizes share one ranking, in list order: the first takes the top places, the next the
    // places after them.
    let next = 1;
    for (const p of overallPrizes) {
      const all = podium(overall, next - 1 + p.places + NEXT);
      all.slice(next - 1, next - 1 + p.places).forEach((e) => overallWinners.add(e.teamId));
      out.push(reward({ ...head(p, null), firstPlace: next, entries: all.slice(Math.max(0, next - 1 - NEXT)) }));
      next += p.places;
    }
  }
  const challengePrizes = prizes.filter((p) => p.scope === 'challenge');
  if (challengePrizes.length === 0) {
    for (const c of byChallenge) {
      out.push(
        reward({
          prizeId: null,
          title: c.problemTitle,
          amount: '',
          scope: 'challenge',
          problemId: c.problemId,
          places: WINNER_PLACES.perChallenge,
          firstPlace: 1,
          entries: podium(open(c.entries), WINNER_PLACES.perChallenge + NEXT),
        }),
      );
    }
  } else {
    for (const p of challengePrizes) {
      const problemId = p.challenge ? (problemIdBySlug.get(p.challenge) ?? null) : null;
      const c = byChallenge.find((x) => x.problemId === problemId);
      if (problemId === null || !c) continue; // no challenge of that address, or nothing of it ranked yet
      out.push(reward({ ...head(p, problemId), firstPlace: 1, entries: podium(open(c.entries), p.places + NEXT) }));
    }
  }
  // A sponsor track: every submission may compete; the overall winners are already rewarded.
  for (const p of prizes.filter((x) => x.scope === 'track')) {
    const rest = open(overall.filter((e) => !overallWinners.has(e.teamId)));
    out.push(reward({ ...head(p, null), firstPlace: 1, entries: podium(rest, p.places + NEXT) }));
  }
  // A special prize: no ranking, the organizers choose (validated when announcing, special-awards.ts).
  for (const p of prizes.filter((x) => x.scope === 'special'))
    out.push({ ...head(p, null), firstPlace: 1, entries: [] });
  return out.filter((g) => g.entries.length > 0 || g.scope === 'special');
}

function head(p: Prize, problemId: number | null) {
  return { prizeId: p.id, title: p.title, amount: p.amount, scope: p.scope, problemId, places: p.places };
}

/** The winning entries of a prize: its places, numbered as the prize's places (1st, 2nd …). */
export function prizeWinners(g: PrizeRanking): (RankingEntry & { prizePlace: number })[] {
  return g.entries
    .filter((e) => e.place >= g.firstPlace && e.place < g.firstPlace + g.places)
    .map((e) => ({ ...e, prizePlace: e.place - g.firstPlace + 1 }));
}
