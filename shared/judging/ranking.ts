// The judging ranking (issue 11): each submission's score corrected for its judges' leniency, scale and
// care, with its raw mean, its number of reviews, an uncertainty interval and statistical-tie flags.
// Pure and isomorphic: the server ranks with it and the admin's screens can re-rank locally.
import { bootstrapStandardErrors } from './bootstrap';
import { fitJudgeEffects, type EffectsOptions } from './judge-effects';
import { compareIds, type Id } from './random';
import { normalCdf, normalQuantile } from './stats';

export interface Evaluation {
  submissionId: Id;
  judgeId: Id;
  /** The review's final score: the average of the five 1–10 sliders (one decimal). */
  score: number;
}

export interface RankingOptions {
  /** Every submission in the running, so that those without reviews are listed (last, unranked). */
  submissionIds?: readonly Id[];
  /** Places that win a prize; ties among them are reported in `tiedPlaces`. Default 3. */
  prizePlaces?: number;
  /** Bootstrap replicates for the uncertainty; 0 uses the model's own error (faster). Default 100. */
  bootstrap?: number;
  /** Seed of the bootstrap: the same evaluations and seed always give the same answer. Default 1. */
  seed?: number;
  /** Coverage of the intervals. Default 0.9. */
  level?: number;
  /** Tuning of the judge-effects model (benchmarks only). */
  model?: EffectsOptions;
}

export interface RankedSubmission {
  submissionId: Id;
  /** 1 = best; equal normalised scores share a rank; null when the submission has no reviews. */
  rank: number | null;
  /** What the average judge would have given it, on the 1–10 scale. */
  normalisedScore: number | null;
  rawMean: number | null;
  reviews: number;
  /** Standard error of the normalised score, in score points. */
  standardError: number | null;
  /** The interval at `level` around the normalised score. */
  low: number | null;
  high: number | null;
  /** Its interval overlaps the one of the submission ranked just above / below. */
  tiedWithAbove: boolean;
  tiedWithBelow: boolean;
  /** Probability that it and the submission ranked just below are in the wrong order. */
  swapProbabilityBelow: number | null;
  /** No reviews yet: listed after every ranked submission. */
  unranked: boolean;
}

export interface JudgeSummary {
  judgeId: Id;
  reviews: number;
  /** The score this judge gives an average submission (1–10). */
  leniency: number;
  /** How much this judge spreads scores compared with the average judge (1 = the same). */
  scale: number;
  /** Spread of this judge's scores around the model's prediction, in score points. */
  noise: number;
  /** How much one of this judge's reviews counts compared with the average judge's (1 = the same). */
  weight: number;
}

export interface Ranking {
  entries: RankedSubmission[];
  judges: JudgeSummary[];
  /** Places k (1 ≤ k ≤ prizePlaces) whose submission is statistically tied with the one at k + 1. */
  tiedPlaces: number[];
  prizePlaces: number;
  level: number;
}

export function rankSubmissions(evaluations: readonly Evaluation[], opts: RankingOptions = {}): Ranking {
  const level = opts.level ?? 0.9;
  const prizePlaces = opts.prizePlaces ?? 3;
  // A judge's latest evaluation of a submission replaces earlier ones (revisions).
  const latest = new Map<string, Evaluation>();
  for (const e of evaluations)
    latest.set(`${typeof e.submissionId}:${e.submissionId}|${typeof e.judgeId}:${e.judgeId}`, e);
  // A canonical order, so that the same evaluations in any order give the same answer (bootstrap too).
  const reviews = [...latest.values()].sort(
    (x, y) => compareIds(x.submissionId, y.submissionId) || compareIds(x.judgeId, y.judgeId),
  );

  const subIndex = new Map<Id, number>();
  const judgeIndex = new Map<Id, number>();
  const subIds: Id[] = [];
  const judgeIds: Id[] = [];
  for (const e of reviews) {
    if (!subIndex.has(e.submissionId)) subIndex.set(e.submissionId, subIds.push(e.submissionId) - 1);
    if (!judgeIndex.has(e.judgeId)) judgeIndex.set(e.judgeId, judgeIds.push(e.judgeId) - 1);
  }
  const scores = reviews.map((e) => e.score);
  const m = scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : 0;
  const spread = Math.sqrt(scores.reduce((s, x) => s + (x - m) * (x - m), 0) / Math.max(scores.length, 1));
  // All scores equal: nothing to correct, every ranked submission ties.
  const sd = spread > 1e-9 ? spread : 1;
  const data = {
    nSubmissions: subIds.length,
    nJudges: judgeIds.length,
    sub: reviews.map((e) => subIndex.get(e.submissionId)!),
    judge: reviews.map((e) => judgeIndex.get(e.judgeId)!),
    y: scores.map((x) => (x - m) / sd),
  };
  // Before the data say otherwise, a judge's noise is taken as 0.75 points (five sliders averaged).
  const model = { typicalNoise: (0.75 / sd) ** 2, ...opts.model };
  const fit = fitJudgeEffects(data, model);
  const replicates = opts.bootstrap ?? 100;
  // The bootstrap compares qualities after fixing their centre and spread, which takes two degrees of
  // freedom out of n; with n = 2 nothing is left to vary, so tiny events use the model's own error.
  const n = subIds.length;
  const seQ =
    replicates > 0 && n > 2
      ? bootstrapStandardErrors(data, fit, replicates, opts.seed ?? 1, model).map((x) => x * Math.sqrt(n / (n - 2)))
      : Float64Array.from(fit.precision, (p) => 1 / Math.sqrt(p));

  // Back to the score scale through the average judge (review-weighted mean leniency and scale).
  const nj = new Float64Array(judgeIds.length);
  for (const j of data.judge) nj[j]++;
  let aBar = 0;
  let bBar = 0;
  for (let j = 0; j < judgeIds.length; j++) {
    aBar += (nj[j] * fit.a[j]) / Math.max(reviews.length, 1);
    bBar += (nj[j] * fit.b[j]) / Math.max(reviews.length, 1);
  }
  const rawSum = new Float64Array(subIds.length);
  const count = new Float64Array(subIds.length);
  for (let r = 0; r < reviews.length; r++) {
    rawSum[data.sub[r]] += scores[r];
    count[data.sub[r]]++;
  }
  const z = normalQuantile(0.5 + level / 2);
  const ranked: RankedSubmission[] = subIds.map((id, s) => {
    const score = m + sd * (aBar + bBar * fit.q[s]);
    const se = sd * bBar * seQ[s];
    return {
      ...emptyEntry(id),
      normalisedScore: score,
      rawMean: rawSum[s] / count[s],
      reviews: count[s],
      standardError: se,
      low: score - z * se,
      high: score + z * se,
      unranked: false,
    };
  });
  const known = new Set(subIds);
  const unranked = (opts.submissionIds ?? []).filter((id) => !known.has(id)).map(emptyEntry);
  unranked.sort((x, y) => compareIds(x.submissionId, y.submissionId));

  const noiseBar = Math.sqrt(fit.v.reduce((s, v, j) => s + nj[j] * v, 0) / Math.max(reviews.length, 1));
  const judges: JudgeSummary[] = judgeIds.map((id, j) => ({
    judgeId: id,
    reviews: nj[j],
    leniency: m + sd * fit.a[j],
    scale: bBar > 0 ? fit.b[j] / bBar : 0,
    noise: sd * Math.sqrt(fit.v[j]),
    weight: bBar > 0 ? (fit.b[j] * fit.b[j] * noiseBar * noiseBar) / (bBar * bBar * fit.v[j]) : 0,
  }));
  const { entries, tiedPlaces } = orderAndFlag(ranked, prizePlaces, z);
  return { entries: [...entries, ...unranked], judges, tiedPlaces, prizePlaces, level };
}

/**
 * The same ranking restricted to some submissions (e.g. one challenge's, whose best one wins its prize):
 * ranks, neighbours and ties are recomputed among them; scores and intervals are unchanged.
 */
export function rankWithin(ranking: Ranking, ids: Iterable<Id>, prizePlaces = ranking.prizePlaces): Ranking {
  const keep = new Set(ids);
  const z = normalQuantile(0.5 + ranking.level / 2);
  const chosen = ranking.entries.filter((e) => keep.has(e.submissionId));
  const { entries, tiedPlaces } = orderAndFlag(
    chosen.filter((e) => !e.unranked),
    prizePlaces,
    z,
  );
  return { ...ranking, entries: [...entries, ...chosen.filter((e) => e.unranked)], tiedPlaces, prizePlaces };
}

function emptyEntry(id: Id): RankedSubmission {
  return {
    submissionId: id,
    rank: null,
    normalisedScore: null,
    rawMean: null,
    reviews: 0,
    standardError: null,
    low: null,
    high: null,
    tiedWithAbove: false,
    tiedWithBelow: false,
    swapProbabilityBelow: null,
    unranked: true,
  };
}

const SAME = 1e-9;

/** Sorts ranked entries best first, gives competition ranks and flags neighbours whose intervals overlap. */
function orderAndFlag(ranked: RankedSubmission[], prizePlaces: number, z: number) {
  const entries = ranked
    .map((e) => ({ ...e }))
    .sort(
      (x, y) =>
        y.normalisedScore! - x.normalisedScore! ||
        y.rawMean! - x.rawMean! ||
        y.reviews - x.reviews ||
        compareIds(x.submissionId, y.submissionId),
    );
  const tiedPlaces: number[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const prev = entries[i - 1];
    e.rank = prev && prev.normalisedScore! - e.normalisedScore! <= SAME ? prev.rank : i + 1;
    const next = entries[i + 1];
    e.tiedWithBelow = false;
    e.swapProbabilityBelow = null;
    if (next) {
      const gap = e.normalisedScore! - next.normalisedScore!;
      const spread = Math.hypot(e.standardError!, next.standardError!);
      e.tiedWithBelow = gap <= SAME || gap < z * (e.standardError! + next.standardError!);
      e.swapProbabilityBelow = spread > 0 ? normalCdf(-gap / spread) : gap <= SAME ? 0.5 : 0;
      if (e.tiedWithBelow && i + 1 <= prizePlaces) tiedPlaces.push(i + 1);
    }
    e.tiedWithAbove = prev ? prev.tiedWithBelow : false;
  }
  return { entries, tiedPlaces };
}
