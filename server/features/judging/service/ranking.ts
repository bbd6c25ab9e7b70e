// The ranking admins see (issue 11; docs/decisions/0002-judging-ranking.md): the judge-effects model of
// shared/judging on the evaluations that count, with its bootstrap interval, tied prize places and where
// extra reviews would settle them. The bootstrap refits the model about 100 times: it runs on a thread of
// its own (ranking-thread.ts), and the answer is kept per version of its input (the same evaluations give
// the same ranking: the bootstrap is seeded). The admin's screen is answered through ranking-answers.ts,
// which keeps the answer while its tables are unchanged and computes the next one in the background.
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
import { loadSettings, reviewsInRunning, type CountedEvaluation, type EligibleSubmission } from './context';
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
/** A ranking by its input: shared while it computes; `done` once it has. */
interface CachedRanking {
  promise: Promise<Ranking>;
  done?: Ranking;
}
/** Rankings by input, most recently used last: a few, so editions (and test apps) do not evict each other. */
const cached = new Map<string, CachedRanking>();
const CACHED_INPUTS = 8;

/**
 * rankSubmissions with the bootstrap, on the ranking thread, remembered for the last inputs seen (and
 * shared while it computes). A failed ranking is not remembered: the next request tries again.
 */
function rankCached(reviews: CountedEvaluation[], submissionIds: number[]): CachedRanking {
  const key = `${submissionIds.join(',')}|${reviews.map((r) => `${r.submissionId}:${r.judgeId}:${r.score}`).join(',')}`;
  const known = cached.get(key);
  if (known) {
    cached.delete(key);
    cached.set(key, known);
    return known;
  }
  const evaluations = reviews.map((r) => ({ submissionId: r.submissionId, judgeId: r.judgeId, score: r.score }));
  const entry: CachedRanking = {
    promise: rankingThread.rank(evaluations, options(submissionIds, BOOTSTRAP_REPLICATES)),
  };
  cached.set(key, entry);
  if (cached.size > CACHED_INPUTS) cached.delete(cached.keys().next().value!);
  entry.promise.then(
    (r) => (entry.done = r),
    () => {
      if (cached.get(key) === entry) cached.delete(key);
    },
  );
  return entry;
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

/** What an edition's ranking is computed from, read in one go (ranking-answers.ts shares a read in flight). */
export interface RankingInput {
  targetReviews: number;
  eligible: EligibleSubmission[];
  reviews: CountedEvaluation[];
  /** The names of the judges whose reviews count (the ranking's judges). */
  judgeNames: Map<number, string>;
}

export async function loadRankingInput(tx: Tx, eventId: number): Promise<RankingInput> {
  const settings = await loadSettings(tx, eventId);
  const { eligible, reviews } = await reviewsInRunning(tx, eventId);
  const judgeIds = [...new Set(reviews.map((r) => r.judgeId))];
  const judgeNames = new Map(
    judgeIds.length
      ? (await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, judgeIds))).map(
          (u) => [u.id, u.name],
        )
      : [],
  );
  return { targetReviews: settings.targetReviews, eligible, reviews, judgeNames };
}

export interface RankingResult {
  api: JudgingRanking;
  ranking: Ranking;
  /** With `quickWhileComputing`, when the answer is the quick fit: resolves once the bootstrap is ready. */
  settled?: Promise<Ranking>;
}

/** The ranking of one edition's submissions (DESIGN D13), read from the database now. */
export async function judgingRanking(tx: Tx, eventId: number): Promise<RankingResult> {
  return rankingOf(await loadRankingInput(tx, eventId));
}

/**
 * The ranking of an input. With `quickWhileComputing` (the admin's ranking, issue 32), a request that arrives
 * while the bootstrap of this very input is still computing (right after an evaluation, or the first request
 * after a start) is not kept waiting for it: it is answered the quick fit of the same input (rankQuick:
 * every evaluation counted, exact scores and ranks, the model's own intervals), marked `updating`. Winners
 * are always announced from the full ranking (readiness.ts).
 */
export async function rankingOf(
  input: RankingInput,
  opts: { quickWhileComputing?: boolean } = {},
): Promise<RankingResult> {
  const submissionIds = input.eligible.map((s) => s.id);
  const computed = rankCached(input.reviews, submissionIds);
  let ranking = computed.done;
  let settled: Promise<Ranking> | undefined;
  if (!ranking && opts.quickWhileComputing) {
    settled = computed.promise;
    ranking = rankQuick(input.reviews, submissionIds);
  }
  ranking ??= await computed.promise;
  return { api: rankingAnswer(input, ranking, settled !== undefined), ranking, settled };
}

/** The API's shape of a ranking: entries with team and challenge, judges by name, where reviews would help. */
function rankingAnswer(input: RankingInput, ranking: Ranking, updating: boolean): JudgingRanking {
  const target = input.targetReviews;
  const byId = new Map(input.eligible.map((s) => [s.id, s]));
  const entries = (r: Ranking) => r.entries.map((e) => toEntry(e, byId.get(e.submissionId as number)!, target));
  const challenges = new Map<number, { title: string; ids: number[] }>();
  for (const s of input.eligible) {
    if (s.problemId === null) continue;
    const c = challenges.get(s.problemId) ?? { title: s.problemTitle ?? '', ids: [] };
    c.ids.push(s.id);
    challenges.set(s.problemId, c);
  }
  const suggestions = settlingReviews(ranking, prizeBoundaries(input.eligible), 5).map((s) => {
    const sub = byId.get(s.submissionId as number)!;
    return {
      submissionId: sub.id,
      teamName: sub.teamName,
      priority: round(s.priority, 4)!,
      message: `One more review of ${sub.teamName} would help settle the prize places`,
    };
  });
  return {
    updating,
    targetReviews: target,
    prizePlaces: ranking.prizePlaces,
    level: ranking.level,
    entries: entries(ranking),
    tiedPlaces: ranking.tiedPlaces,
    suggestions,
    judges: ranking.judges.map((j) => ({
      judgeId: j.judgeId as number,
      name: input.judgeNames.get(j.judgeId as number) ?? '',
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
}
