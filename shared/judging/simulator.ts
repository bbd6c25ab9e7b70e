// A seeded judging simulator (issue 11): submissions with a true quality, judges who differ in leniency
// (mean 6, sd 1.5), scale (0.6–1.8) and noise (sd 0.4–1.2), a share of careless ones, reviews handed
// out by assignment.ts in rounds (judges working at the same time), scored on the spec's five 1–10
// sliders averaged to one decimal. It measures how close a ranking comes to the true order.
import { nextSubmissionFor, type AssignmentState, type ReviewPair } from './assignment';
import { rankSubmissions, type Evaluation, type Ranking } from './ranking';
import { createRng, type Rng } from './random';
import { kendallTau, topOverlap } from './stats';

export interface SimJudge {
  id: number;
  leniency: number;
  scale: number;
  noise: number;
  careless: boolean;
}

export interface SimEvent {
  /** True quality of submission i (id i), standard normal. */
  quality: number[];
  judges: SimJudge[];
}

export interface SimulationConfig {
  submissions: number;
  judges: number;
  /** Target reviews per submission, reached by everyone first (coverage phase). */
  reviewsPerSubmission: number;
  /** Reviews spent after the coverage phase. Default 0. */
  extraReviews?: number;
  /** Stop after this many reviews in all (judges' time runs out before the target). */
  maxReviews?: number;
  /** adaptive: assignment.ts's uncertainty phase; random: any eligible submission; spread: least reviewed. */
  extraMode?: 'adaptive' | 'random' | 'spread';
  /** Prize places the adaptive phase protects. Default 5. */
  prizePlaces?: number;
  carelessShare?: number;
  seed: number;
}

export interface Accuracy {
  /** Kendall τ-b between the scores and the true quality. */
  tau: number;
  /** Share of the true top 3 / top 5 among the announced top 3 / top 5. */
  top3Overlap: number;
  top5Overlap: number;
  /** 1 when the announced top 3 / top 5 are exactly the true ones (as sets), else 0. */
  top3Exact: number;
  top5Exact: number;
}

export interface SimulationResult {
  event: SimEvent;
  evaluations: Evaluation[];
  ours: Accuracy;
  raw: Accuracy;
}

export function generateEvent(submissions: number, judges: number, seed: number, carelessShare = 0.1): SimEvent {
  const rng = createRng(seed);
  const quality = Array.from({ length: submissions }, () => rng.normal());
  const careless = Math.round(judges * carelessShare);
  const list: SimJudge[] = Array.from({ length: judges }, (_, id) => ({
    id,
    leniency: 6 + 1.5 * rng.normal(),
    scale: rng.uniform(0.6, 1.8),
    noise: rng.uniform(0.4, 1.2),
    careless: id < careless,
  }));
  return { quality, judges: list };
}

/** One review: five sliders around the judge's impression, each 1–10 in steps of 1, averaged to one decimal. */
export function scoreReview(judge: SimJudge, quality: number, rng: Rng): number {
  // A careless judge moves the sliders without looking: no signal, a wide spread around their habit.
  const impression = judge.careless
    ? judge.leniency + 2 * rng.normal()
    : judge.leniency + judge.scale * quality + judge.noise * rng.normal();
  let sum = 0;
  for (let k = 0; k < 5; k++) sum += Math.min(10, Math.max(1, Math.round(impression + 0.5 * rng.normal())));
  return Math.round((sum / 5) * 10) / 10;
}

/** Judges work in rounds: each asks for a submission (holds spread them), then all reviews come in. */
export function runJudging(event: SimEvent, cfg: SimulationConfig, rng: Rng): Evaluation[] {
  const n = event.quality.length;
  const base = n * cfg.reviewsPerSubmission;
  const budget = Math.min(base + (cfg.extraReviews ?? 0), cfg.maxReviews ?? Infinity);
  const mode = cfg.extraMode ?? 'adaptive';
  const submissions = event.quality.map((_, id) => ({ id }));
  const judges = event.judges.map((j) => j.id);
  const evaluations: Evaluation[] = [];
  const reviews: ReviewPair[] = [];
  while (evaluations.length < budget) {
    const extraPhase = evaluations.length >= base;
    const ranking: Ranking | null =
      extraPhase && mode === 'adaptive'
        ? rankSubmissions(evaluations, { bootstrap: 0, prizePlaces: cfg.prizePlaces ?? 5 })
        : null;
    const target = extraPhase && mode === 'spread' ? Math.ceil(budget / n) : cfg.reviewsPerSubmission;
    const holds: ReviewPair[] = [];
    for (const judge of rng.shuffle(event.judges)) {
      if (evaluations.length + holds.length >= budget) break;
      const state: AssignmentState = { submissions, target, reviews, holds, ranking, salt: cfg.seed, judges };
      let pick = nextSubmissionFor({ id: judge.id }, state)?.submissionId ?? null;
      if (pick !== null && mode === 'random' && evaluations.length + holds.length >= base) {
        const seen = new Set([...reviews, ...holds].filter((p) => p.judgeId === judge.id).map((p) => p.submissionId));
        const open = submissions.filter((s) => !seen.has(s.id));
        pick = open.length ? open[rng.int(open.length)].id : null;
      }
      if (pick !== null) holds.push({ submissionId: pick, judgeId: judge.id });
    }
    if (holds.length === 0) break;
    for (const h of holds) {
      const judge = event.judges[h.judgeId as number];
      const score = scoreReview(judge, event.quality[h.submissionId as number], rng);
      evaluations.push({ submissionId: h.submissionId, judgeId: h.judgeId, score });
      reviews.push(h);
    }
  }
  return evaluations;
}

/** How well scores (by submission id; missing = unreviewed, ranked last) recover the true order. */
export function accuracy(quality: readonly number[], scores: ReadonlyMap<number, number>): Accuracy {
  const ids = quality.map((_, i) => i);
  const est = ids.map((i) => scores.get(i) ?? -Infinity);
  const truth = [...ids].sort((x, y) => quality[y] - quality[x]);
  const announced = [...ids].sort((x, y) => est[y] - est[x] || x - y);
  const exact = (k: number) => (topOverlap(truth, announced, k) === 1 ? 1 : 0);
  return {
    tau: kendallTau(quality, est),
    top3Overlap: topOverlap(truth, announced, 3),
    top5Overlap: topOverlap(truth, announced, 5),
    top3Exact: exact(3),
    top5Exact: exact(5),
  };
}

export function rawMeans(evaluations: readonly Evaluation[]): Map<number, number> {
  const sum = new Map<number, { s: number; n: number }>();
  for (const e of evaluations) {
    const cur = sum.get(e.submissionId as number) ?? { s: 0, n: 0 };
    sum.set(e.submissionId as number, { s: cur.s + e.score, n: cur.n + 1 });
  }
  return new Map([...sum].map(([id, { s, n }]) => [id, s / n]));
}

export function ourScores(evaluations: readonly Evaluation[]): Map<number, number> {
  const ranking = rankSubmissions(evaluations, { bootstrap: 0 });
  return new Map(ranking.entries.filter((e) => !e.unranked).map((e) => [e.submissionId as number, e.normalisedScore!]));
}

export function simulateEvent(cfg: SimulationConfig): SimulationResult {
  const event = generateEvent(cfg.submissions, cfg.judges, cfg.seed, cfg.carelessShare);
  const evaluations = runJudging(event, cfg, createRng(cfg.seed ^ 0x5eed));
  return {
    event,
    evaluations,
    ours: accuracy(event.quality, ourScores(evaluations)),
    raw: accuracy(event.quality, rawMeans(evaluations)),
  };
}

export interface PlanInput {
  submissions: number;
  judges: number;
  minutesPerReview: number;
  /** Minutes each judge can give. Without it the plan is for `target` reviews per submission. */
  minutesAvailable?: number;
  /** Reviews per submission wanted when minutesAvailable is not given. Default 3. */
  target?: number;
  /** One simulated event per seed. Default [1, 2, 3, 4, 5] (keep it small in a browser). */
  seeds?: readonly number[];
  /** Prize places the extra reviews protect. Default 3. */
  prizePlaces?: number;
}

export interface Forecast {
  /** Mean Kendall τ to the true order. */
  tau: number;
  /** Chance that the announced top 3 / top 5 are exactly the true ones (as sets). */
  top3: number;
  top5: number;
  /** Mean share of the true top 3 / top 5 among the announced ones. */
  top3Overlap: number;
  top5Overlap: number;
}

export interface JudgingPlan {
  /** Every submission gets at least this many reviews. */
  reviewsPerSubmission: number;
  totalReviews: number;
  /** Reviews beyond that minimum, spent where the ranking is least certain near the prize places. */
  extraReviews: number;
  /** Minutes each judge spends (at most minutesAvailable). */
  minutesPerJudge: number;
  events: number;
  ours: Forecast;
  raw: Forecast;
}

/** The admin's judging plan: what the judges' time buys, by simulation of events like this one. */
export function planJudging(input: PlanInput): JudgingPlan {
  const { submissions: n, judges: j, minutesPerReview } = input;
  if (n < 1 || j < 1 || !(minutesPerReview > 0)) throw new RangeError('planJudging: need submissions, judges, minutes');
  const perJudge =
    input.minutesAvailable === undefined
      ? Math.ceil((n * Math.min(input.target ?? 3, j)) / j)
      : Math.min(Math.floor(input.minutesAvailable / minutesPerReview), n);
  const capacity = perJudge * j;
  const reviews = Math.min(Math.floor(capacity / n), j);
  const total = input.minutesAvailable === undefined ? n * reviews : Math.min(capacity, n * j);
  const seeds = input.seeds ?? [1, 2, 3, 4, 5];
  const sum = { ours: emptyForecast(), raw: emptyForecast() };
  for (const seed of seeds) {
    const result = simulateEvent({
      submissions: n,
      judges: j,
      reviewsPerSubmission: Math.max(reviews, 1),
      extraReviews: Math.max(total - n * Math.max(reviews, 1), 0),
      maxReviews: total,
      prizePlaces: input.prizePlaces ?? 3,
      seed,
    });
    addForecast(sum.ours, result.ours, seeds.length);
    addForecast(sum.raw, result.raw, seeds.length);
  }
  return {
    reviewsPerSubmission: reviews,
    totalReviews: total,
    extraReviews: Math.max(total - n * Math.max(reviews, 1), 0),
    minutesPerJudge: Math.ceil(total / j) * minutesPerReview,
    events: seeds.length,
    ...sum,
  };
}

function emptyForecast(): Forecast {
  return { tau: 0, top3: 0, top5: 0, top3Overlap: 0, top5Overlap: 0 };
}

function addForecast(into: Forecast, a: Accuracy, events: number) {
  into.tau += a.tau / events;
  into.top3 += a.top3Exact / events;
  into.top5 += a.top5Exact / events;
  into.top3Overlap += a.top3Overlap / events;
  into.top5Overlap += a.top5Overlap / events;
}
