// Fair assignment: every submission reaches the target before any gets more, judges get their own
// categories, never a conflict, never the same submission twice; then extra reviews go to the prize line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSubmissionFor, queueFor, settlingReviews, type AssignmentState, type ReviewPair } from './assignment';
import { rankSubmissions } from './ranking';

const subs = (n: number, category?: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, category: category?.(i) ?? null }));
const pairs = (judgeId: number, ...ids: number[]): ReviewPair[] =>
  ids.map((submissionId) => ({ submissionId, judgeId }));

describe('nextSubmissionFor: coverage', () => {
  it('hands out the least-reviewed submission first', () => {
    const state: AssignmentState = {
      submissions: subs(4),
      target: 3,
      reviews: [...pairs(10, 1, 2, 3), ...pairs(11, 1, 3), ...pairs(12, 1)],
    };
    expect(nextSubmissionFor({ id: 99 }, state)).toEqual({ submissionId: 4, phase: 'coverage' });
  });

  it('counts reviews in progress, so two judges asking at once get different submissions', () => {
    const state: AssignmentState = { submissions: subs(2), target: 3, reviews: [], holds: pairs(1, 1) };
    expect(nextSubmissionFor({ id: 2 }, state)?.submissionId).toBe(2);
  });

  it("prefers the judge's categories among the least reviewed, but not over coverage", () => {
    const submissions = subs(6, (i) => (i < 3 ? 'ai' : 'chain'));
    const state: AssignmentState = { submissions, target: 2, reviews: [] };
    for (let salt = 0; salt < 10; salt++) {
      expect(nextSubmissionFor({ id: 1, categories: ['chain'] }, { ...state, salt })!.submissionId).toBeGreaterThan(3);
    }
    // Every 'chain' submission already has a review: the unreviewed 'ai' ones come first.
    const covered = { ...state, reviews: [...pairs(7, 4, 5, 6)] };
    expect(nextSubmissionFor({ id: 1, categories: ['chain'] }, covered)!.submissionId).toBeLessThanOrEqual(3);
  });

  it('never hands out a conflicted, reviewed, skipped or held submission', () => {
    const state: AssignmentState = {
      submissions: subs(5),
      target: 3,
      reviews: pairs(1, 1),
      skips: pairs(1, 2),
      holds: pairs(1, 3),
      conflicts: pairs(1, 4),
    };
    expect(nextSubmissionFor({ id: 1 }, state)?.submissionId).toBe(5);
    expect(nextSubmissionFor({ id: 1 }, { ...state, submissions: subs(4) })).toBeNull();
    // Another judge is not bound by judge 1's conflicts.
    expect(nextSubmissionFor({ id: 2 }, { ...state, submissions: [{ id: 4 }] })?.submissionId).toBe(4);
  });

  it('stops at the target when extra reviews are off', () => {
    const state: AssignmentState = { submissions: subs(2), target: 1, reviews: pairs(5, 1, 2), extraReviews: false };
    expect(nextSubmissionFor({ id: 1 }, state)).toBeNull();
    expect(nextSubmissionFor({ id: 1 }, { ...state, extraReviews: true })?.phase).toBe('uncertainty');
  });

  it('gives a short queue of distinct submissions', () => {
    const state: AssignmentState = { submissions: subs(5), target: 1, reviews: pairs(3, 1), conflicts: pairs(1, 2) };
    const queue = queueFor({ id: 1 }, state, 3).map((a) => a.submissionId);
    expect(queue).toHaveLength(3);
    expect(new Set(queue).size).toBe(3);
    expect(queue).not.toContain(2);
    expect(queue).not.toContain(1); // already has its one review; 3, 4, 5 have none
  });

  it('keeps the coverage rule through any sequence of requests, reviews, skips and conflicts', () => {
    const op = fc.record({
      judge: fc.integer({ min: 1, max: 6 }),
      action: fc.constantFrom('take', 'take', 'take', 'finish', 'skip', 'conflict'),
      submission: fc.integer({ min: 1, max: 8 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), fc.integer({ min: 1, max: 4 }), (ops, target) => {
        const submissions = subs(8, (i) => (i % 2 ? 'a' : 'b'));
        let reviews: ReviewPair[] = [];
        let holds: ReviewPair[] = [];
        const skips: ReviewPair[] = [];
        const conflicts: ReviewPair[] = [];
        for (const { judge, action, submission } of ops) {
          const mine = holds.find((h) => h.judgeId === judge);
          if (action === 'finish' && mine) {
            holds = holds.filter((h) => h !== mine);
            reviews = [...reviews, mine];
          } else if (action === 'skip' && mine) {
            holds = holds.filter((h) => h !== mine);
            skips.push(mine);
          } else if (action === 'conflict') {
            conflicts.push({ submissionId: submission, judgeId: judge });
          } else if (action === 'take') {
            const state = { submissions, target, reviews, holds, skips, conflicts, extraReviews: true };
            const got = nextSubmissionFor({ id: judge, categories: [judge % 2 ? 'a' : 'b'] }, state);
            const count = (id: number) => [...reviews, ...holds].filter((p) => p.submissionId === id).length;
            const taken = (id: number) =>
              [...reviews, ...holds, ...skips, ...conflicts].some((p) => p.judgeId === judge && p.submissionId === id);
            const open = submissions.filter((s) => !taken(s.id));
            const fewest = Math.min(...submissions.map((s) => count(s.id)));
            if (!got) {
              // Nothing left for this judge, or (past the target) they wait while a submission they have
              // reviewed has fewer reviews than any they could take: extras never pile up on one.
              if (open.length) {
                expect(open.every((s) => count(s.id) >= target)).toBe(true);
                expect(open.every((s) => count(s.id) > fewest)).toBe(true);
              }
              continue;
            }
            // Past the target, an extra review goes only to a submission with the fewest reviews.
            if (count(got.submissionId as number) >= target) expect(count(got.submissionId as number)).toBe(fewest);
            expect(taken(got.submissionId as number)).toBe(false);
            // No submission goes past the target while one this judge could review is below it.
            if (count(got.submissionId as number) >= target)
              expect(open.every((s) => count(s.id) >= target)).toBe(true);
            // And the least reviewed comes first.
            expect(count(got.submissionId as number)).toBe(Math.min(...open.map((s) => count(s.id))));
            holds = [...holds, { submissionId: got.submissionId, judgeId: judge }];
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('nextSubmissionFor: uncertainty', () => {
  // Ten submissions at three reviews each: a clear winner, a clear loser, and a close race for 2nd/3rd.
  const scores: Record<number, number[]> = {
    1: [9.5, 9.4, 9.6],
    2: [7.4, 7.6, 7.5],
    3: [7.5, 7.3, 7.4],
    4: [7.1, 7.3, 7.2],
    5: [5, 5.2, 4.8],
    6: [4.5, 4.7, 4.6],
    7: [4.5, 4.6, 4.4],
    8: [3.5, 3.3, 3.4],
    9: [3, 3.1, 2.9],
    10: [1.5, 1.4, 1.6],
  };
  const evals = Object.entries(scores).flatMap(([id, list]) =>
    list.map((score, k) => ({ submissionId: Number(id), judgeId: (Number(id) + k) % 5, score })),
  );
  const ranking = rankSubmissions(evals, { bootstrap: 0, prizePlaces: 3 });
  const state: AssignmentState = {
    submissions: subs(10),
    target: 3,
    reviews: evals.map((e) => ({ submissionId: e.submissionId, judgeId: e.judgeId })),
    ranking,
  };

  it('sends extra reviews to the race at the last prize place, not to clear winners or losers', () => {
    const got = nextSubmissionFor({ id: 42 }, state)!;
    expect(got.phase).toBe('uncertainty');
    expect([2, 3, 4]).toContain(got.submissionId);
  });

  it('spreads judges working at the same time: the contested first, never a second extra before others', () => {
    const holds: ReviewPair[] = [];
    for (const judgeId of [41, 42, 43, 44]) {
      const got = nextSubmissionFor({ id: judgeId }, { ...state, holds })!;
      holds.push({ submissionId: got.submissionId, judgeId });
    }
    const given = holds.map((h) => h.submissionId as number);
    // The three contested ones get the first extras; the fourth goes elsewhere rather than a second round.
    expect([...given.slice(0, 3)].sort()).toEqual([2, 3, 4]);
    expect([2, 3, 4]).not.toContain(given[3]);
  });

  it('spreads extras evenly over many submissions and judges (max - min extras <= 1)', () => {
    const n = 40;
    const panel = Array.from({ length: 6 }, (_, i) => 100 + i);
    const reviews: ReviewPair[] = [];
    // Coverage first (target 2), then every judge keeps asking, in turns, for 12 extras each.
    for (let round = 0; round < 40; round++) {
      for (const judgeId of panel) {
        const got = nextSubmissionFor({ id: judgeId }, { submissions: subs(n), target: 2, reviews });
        if (got) reviews.push({ submissionId: got.submissionId, judgeId });
        if (reviews.length >= n * 2 + panel.length * 12) break;
      }
    }
    const counts = subs(n).map((s) => reviews.filter((r) => r.submissionId === s.id).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
  });

  it('lets extras go on past a submission no judge can take, and makes a judge wait rather than pile up', () => {
    // Both judges are conflicted with submission 1: it keeps no reviews, yet must not stop the extras.
    const conflicts = [...pairs(1, 1), ...pairs(2, 1)];
    const state: AssignmentState = {
      submissions: subs(3),
      target: 1,
      reviews: [...pairs(1, 2, 3), ...pairs(2, 2)],
      conflicts,
      judges: [1, 2],
    };
    expect(nextSubmissionFor({ id: 2 }, state)).toEqual({ submissionId: 3, phase: 'uncertainty' });
    // Without the list of judges, submission 1 counts as the fewest: nothing is handed out.
    expect(nextSubmissionFor({ id: 2 }, { ...state, judges: undefined })).toBeNull();
    // Judge 3 reviewed 3, the only submission at the fewest reviews: they wait rather than give 1 or 2 a
    // second extra review; judge 1 may take 3.
    const wait: AssignmentState = {
      submissions: subs(3),
      target: 1,
      reviews: [...pairs(1, 1, 2), ...pairs(2, 1, 2), ...pairs(3, 3)],
      judges: [1, 2, 3],
    };
    expect(nextSubmissionFor({ id: 3 }, wait)).toBeNull();
    expect(nextSubmissionFor({ id: 1 }, wait)?.submissionId).toBe(3);
  });

  it('counts reviews made since the ranking was computed (a cached ranking)', () => {
    expect(nextSubmissionFor({ id: 42 }, state)!.submissionId).toBe(4);
    const since = [...state.reviews, ...pairs(50, 4), ...pairs(51, 4), ...pairs(52, 4)];
    expect([2, 3]).toContain(nextSubmissionFor({ id: 42 }, { ...state, reviews: since })!.submissionId);
  });

  it('protects the prize place of each challenge when asked to', () => {
    const got = nextSubmissionFor(
      { id: 42 },
      { ...state, prizeBoundaries: [{ places: 1, submissionIds: [6, 7, 8] }] },
    )!;
    expect([6, 7]).toContain(got.submissionId);
  });

  it('names the submissions whose extra reviews would settle the prize places, best first', () => {
    const suggested = settlingReviews(ranking, undefined, 3).map((x) => x.submissionId);
    expect(suggested).toHaveLength(3);
    expect([...suggested].sort()).toEqual([2, 3, 4]);
    expect(settlingReviews(ranking, [{ places: 1 }])).toEqual([]); // the winner is clear
  });
});
