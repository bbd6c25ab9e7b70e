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
            if (!got) {
              expect(open).toEqual([]);
              continue;
            }
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

  it('spreads judges working at the same time over the contested submissions', () => {
    const holds: ReviewPair[] = [];
    for (const judgeId of [41, 42, 43, 44]) {
      const got = nextSubmissionFor({ id: judgeId }, { ...state, holds })!;
      holds.push({ submissionId: got.submissionId, judgeId });
    }
    const given = holds.map((h) => h.submissionId);
    expect(given.every((id) => [2, 3, 4].includes(id as number))).toBe(true);
    expect(new Set(given).size).toBeGreaterThanOrEqual(2);
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
