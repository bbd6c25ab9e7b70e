// Project Evaluation: per judge (D9), scores 1–10, the status set, the notes reach the team by email
// (once per project, to the people who joined: feedback.test.ts covers the rules).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { auditRows, createSubmission, createTeam, outboxTo } from '../../test/fixtures';

let t: TestApp;
let admin: string;
let judge2: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  await t.app.db.insert(users).values({
    name: 'Second Judge',
    email: 'judge2@example.com',
    username: 'judge2',
    role: 'admin',
    passwordHash: await hashPassword('judge2-pass'),
  });
  judge2 = await loginAs(t.app, 'judge2@example.com', 'judge2-pass');
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, payload?: object, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const scores = (n: number, overrides: object = {}) => ({
  innovation: n,
  technicalExecution: n,
  userExperience: n,
  presentation: n,
  impact: n,
  ...overrides,
});

describe('POST /api/submissions/:id/evaluate', () => {
  it('refuses scores outside 1–10, fractions, and unknown statuses', async () => {
    const fx = await createTeam(t.app, { status: 'approved' });
    const id = await createSubmission(t.app, fx.teamId);
    for (const bad of [scores(0), scores(11), scores(7, { impact: 7.5 }), { innovation: 7 }]) {
      const res = await post(`/api/submissions/${id}/evaluate`, { status: 'accepted', scores: bad, notes: '' });
      expect(res.statusCode).toBe(400);
    }
    expect((await post(`/api/submissions/${id}/evaluate`, { status: 'submitted', scores: scores(7) })).statusCode).toBe(
      400,
    );
    expect((await post('/api/submissions/999999/evaluate', { status: 'accepted', scores: scores(7) })).statusCode).toBe(
      404,
    );
    // One project per team per edition: the draft is another team's.
    const draftTeam = await createTeam(t.app, { status: 'approved' });
    const draft = await createSubmission(t.app, draftTeam.teamId, { status: 'draft' });
    expect(
      (await post(`/api/submissions/${draft}/evaluate`, { status: 'accepted', scores: scores(7) })).statusCode,
    ).toBe(409);
  });

  it('stores one evaluation per judge, averages across judges, emails the team the notes, audits', async () => {
    const fx = await createTeam(t.app, { status: 'approved', memberCount: 1 });
    const id = await createSubmission(t.app, fx.teamId);
    const first = await post(`/api/submissions/${id}/evaluate`, {
      status: 'under_review',
      scores: scores(8, { impact: 10 }),
      notes: 'Great start.',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().evaluation).toMatchObject({ average: 8.4, notes: 'Great start.', judgeName: 'Admin' });
    expect(first.json().submission).toMatchObject({ status: 'under_review', meanScore: 8.4, evaluationCount: 1 });
    // The same judge again updates the evaluation rather than adding one.
    const again = await post(`/api/submissions/${id}/evaluate`, {
      status: 'under_review',
      scores: scores(6),
      notes: 'Great start.',
    });
    expect(again.json().submission).toMatchObject({ meanScore: 6, evaluationCount: 1 });
    const second = await post(
      `/api/submissions/${id}/evaluate`,
      { status: 'accepted', scores: scores(9), notes: 'Polish the demo.' },
      judge2,
    );
    expect(second.json().submission).toMatchObject({ status: 'accepted', meanScore: 7.5, evaluationCount: 2 });
    const list = (await get(`/api/submissions/${id}/evaluations`)).json();
    expect(list.evaluations).toHaveLength(2);
    expect(list.mine).toMatchObject({ scores: scores(6), average: 6 });
    // One feedback email per project (the demo shows feedback at once), to the people who joined: the
    // first review sends it; the repeat and the second judge's review send nothing more; the member who
    // never accepted the invitation gets none.
    const mails = (await outboxTo(t.app, fx.leader.email)).filter((m) =>
      m.subject.includes('feedback from the judges'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Great start.');
    expect(mails[0]!.text).toContain('Under Review');
    expect(await outboxTo(t.app, fx.members[0]!.email)).toHaveLength(0);
    expect((await auditRows(t.app, `submission:${id}`)).map((a) => a.action)).toEqual([
      'submission.evaluate',
      'submission.evaluate',
      'submission.evaluate',
    ]);
  });
});
