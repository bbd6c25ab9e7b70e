import { describe, expect, it } from 'vitest';
import { planJudging } from '@shared/judging';
import { runPlan, type PlanProgress } from './plan-runner';

const input = { submissions: 12, judges: 5, minutesPerReview: 10, target: 2 };

describe('judging plan runner (main-thread fallback)', () => {
  it('reports each event and ends with the forecast planJudging gives over the same seeds', async () => {
    const seen: PlanProgress[] = [];
    const plan = await runPlan(input, 4, (p) => seen.push(p), new AbortController().signal, { useWorker: false });
    expect(seen.map((p) => p.done)).toEqual([1, 2, 3, 4]);
    expect(seen.every((p) => p.total === 4)).toBe(true);
    const whole = planJudging({ ...input, seeds: [1, 2, 3, 4] });
    expect(plan.events).toBe(4);
    expect(plan.reviewsPerSubmission).toBe(whole.reviewsPerSubmission);
    expect(plan.totalReviews).toBe(whole.totalReviews);
    for (const k of ['tau', 'top3', 'top5', 'top3Overlap', 'top5Overlap'] as const) {
      expect(plan.ours[k]).toBeCloseTo(whole.ours[k], 10);
      expect(plan.raw[k]).toBeCloseTo(whole.raw[k], 10);
    }
  });

  it('stops between events when the inputs change (abort)', async () => {
    const controller = new AbortController();
    let calls = 0;
    const run = runPlan(
      input,
      10,
      () => {
        calls += 1;
        if (calls === 2) controller.abort();
      },
      controller.signal,
      { useWorker: false },
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(2);
  });
});
