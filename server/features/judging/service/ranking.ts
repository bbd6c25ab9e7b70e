// The ranking admins see (issue 11; docs/decisions/0002-judging-ranking.md): the judge-effects model of
// shared/judging on the evaluations that count, with its bootstrap interval, tied prize places and where
// extra reviews would settle them. The bootstrap refits the model about 100 times: it runs on a thread of
// its own (ranking-thread.ts), and the answer is kept per version of its input (the same evaluations give
// the same ranking: the bootstrap is seeded).
import {
  rankSubmissions,
  rankWithin,
  settlingReviews,
  type PrizeBoundary,
  type RankedSubmission as SharedEntry,
  type Ranking,
} from '@shared/judging';
import { JUDGING_DEFAULTS, type JudgingRanking, type RankedSubmission } from '@shared/schemas/judging';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { inArray } from 'drizzle-orm';
import { loadSettings, type CountedEvaluation, type EligibleSubmission } from './context';
import { snapshot, type JudgingSnapshot } from './coverage';
import { rankingThread } from './ranking-thread';

const options = (submissionIds: number[], bootstrap: number) => ({
  submissionIds,
  prizePlaces: JUDGING_DEFAULTS.prizePlaces,
  bootstrap,
  seed: 1,
});

/** The ranking without the bootstrap (the model's own error): quick enough for the event loop. */
export function rankQuick(reviews: CountedEvaluation[], submissionIds: number[]): Ranking {
  return rankSubmissions(reviews, options(submissionIds, 0));
}

const BOOTSTRAP_REPLICATES = 100;
let cached: { key: string; ranking: Promise<Ranking> } | null = null;

/**
 * rankSubmissions with the bootstrap, on the ranking thread, remembered for the last input seen (and
 * shared while it computes). A failed ranking is not remembered: the next request tries again.
 */
export function rankCached(reviews: CountedEvaluation[], submissionIds: number[]): Promise<Ranking> {
  const key = `${submissionIds.join(',')}|${reviews.map((r) => `${r.submissionId}:${r.judgeId}:${r.score}`).join(',')}`;
  if (cached?.key === key) return cached.ranking;
  const evaluations = reviews.map((r) => ({ submissionId: r.submissionId, judgeId: r.judgeId, score: r.score }));
  const ranking = rankingThread.rank(evaluations, options(submissionIds, BOOTSTRAP_REPLICATES));
  const entry = { key, ranking };
  cached = entry;
  ranking.catch(() => {
    if (cached === entry) cached = null;
  });
  return ranking;
}

/** The overall podium, and the winner of each challenge among its own submissions. */
export function prizeBoundaries(eligible: EligibleSubmission[]): PrizeBoundary[] {
  const byProblem = new Map<number, number[]>();
  for (const s of eligible)
    if (s.problemId !== null) byProblem.set(s.problemId, [...(byProblem.get(s.problemId) ?? []), s.id]);
  return [
    { places: JUDGING_DEFAULTS.prizePlaces },
    ...[...byProblem.values()].map((submissionIds) => ({ places: 1, submissionIds })),
  ];
}

const round = (x: number | null, digits = 2) => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits);

function toEntry(e: SharedEntry, s: EligibleSubmission, target: number): RankedSubmission {
  return {
    rank: e.rank,
    submissionId: s.id,
    teamId: s.teamId,
    teamName: s.teamName,
    problemId: s.problemId,
    problemTitle: s.problemTitle,
    normalisedScore: round(e.normalisedScore),
    rawMean: round(e.rawMean),
    reviews: e.reviews,
    belowTarget: e.reviews < target,
    low: round(e.low),
    high: round(e.high),
    tiedWithAbove: e.tiedWithAbove,
    tiedWithBelow: e.tiedWithBelow,
    swapProbabilityBelow: round(e.swapProbabilityBelow, 3),
  };
}

export interface RankingResult {
  api: JudgingRanking;
  ranking: Ranking;
  snap: JudgingSnapshot;
}

/** The ranking of one edition's submissions (DESIGN D13). */
export async function judgingRanking(tx: Tx, eventId: number, snap?: JudgingSnapshot): Promise<RankingResult> {
  const settings = await loadSettings(tx, eventId);
  snap ??= await snapshot(tx, eventId);
  const target = settings.targetReviews;
  const byId = new Map(snap.eligible.map((s) => [s.id, s]));
  const ranking = await rankCached(
    snap.reviews,
    snap.eligible.map((s) => s.id),
  );
  const entries = (r: Ranking) => r.entries.map((e) => toEntry(e, byId.get(e.submissionId as number)!, target));
  const challenges = new Map<number, { title: string; ids: number[] }>();
  for (const s of snap.eligible) {
    if (s.problemId === null) continue;
    const c = challenges.get(s.problemId) ?? { title: s.problemTitle ?? '', ids: [] };
    c.ids.push(s.id);
    challenges.set(s.problemId, c);
  }
  const judgeIds = ranking.judges.map((j) => j.judgeId as number);
  const names = new Map(
    judgeIds.length
      ? (await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, judgeIds))).map(
          (u) => [u.id, u.name],
        )
      : [],
  );
  const suggestions = settlingReviews(ranking, prizeBoundaries(snap.eligible), 5).map((s) => {
    const sub = byId.get(s.submissionId as number)!;
    return {
      submissionId: sub.id,
      teamName: sub.teamName,
      priority: round(s.priority, 4)!,
      message: `One more review of ${sub.teamName} would help settle the prize places`,
    };
  });
  const api: JudgingRanking = {
    targetReviews: target,
    prizePlaces: ranking.prizePlaces,
    level: ranking.level,
    entries: entries(ranking),
    tiedPlaces: ranking.tiedPlaces,
    suggestions,
    judges: ranking.judges.map((j) => ({
      judgeId: j.judgeId as number,
      name: names.get(j.judgeId as number) ?? '',
      reviews: j.reviews,
      leniency: round(j.leniency)!,
      scale: round(j.scale)!,
      noise: round(j.noise)!,
      weight: round(j.weight)!,
    })),
    byChallenge: [...challenges]
      .sort((a, b) => a[1].title.localeCompare(b[1].title))
      .map(([problemId, c]) => ({
        problemId,
        problemTitle: c.title,
        entries: entries(rankWithin(ranking, c.ids, 1)),
      })),
  };
  return { api, ranking, snap };
}
