// Assignment (issue 11): the coverage rule, holds that keep one judge's two browsers and concurrent
// judges apart, skips, and the settings that open and close judging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/helpers';
import { loginAs } from '../../test/helpers';
import { client, createJudge, createSubmissions, judgingApp, scores, type TestJudge } from '../../test/judging';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
});
afterAll(() => t.close());

const settings = (body: object) => api.send('PATCH', '/api/admin/judging/settings', admin, body);
const next = (judge: { token: string }, count = 1) => api.send('POST', '/api/judge/next', judge.token, { count });
const evaluate = (judge: { token: string }, id: number, n = 7) =>
  api.send('PUT', `/api/judge/submissions/${id}/evaluation`, judge.token, { scores: scores(n), notes: '' });

async function coverage() {
  const res = await api.get('/api/admin/judging/coverage', admin);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    submissions: { submissionId: number; reviews: number; inProgress: number; missing: number }[];
    totals: { complete: number; missing: number; reviews: number };
  };
}

/** Clears the hand-outs and evaluations of earlier tests: each test starts a fresh round on new submissions. */
async function freshRound(n: number, target: number) {
  await t.app.db.execute(sql`delete from judge_assignments`);
  await t.app.db.execute(sql`update submissions set status = 'rejected'`);
  const subs = await createSubmissions(t.app, n);
  expect((await settings({ state: 'open', force: true, targetReviews: target })).statusCode).toBe(200);
  return subs;
}

describe('judging settings', () => {
  it('defaults to 3 reviews, closed until an admin opens it; judges cannot be handed anything before', async () => {
    const res = await api.get('/api/admin/judging/settings', admin);
    expect(res.json()).toMatchObject({ state: 'not_started', targetReviews: 3, openedAt: null });
    const judge = await createJudge(t.app);
    const early = await next(judge);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Judging is not open');
    const opened = await settings({ state: 'open', force: true, targetReviews: 2 });
    expect(opened.json()).toMatchObject({ state: 'open', targetReviews: 2, openedEarly: true });
    expect(opened.json().openedAt).toBeTruthy();
    expect((await settings({ targetReviews: 0 })).statusCode).toBe(400);
  });
});

describe('coverage rule', () => {
  it('hands out the least-reviewed first: no submission gets target + 1 while another has fewer', async () => {
    const subs = await freshRound(4, 2);
    const ids = new Set(subs.map((s) => s.submissionId));
    const panel: TestJudge[] = [];
    for (let i = 0; i < 5; i++) panel.push(await createJudge(t.app));
    // Judges take turns: each asks, then reviews what they got, until the round is covered.
    for (let round = 0; round < 3; round++) {
      for (const judge of panel) {
        const res = await next(judge);
        expect(res.statusCode).toBe(200);
        for (const s of res.json().assigned) {
          expect(ids.has(s.submissionId)).toBe(true);
          const cov = (await coverage()).submissions.filter((c) => ids.has(c.submissionId));
          const load = cov.map((c) => c.reviews + c.inProgress);
          // The rule, checked after every hand-out.
          if (Math.max(...load) > 2) expect(Math.min(...load)).toBeGreaterThanOrEqual(2);
          expect((await evaluate(judge, s.submissionId)).statusCode).toBe(200);
        }
      }
    }
    const cov = (await coverage()).submissions.filter((c) => ids.has(c.submissionId));
    expect(cov.every((c) => c.reviews >= 2 && c.missing === 0)).toBe(true);
  });

  it('once every submission has the target, extra reviews are handed out as uncertainty reviews', async () => {
    const subs = await freshRound(3, 1);
    const [a, b, c, d] = [
      await createJudge(t.app),
      await createJudge(t.app),
      await createJudge(t.app),
      await createJudge(t.app),
    ];
    for (const [judge, n] of [
      [a, 9],
      [b, 5],
      [c, 8],
    ] as const) {
      const [got] = (await next(judge)).json().assigned;
      expect(got.phase).toBe('coverage');
      expect((await evaluate(judge, got.submissionId, n)).statusCode).toBe(200);
    }
    const extra = (await next(d)).json().assigned;
    expect(extra).toHaveLength(1);
    expect(extra[0].phase).toBe('uncertainty');
    expect(subs.map((s) => s.submissionId)).toContain(extra[0].submissionId);
  });
});

describe('holds', () => {
  it('a judge in two browsers never gets the same submission twice at once', async () => {
    await freshRound(4, 3);
    const judge = await createJudge(t.app);
    const second = await loginAs(t.app, judge.email, 'judge-pass-123');
    const [one, two] = await Promise.all([next(judge, 2), next({ token: second }, 2)]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    const got = [...one.json().assigned, ...two.json().assigned].map((s: { submissionId: number }) => s.submissionId);
    expect(got).toHaveLength(4);
    expect(new Set(got).size).toBe(4);
    // Both browsers see the same queue; nothing is left to hand out to this judge.
    const queue = (await api.get('/api/judge/queue', second)).json();
    expect(queue.held.map((s: { submissionId: number }) => s.submissionId).sort()).toEqual([...got].sort());
    const more = (await next(judge)).json();
    expect(more).toEqual({ assigned: [], exhausted: true, complete: false });
  });

  it('judges asking at the same time are spread out: every submission is covered once before any twice', async () => {
    const subs = await freshRound(3, 1);
    const panel: TestJudge[] = [];
    for (let i = 0; i < 6; i++) panel.push(await createJudge(t.app));
    const answers = await Promise.all(panel.map((j) => next(j)));
    const assigned = answers.flatMap((r) => r.json().assigned as { submissionId: number; phase: string }[]);
    expect(assigned).toHaveLength(6);
    const coveragePicks = assigned.filter((a) => a.phase === 'coverage').map((a) => a.submissionId);
    expect(coveragePicks.sort()).toEqual(subs.map((s) => s.submissionId).sort());
    const cov = (await coverage()).submissions.filter((c) => subs.some((s) => s.submissionId === c.submissionId));
    expect(cov.reduce((acc, c) => acc + c.inProgress, 0)).toBe(6);
    expect(Math.min(...cov.map((c) => c.inProgress))).toBeGreaterThanOrEqual(1);
  });

  it('a lapsed hold goes back to the pool; a judge holds at most 5 at once', async () => {
    const subs = await freshRound(7, 1);
    const judge = await createJudge(t.app);
    const first = (await next(judge, 5)).json();
    expect(first.assigned).toHaveLength(5);
    const full = await next(judge);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('Finish or skip a submission you hold first');
    await t.app.db.execute(sql`update judge_assignments set expires_at = now() - interval '1 minute'`);
    const other = await createJudge(t.app);
    const got = (await next(other, 5)).json().assigned.map((s: { submissionId: number }) => s.submissionId);
    // The lapsed ones are free again (least reviewed first: the 7 are all at 0).
    expect(got).toHaveLength(5);
    expect(got.every((id: number) => subs.some((s) => s.submissionId === id))).toBe(true);
  });
});

describe('skip, review, revise', () => {
  it('skip needs a reason and is not handed out again; a judge reviews only what they were handed', async () => {
    const subs = await freshRound(2, 1);
    const judge = await createJudge(t.app);
    const [held] = (await next(judge)).json().assigned;
    const other = subs.find((s) => s.submissionId !== held.submissionId)!.submissionId;
    expect((await evaluate(judge, other)).statusCode).toBe(409);
    const noReason = await api.send('POST', `/api/judge/submissions/${held.submissionId}/skip`, judge.token, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const skip = await api.send('POST', `/api/judge/submissions/${held.submissionId}/skip`, judge.token, {
      reason: 'I mentored them',
    });
    expect(skip.statusCode).toBe(200);
    const [again] = (await next(judge)).json().assigned;
    expect(again.submissionId).toBe(other);
    expect((await next(judge)).json().exhausted).toBe(true);
    expect((await evaluate(judge, held.submissionId)).statusCode).toBe(409);
  });

  it('revises an own evaluation until judging closes; then neither judges nor the admin dialog change scores', async () => {
    const [sub] = await freshRound(1, 1);
    const judge = await createJudge(t.app);
    await next(judge);
    const first = await evaluate(judge, sub!.submissionId, 6);
    expect(first.statusCode).toBe(200);
    expect(first.json().mine).toMatchObject({ average: 6 });
    const revised = await evaluate(judge, sub!.submissionId, 8);
    expect(revised.json().mine).toMatchObject({ average: 8 });
    const mine = (await api.get('/api/judge/evaluations', judge.token)).json();
    expect(mine.canRevise).toBe(true);
    expect(mine.evaluations).toHaveLength(1);
    expect(mine.evaluations[0]).toMatchObject({ submissionId: sub!.submissionId, average: 8, conflicted: false });

    expect((await settings({ state: 'closed' })).json()).toMatchObject({ state: 'closed' });
    const late = await evaluate(judge, sub!.submissionId, 3);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Judging is closed: evaluations can no longer change');
    const dialog = await api.send('POST', `/api/submissions/${sub!.submissionId}/evaluate`, admin, {
      status: 'accepted',
      scores: scores(9),
    });
    expect(dialog.statusCode).toBe(409);
    expect((await api.get('/api/judge/evaluations', judge.token)).json()).toMatchObject({
      state: 'closed',
      canRevise: false,
      evaluations: [{ average: 8 }],
    });
  });
});
