// The simulator behind the admin's judging plan and bench/judging.ts: seeded, on the spec's scale, and
// (the claim the product makes) our ranking beats raw means on the same reviews.
import { describe, expect, it } from 'vitest';
import { createRng } from './random';
import { generateEvent, planJudging, runJudging, scoreReview, simulateEvent } from './simulator';
import { kendallTau, normalCdf, normalQuantile, topOverlap } from './stats';

describe('simulator', () => {
  it('draws judges as the issue describes them, the same for the same seed', () => {
    const event = generateEvent(100, 40, 11);
    expect(generateEvent(100, 40, 11)).toEqual(event);
    expect(event.judges.filter((j) => j.careless)).toHaveLength(4);
    for (const j of event.judges) {
      expect(j.scale).toBeGreaterThanOrEqual(0.6);
      expect(j.scale).toBeLessThan(1.8);
      expect(j.noise).toBeGreaterThanOrEqual(0.4);
      expect(j.noise).toBeLessThan(1.2);
    }
    const leniency = event.judges.map((j) => j.leniency);
    expect(leniency.reduce((s, x) => s + x, 0) / leniency.length).toBeGreaterThan(5);
    expect(leniency.reduce((s, x) => s + x, 0) / leniency.length).toBeLessThan(7);
  });

  it('scores on five 1–10 sliders averaged to one decimal', () => {
    const rng = createRng(2);
    const judge = { id: 0, leniency: 9.5, scale: 1.8, noise: 1.2, careless: false };
    for (const quality of [-3, 0, 3]) {
      const score = scoreReview(judge, quality, rng);
      expect(score).toBeGreaterThanOrEqual(1);
      expect(score).toBeLessThanOrEqual(10);
      expect(Math.round(score * 5)).toBeCloseTo(score * 5, 9); // a mean of five whole numbers
    }
  });

  it('gives every submission exactly the target when there is no extra time, no judge twice', () => {
    const event = generateEvent(30, 8, 5);
    const evals = runJudging(event, { submissions: 30, judges: 8, reviewsPerSubmission: 3, seed: 5 }, createRng(5));
    const per = new Map<number, Set<number>>();
    for (const e of evals)
      per.set(e.submissionId as number, (per.get(e.submissionId as number) ?? new Set()).add(e.judgeId as number));
    expect(evals).toHaveLength(90);
    expect([...per.values()].every((judges) => judges.size === 3)).toBe(true);
  });

  it('ranks closer to the true order than raw means on the same reviews (5 seeded events)', () => {
    const results = [1, 2, 3, 4, 5].map((seed) =>
      simulateEvent({ submissions: 60, judges: 15, reviewsPerSubmission: 3, seed: 100 + seed }),
    );
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const ours = mean(results.map((r) => r.ours.tau));
    const raw = mean(results.map((r) => r.raw.tau));
    expect(ours).toBeGreaterThan(raw + 0.05);
  });

  it("plans from the judges' time: reviews per submission, extra reviews and forecasts for both methods", () => {
    const plan = planJudging({
      submissions: 40,
      judges: 10,
      minutesPerReview: 10,
      minutesAvailable: 150,
      seeds: [1, 2],
    });
    // 15 reviews a judge, 150 in all: 3 each for 40 submissions and 30 extra.
    expect(plan).toMatchObject({ reviewsPerSubmission: 3, totalReviews: 150, extraReviews: 30, minutesPerJudge: 150 });
    for (const f of [plan.ours, plan.raw]) {
      expect(f.tau).toBeGreaterThan(0);
      expect(f.tau).toBeLessThanOrEqual(1);
      expect(f.top3).toBeLessThanOrEqual(f.top3Overlap);
    }
    const noTime = planJudging({ submissions: 40, judges: 10, minutesPerReview: 10, minutesAvailable: 20, seeds: [1] });
    expect(noTime).toMatchObject({ reviewsPerSubmission: 0, totalReviews: 20, extraReviews: 0 });
    const byTarget = planJudging({ submissions: 40, judges: 10, minutesPerReview: 6, target: 2, seeds: [1] });
    expect(byTarget).toMatchObject({ reviewsPerSubmission: 2, totalReviews: 80, minutesPerJudge: 48 });
  });
});

describe('stats', () => {
  it('Kendall τ is 1 for the same order, −1 for the reverse, and ignores tied pairs', () => {
    expect(kendallTau([1, 2, 3, 4], [10, 20, 30, 40])).toBe(1);
    expect(kendallTau([1, 2, 3, 4], [4, 3, 2, 1])).toBe(-1);
    expect(kendallTau([1, 2, 3], [1, 1, 2])).toBeCloseTo(2 / Math.sqrt(6), 12);
  });

  it('normal CDF and quantile agree', () => {
    for (const p of [0.01, 0.05, 0.5, 0.9, 0.975]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
    expect(normalQuantile(0.95)).toBeCloseTo(1.6449, 4);
  });

  it('top overlap counts the true top k among the announced top k', () => {
    expect(topOverlap([1, 2, 3, 4], [2, 9, 1, 3], 3)).toBeCloseTo(2 / 3, 12);
  });
});
