// Judging follows the calendar (issue 24): judges are handed work only once the submission window has
// closed, unless an admin opened judging early (refused without force, audit-logged); an edition can stop
// hand-outs at the target (new editions do); extra reviews are spread over the least reviewed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { submissionWindow } from '@shared/phases';
import { events } from '../../db/schema';
import { clockNow, setClock } from '../../lib/clock';
import { currentEventId } from '../../test/fixtures';
import type { TestApp } from '../../test/helpers';
import { client, createJudge, createSubmissions, judgingApp, scores, type TestJudge } from '../../test/judging';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let closesAt: Date;
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
  const [ev] = await t.app.db
    .select()
    .from(events)
    .where(eq(events.id, await currentEventId(t.app)));
  closesAt = submissionWindow(ev!).closesAt;
});
afterEach(() => setClock(null));
afterAll(() => t.close());

const settings = (body: object, query = '') => api.send('PATCH', `/api/admin/judging/settings${query}`, admin, body);
const next = (judge: { token: string }, count = 1) => api.send('POST', '/api/judge/next', judge.token, { count });
const evaluate = (judge: { token: string }, id: number, n = 7) =>
  api.send('PUT', `/api/judge/submissions/${id}/evaluation`, judge.token, { scores: scores(n), notes: '' });
const minutes = (n: number) => n * 60_000;

/** A fresh round: earlier submissions out of the running, no hand-outs, `n` new ones, judging open. */
async function freshRound(n: number, body: object) {
  await t.app.db.execute(sql`delete from judge_assignments`);
  await t.app.db.execute(sql`update submissions set status = 'rejected'`);
  const subs = await createSubmissions(t.app, n);
  // Closed and opened early again (the window is open on the test's clock): hand-outs go at once.
  expect((await settings({ state: 'closed' })).statusCode).toBe(200);
  expect((await settings({ state: 'open', force: true, ...body })).statusCode).toBe(200);
  return subs.map((s) => s.submissionId);
}

async function auditOf(action: string) {
  const found = (await t.app.db.execute(
    sql`select actor_id, data from audit_log where action = ${action} order by id`,
  )) as unknown as { rows: { actor_id: number; data: Record<string, unknown> }[] };
  return found.rows;
}

describe('hand-outs wait for the submission window', () => {
  it('an admin opening judging while submissions are open is refused without force, naming what is open', async () => {
    await createSubmissions(t.app, 2);
    const view = (await api.get('/api/admin/judging/settings', admin)).json();
    expect(view).toMatchObject({ state: 'not_started', stopAtTarget: false, openedEarly: false });
    expect(view.window).toMatchObject({ open: true, closesAt: closesAt.toISOString() });
    expect(view.window.changeable).toBeGreaterThanOrEqual(2);
    expect(view.window.notice).toMatch(
      new RegExp(
        `^Submissions stay open until \\d{1,2} \\w{3}, \\d\\d:\\d\\d \\S+: ${view.window.changeable} projects`,
      ),
    );

    const refused = await settings({ state: 'open' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(`${view.window.notice}. Confirm to open judging early.`);
    expect((await api.get('/api/admin/judging/settings', admin)).json().state).toBe('not_started');

    // A judge is not handed anything meanwhile.
    const judge = await createJudge(t.app);
    expect((await next(judge)).json().error).toBe('Judging is not open');

    // The override: confirmed, audit-logged with what was still open, and judges are handed work at once.
    const forced = await settings({ state: 'open', force: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ state: 'open', openedEarly: true });
    const [audit] = await auditOf('judging.open_early');
    expect(audit!.data).toMatchObject({
      window: { closesAt: closesAt.toISOString(), changeable: view.window.changeable },
      change: { state: 'open', force: true },
    });
    const handed = await next(judge);
    expect(handed.statusCode).toBe(200);
    expect(handed.json().assigned).toHaveLength(1);
    expect((await api.get('/api/judge/queue', judge.token)).json().notice).toBeNull();
  });

  it('opened after the window closed needs no force; a judge asking before the close gets 409 naming it', async () => {
    expect((await settings({ state: 'closed' })).statusCode).toBe(200);
    // After the close (with any grace period), opening is an ordinary change.
    setClock(new Date(closesAt.getTime() + minutes(1)));
    const opened = await settings({ state: 'open' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ state: 'open', openedEarly: false, window: { open: false, notice: null } });
    expect((await auditOf('judging.open_early')).length).toBe(1);
    const judge = await createJudge(t.app);
    expect((await next(judge)).statusCode).toBe(200);

    // A minute before the close (the deadline moved, or the clock read earlier), hand-outs wait.
    setClock(new Date(closesAt.getTime() - minutes(1)));
    const early = await next(judge);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(
      /^Submissions are open until \d{1,2} \w{3}, \d\d:\d\d \S+: judging starts when they close$/,
    );
    const queue = (await api.get('/api/judge/queue', judge.token)).json();
    expect(queue.notice).toEqual({ reason: 'window_open', message: early.json().error });
    expect(clockNow().getTime()).toBeLessThan(closesAt.getTime());
  });
});

describe('stop at target', () => {
  it('stops hand-outs once every project has the target; judges are told, not refused', async () => {
    const ids = await freshRound(3, { targetReviews: 1, stopAtTarget: true });
    const [a, b] = [await createJudge(t.app), await createJudge(t.app)];
    for (const judge of [a, b, a]) {
      const [got] = (await next(judge)).json().assigned;
      expect(ids).toContain(got.submissionId);
      expect((await evaluate(judge, got.submissionId)).statusCode).toBe(200);
    }
    const done = await next(b);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ assigned: [], exhausted: true, complete: true });
    expect((await api.get('/api/judge/queue', b.token)).json().notice).toEqual({
      reason: 'all_reviewed',
      message: 'All projects have their reviews',
    });
    // The setting's change is audit-logged (here with the early opening of the round).
    const audit = (await auditOf('judging.open_early')).at(-1)!;
    expect(audit.data).toMatchObject({ change: { stopAtTarget: true }, from: { stopAtTarget: false } });

    // Turned off, hand-outs continue with extra reviews.
    expect((await settings({ stopAtTarget: false })).json().stopAtTarget).toBe(false);
    const extra = (await next(b)).json();
    expect(extra.assigned).toHaveLength(1);
    expect(extra.assigned[0].phase).toBe('uncertainty');
  });

  it('is on for an edition created from now on', async () => {
    const created = await api.send('POST', '/api/admin/events', admin, {
      name: 'Next Year',
      slug: 'next-year-calendar',
    });
    expect(created.statusCode).toBe(201);
    const view = (await api.get('/api/admin/judging/settings?event=next-year-calendar', admin)).json();
    expect(view).toMatchObject({ stopAtTarget: true, state: 'not_started' });
  });
});

describe('spread of extra reviews', () => {
  it('40 projects, judges asking well past the target: extras differ by at most one', async () => {
    const ids = await freshRound(40, { targetReviews: 1, stopAtTarget: false });
    const panel: TestJudge[] = [];
    for (let i = 0; i < 5; i++) panel.push(await createJudge(t.app));
    // Coverage (40 reviews) and then 45 extra reviews, judges taking turns as they would in a room.
    let reviewsLeft = 85;
    for (let round = 0; round < 40 && reviewsLeft > 0; round++) {
      for (const judge of panel) {
        if (reviewsLeft === 0) break;
        const res = await next(judge);
        expect(res.statusCode).toBe(200);
        for (const s of res.json().assigned) {
          expect((await evaluate(judge, s.submissionId)).statusCode).toBe(200);
          reviewsLeft--;
        }
      }
    }
    expect(reviewsLeft).toBe(0);
    const cov = (await api.get('/api/admin/judging/coverage', admin)).json() as {
      submissions: { submissionId: number; reviews: number }[];
    };
    const counts = cov.submissions.filter((s) => ids.includes(s.submissionId)).map((s) => s.reviews);
    expect(counts).toHaveLength(40);
    const extras = counts.map((n) => n - 1);
    expect(Math.min(...extras)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...extras) - Math.min(...extras)).toBeLessThanOrEqual(1);
  }, 180_000);
});
