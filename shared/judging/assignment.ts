// Which submission a judge reviews next (issue 11). Two phases:
//  1. coverage: the least-reviewed eligible submission, preferring the judge's categories, so that no
//     submission gets target + 1 reviews while another one this judge could review has fewer than target;
//  2. uncertainty: once every eligible submission has the target, extra reviews are spread (the fewest
//     reviews first, so none absorbs them); among equals, where a review most reduces the chance that two
//     submissions are in the wrong order across a prize boundary. `extraReviews: false` stops at the target.
// Counts include live holds (reviews in progress), so judges working at the same time are spread out.
// The server drops expired holds and conflicted evaluations before calling. Pure and deterministic.
import type { Ranking, RankedSubmission } from './ranking';
import { hash32, type Id } from './random';
import { normalCdf, normalQuantile } from './stats';

export interface JudgeProfile {
  id: Id;
  /** Categories or challenges the judge knows (matched against SubmissionInfo.category). */
  categories?: readonly string[];
}

export interface SubmissionInfo {
  id: Id;
  category?: string | null;
}

export interface ReviewPair {
  submissionId: Id;
  judgeId: Id;
}

/** The first `places` submissions among `submissionIds` (default: all) win a prize. */
export interface PrizeBoundary {
  places: number;
  submissionIds?: readonly Id[];
}

export interface AssignmentState {
  /** Submissions open to judging. */
  submissions: readonly SubmissionInfo[];
  /** Reviews wanted per submission before any gets more (default 3 in the product). */
  target: number;
  /** Evaluations that count (conflicted ones removed). */
  reviews: readonly ReviewPair[];
  skips?: readonly ReviewPair[];
  /** Submissions handed out and not yet evaluated or skipped. */
  holds?: readonly ReviewPair[];
  conflicts?: readonly ReviewPair[];
  /** The current ranking (with uncertainty), used once every submission has the target. */
  ranking?: Ranking | null;
  /** Default: the ranking's prize places over all submissions. */
  prizeBoundaries?: readonly PrizeBoundary[];
  /** false: stop at the target instead of spending extra reviews. Default true. */
  extraReviews?: boolean;
  /** Changes the deterministic tie-break between otherwise equal candidates. */
  salt?: number;
  /**
   * Everyone who may ask for reviews. Extra reviews go only to submissions at the fewest reviews among
   * those some judge could still take: with the list, a submission every judge has reviewed (or skipped,
   * or is conflicted with) does not hold the extras back; without it, every submission counts.
   */
  judges?: readonly Id[];
}

export interface Assignment {
  submissionId: Id;
  phase: 'coverage' | 'uncertainty';
}

export function nextSubmissionFor(judge: JudgeProfile, state: AssignmentState): Assignment | null {
  const mine = (p: ReviewPair) => p.judgeId === judge.id;
  const excluded = new Set<Id>();
  for (const list of [state.reviews, state.skips ?? [], state.holds ?? [], state.conflicts ?? []]) {
    for (const p of list) if (mine(p)) excluded.add(p.submissionId);
  }
  const done = countBy(state.reviews);
  const held = countBy(state.holds ?? []);
  const count = (id: Id) => (done.get(id) ?? 0) + (held.get(id) ?? 0);
  const eligible = state.submissions.filter((s) => !excluded.has(s.id));
  if (eligible.length === 0) return null;

  const known = new Set(judge.categories ?? []);
  const outside = (s: SubmissionInfo) => (known.size > 0 && s.category != null && known.has(s.category) ? 0 : 1);
  const tie = (s: SubmissionInfo) => hash32(state.salt ?? 0, judge.id, s.id);

  const below = eligible.filter((s) => count(s.id) < state.target);
  if (below.length > 0) {
    const best = minBy(below, (s) => [count(s.id), outside(s), tie(s)]);
    return { submissionId: best.id, phase: 'coverage' };
  }
  if (state.extraReviews === false) return null;

  // Extra reviews are spread: only to submissions at the fewest reviews (done and held) of those still
  // open to some judge, so none gets a second extra while another has none; a judge who has reviewed all
  // of those waits for the others. Among them, where a review best settles the prize places, then the
  // judge's categories.
  const floor = Math.min(...openToSomeone(state).map((s) => count(s.id)));
  const candidates = eligible.filter((s) => count(s.id) <= floor);
  if (candidates.length === 0) return null;
  const priority = boundaryPriorities(state, done, held);
  const best = minBy(candidates, (s) => [count(s.id), -(priority.get(s.id) ?? 0), outside(s), tie(s)]);
  return { submissionId: best.id, phase: 'uncertainty' };
}

/** The submissions some judge of `state.judges` could still review (all of them without the list). */
function openToSomeone(state: AssignmentState): readonly SubmissionInfo[] {
  if (!state.judges) return state.submissions;
  const busy = new Set<string>();
  for (const list of [state.reviews, state.skips ?? [], state.holds ?? [], state.conflicts ?? []]) {
    for (const p of list) busy.add(`${p.judgeId}:${p.submissionId}`);
  }
  const judges = state.judges;
  return state.submissions.filter((s) => judges.some((j) => !busy.has(`${j}:${s.id}`)));
}

/** A judge's next `size` submissions, as if each were handed out in turn (a short queue). */
export function queueFor(judge: JudgeProfile, state: AssignmentState, size: number): Assignment[] {
  const queue: Assignment[] = [];
  let holds = [...(state.holds ?? [])];
  for (let i = 0; i < size; i++) {
    const next = nextSubmissionFor(judge, { ...state, holds });
    if (!next) break;
    queue.push(next);
    holds = [...holds, { submissionId: next.submissionId, judgeId: judge.id }];
  }
  return queue;
}

/**
 * Where extra reviews would best settle the prize places (for the Announce Winners warning): the
 * submissions whose next review most reduces the expected number of pairs in the wrong order across a
 * prize boundary, best first.
 */
export function settlingReviews(
  ranking: Ranking,
  prizeBoundaries?: readonly PrizeBoundary[],
  count = 5,
): { submissionId: Id; priority: number }[] {
  const priority = boundaryPriorities({ submissions: [], target: 0, reviews: [], ranking, prizeBoundaries });
  return [...priority]
    .filter(([, p]) => p > 1e-6)
    .sort((x, y) => y[1] - x[1])
    .slice(0, count)
    .map(([submissionId, p]) => ({ submissionId, priority: p }));
}

/**
 * How much one more review of each submission is expected to reduce the number of pairs ranked on the
 * wrong side of a prize boundary. For a pair (s above the boundary, t below) with gap g and combined
 * standard error S, the chance they are in the wrong order is Φ(−|g| / S). A review of s shrinks S to S'
 * and moves g by about N(0, S² − S'²); the priority is today's chance minus the expected chance after
 * that review (so a pair with a gap of zero, the most uncertain, gains most). Reviews in progress
 * (holds) count as done, so concurrent judges go to different places.
 */
export function boundaryPriorities(
  state: AssignmentState,
  done: Map<Id, number> = countBy(state.reviews),
  held: Map<Id, number> = countBy(state.holds ?? []),
): Map<Id, number> {
  const priority = new Map<Id, number>();
  const ranking = state.ranking;
  if (!ranking) return priority;
  const byId = new Map<Id, RankedSubmission>();
  for (const e of ranking.entries) if (!e.unranked) byId.set(e.submissionId, e);
  const sigma = new Map<Id, { now: number; after: number }>();
  for (const [k, e] of byId) {
    // The error shrinks like 1/√reviews: with reviews made since the ranking was computed (it may be
    // cached) and those in progress, then with one more.
    const n = Math.max(e.reviews, 1);
    const since = Math.max((done.get(k) ?? 0) - e.reviews, 0) + (held.get(k) ?? 0);
    const now = e.standardError! * Math.sqrt(n / (n + since));
    sigma.set(k, { now, after: e.standardError! * Math.sqrt(n / (n + since + 1)) });
  }
  const boundaries = state.prizeBoundaries ?? [{ places: ranking.prizePlaces }];
  for (const boundary of boundaries) {
    const members = boundary.submissionIds ? new Set<Id>(boundary.submissionIds) : null;
    const order = ranking.entries
      .filter((e) => !e.unranked && (!members || members.has(e.submissionId)))
      .map((e) => e.submissionId);
    const top = order.slice(0, boundary.places);
    const rest = order.slice(boundary.places);
    for (const s of top) {
      for (const t of rest) {
        const gap = byId.get(s)!.normalisedScore! - byId.get(t)!.normalisedScore!;
        const ss = sigma.get(s)!;
        const st = sigma.get(t)!;
        add(priority, s, swapGain(gap, ss.now, st.now, ss.after));
        add(priority, t, swapGain(gap, st.now, ss.now, st.after));
      }
    }
  }
  return priority;
}

// Equal-probability points of N(0, 1), for the expectation over the gap after the review.
const NODES = Array.from({ length: 8 }, (_, i) => normalQuantile((i + 0.5) / 8));

function swapGain(gap: number, s: number, t: number, sAfter: number): number {
  const before = Math.hypot(s, t);
  const after = Math.hypot(sAfter, t);
  // Pairs more than 3.5 standard errors apart practically cannot swap: skip the expectation.
  if (!(before > 0) || Math.abs(gap) > 3.5 * before) return 0;
  const move = Math.sqrt(Math.max(before * before - after * after, 0));
  let expected = 0;
  for (const x of NODES) expected += normalCdf(-Math.abs(gap + move * x) / (after || 1e-12));
  return normalCdf(-Math.abs(gap) / before) - expected / NODES.length;
}

function add(map: Map<Id, number>, k: Id, value: number) {
  map.set(k, (map.get(k) ?? 0) + value);
}

function countBy(pairs: readonly ReviewPair[]): Map<Id, number> {
  const counts = new Map<Id, number>();
  for (const p of pairs) add(counts, p.submissionId, 1);
  return counts;
}

/** The item with the lexicographically smallest key. */
function minBy<T>(items: readonly T[], keyOf: (item: T) => number[]): T {
  let best = items[0];
  let bestKey = keyOf(best);
  for (let i = 1; i < items.length; i++) {
    const k = keyOf(items[i]);
    for (let c = 0; c < k.length; c++) {
      if (k[c] === bestKey[c]) continue;
      if (k[c] < bestKey[c]) {
        best = items[i];
        bestKey = k;
      }
      break;
    }
  }
  return best;
}
