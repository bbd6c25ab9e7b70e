// Admin submission calls: the list with mean scores, Project Evaluation (per judge, D9; scores 1–10;
// notes reach the team), and Announce Winners with the public /api/winners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { auditRows, createSubmission, createTeam, outboxTo, problemIdBySlug } from './test-fixtures';

let t: TestApp;
let admin: string;
let judge2: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  await t.app.db
    .insert(users)
    .values({
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

describe('GET /api/submissions', () => {
  it('lists team, challenge, date, GitHub link, status and mean score', async () => {
    const body = (await get('/api/submissions')).json();
    expect(body.total).toBe(2);
    const busters = body.items.find((s: { teamName: string }) => s.teamName === 'Byte Busters');
    // Seed: one evaluation 8, 7, 6, 7, 9 → 7.4
    expect(busters).toMatchObject({
      status: 'under_review',
      meanScore: 7.4,
      evaluationCount: 1,
      githubUrl: 'https://github.com/byte-busters/ballot-chain',
    });
    expect(busters.problemTitle).toBeTruthy();
    const crusaders = body.items.find((s: { teamName: string }) => s.teamName === 'Code Crusaders');
    expect(crusaders).toMatchObject({ status: 'submitted', meanScore: null, evaluationCount: 0 });
    expect((await get('/api/submissions?q=ballot')).json().items).toHaveLength(1);
    expect((await get('/api/submissions?q=nothing-like-this')).json()).toMatchObject({ items: [], total: 0 });
    expect(
      (await get('/api/submissions?status=submitted'))
        .json()
        .items.every((s: { status: string }) => s.status === 'submitted'),
    ).toBe(true);
  });
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
    const draft = await createSubmission(t.app, fx.teamId, { status: 'draft' });
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
    const mails = await outboxTo(t.app, fx.members[0]!.email);
    // Status change with notes, and the second judge's notes; the repeat without news sends nothing.
    expect(mails.filter((m) => m.subject.includes('your submission was reviewed'))).toHaveLength(2);
    expect(mails.at(-1)!.text).toContain('Polish the demo.');
    expect(mails.at(-1)!.text).toContain('Accepted');
    expect((await auditRows(t.app, `submission:${id}`)).map((a) => a.action)).toEqual([
      'submission.evaluate',
      'submission.evaluate',
      'submission.evaluate',
    ]);
  });
});

describe('Announce Winners', () => {
  it('ranks by mean score, refuses a stale confirmation, publishes, emails the winners', async () => {
    const ai = await problemIdBySlug(t.app, 'ai-voice-assistant');
    const teamsByScore: { id: number; email: string; sub: number }[] = [];
    for (const [score, problemId] of [
      [9, ai],
      [5, ai],
      [8, null],
      [10, ai],
    ] as const) {
      const fx = await createTeam(t.app, { status: 'approved', problemId });
      const sub = await createSubmission(t.app, fx.teamId, { problemId });
      await post(`/api/submissions/${sub}/evaluate`, { status: 'accepted', scores: scores(score) });
      teamsByScore.push({ id: fx.teamId, email: fx.leader.email, sub });
    }
    // A rejected submission with a high score does not place.
    const out = await createTeam(t.app, { status: 'approved', problemId: ai });
    const outSub = await createSubmission(t.app, out.teamId, { problemId: ai });
    await post(`/api/submissions/${outSub}/evaluate`, { status: 'rejected', scores: scores(10) });

    const ranking = (await get('/api/admin/winners/ranking')).json();
    expect(ranking.publishedAt).toBeNull();
    const overallIds = ranking.overall.map((e: { submissionId: number }) => e.submissionId);
    expect(overallIds.slice(0, 3)).toEqual([teamsByScore[3]!.sub, teamsByScore[0]!.sub, teamsByScore[2]!.sub]);
    expect(overallIds).not.toContain(outSub);
    expect(ranking.overall[0]).toMatchObject({ place: 1, meanScore: 10 });
    const aiGroup = ranking.byChallenge.find((c: { problemId: number }) => c.problemId === ai);
    expect(aiGroup.entries[0].submissionId).toBe(teamsByScore[3]!.sub);

    const stale = await post('/api/admin/winners/announce', { expectedOverall: [teamsByScore[0]!.sub] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('The ranking changed since you opened it. Review it again.');

    const res = await post('/api/admin/winners/announce', { expectedOverall: overallIds.slice(0, 3) });
    expect(res.statusCode).toBe(200);
    expect(res.json().winners).toBeGreaterThanOrEqual(4);
    expect((await outboxTo(t.app, teamsByScore[3]!.email)).at(-1)!.text).toContain(
      '1st place overall and 1st place in',
    );
    expect((await outboxTo(t.app, teamsByScore[1]!.email)).some((m) => m.subject.startsWith('Congratulations'))).toBe(
      false,
    );
    expect(await auditRows(t.app, 'winners')).toHaveLength(1);

    const pub = (await t.app.inject({ url: '/api/winners' })).json();
    expect(pub.publishedAt).toBeTruthy();
    expect(pub.overall.map((w: { place: number; score: string }) => [w.place, w.score])).toEqual([
      [1, '10.0'],
      [2, '9.0'],
      [3, '8.0'],
    ]);
    expect(pub.byChallenge.find((c: { problemId: number }) => c.problemId === ai).winners[0]).toMatchObject({
      place: 1,
      score: '10.0',
    });

    // Announcing again replaces the result rather than adding to it.
    const again = await post('/api/admin/winners/announce', { expectedOverall: overallIds.slice(0, 3) });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/winners' })).json().overall).toHaveLength(3);
    expect((await get('/api/admin/winners/ranking')).json().publishedAt).toBeTruthy();
  });
});
