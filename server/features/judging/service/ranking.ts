// The ranking admins see (issue 11; docs/decisions/0002-judging-ranking.md): the judge-effects model of
// shared/judging on the evaluations that count, with its bootstrap interval, tied prize places and where
// extra reviews would settle them. The bootstrap refits the model about 100 times: it runs on a thread of
// its own (ranking-thread.ts), and the answer is kept per version of its input (the same evaluations give
// the same ranking: the bootstrap is seeded). Each change of the input (an evaluation, a conflict) starts
// the new ranking in the background (refreshRanking), so the admin's next request finds it computed.
import {
  rankSubmissions,
  rankWithin,
  settlingReviews,
  type PrizeBoundary,
  type RankedSubmission as SharedEntry,
  type Ranking,
} from '@shared/judging';
import { JUDGING_DEFAULTS, type JudgingRanking, type RankedSubmission } from '@shared/schemas/judging';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../db/client';
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

/** Per database and edition: the background ranking running, and whether the input changed meanwhile. */
const refreshing = new WeakMap<Db, Map<number, { again: boolean; done: Promise<void> }>>();

/**
 * Computes an edition's ranking in the background once its input changed (called after the change is
 * committed), so that the admin's next request is answered from the cache instead of waiting for the
 * bootstrap (a second or more when the thread and the model are cold). Changes that arrive while one runs
 * are folded into one more run, from the latest data: a judging rush queues at most one ranking, and the
 * result is never older than the last committed evaluation once it settles. A request that comes first
 * shares the computation (rankCached).
 */
export function refreshRanking(db: Db, eventId: number, log: FastifyBaseLogger): Promise<void> {
  const byEvent = refreshing.get(db) ?? new Map<number, { again: boolean; done: Promise<void> }>();
  refreshing.set(db, byEvent);
  const running = byEvent.get(eventId);
  if (running) {
    running.again = true;
    return running.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      do {
        state.again = false;
        await judgingRanking(db, eventId);
      } while (state.again);
    } catch (err) {
      // The request computes it again (and answers the error, if there is one).
      log.warn({ err, eventId }, 'judging: background ranking failed');
    } finally {
      byEvent.delete(eventId);
    }
  })();
  byEvent.set(eventId, state);
  return state.done;
}

/** Resolves once the edition's background ranking (if one runs) has finished: for tests and benchmarks. */
export function rankingRefreshed(db: Db, eventId: number): Promise<void> {
  return refreshing.get(db)?.get(eventId)?.done ?? Promise.resolve();
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
  /** With `quickWhileComputing`, when the answer is the quick fit: resolves once the bootstrap is ready. */
  settled?: Promise<Ranking>;
}

/**
 * The ranking of one edition's submissions (DESIGN D13). With `quickWhileComputing` (the admin's ranking,
 * issue 32), a request that arrives while the bootstrap of this very input is still computing (right after
 * an evaluation, or the first request after a start) is not kept waiting for it: it is answered the quick
 * fit of the same input (rankQuick: every evaluation counted, exact scores and ranks, the model's own
 * intervals), marked `updating`. Winners are always announced from the full ranking (readiness.ts).
 */
export async function judgingRanking(
  tx: Tx,
  eventId: number,
  snap?: JudgingSnapshot,
  opts: { quickWhileComputing?: boolean } = {},
): Promise<RankingResult> {
  const settings = await loadSettings(tx, eventId);
  snap ??= await snapshot(tx, eventId);
  const target = settings.targetReviews;
  const byId = new Map(snap.eligible.map((s) => [s.id, s]));
  const submissionIds = snap.eligible.map((s) => s.id);
  const computed = rankCached(snap.reviews, submissionIds);
  let ranking = computed.done;
  let settled: Promise<Ranking> | undefined;
  if (!ranking && opts.quickWhileComputing) {
    settled = computed.promise;
    ranking = rankQuick(snap.reviews, submissionIds);
  }
  ranking ??= await computed.promise;
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
    updating: settled !== undefined,
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
  return { api, ranking, snap, settled };
}
