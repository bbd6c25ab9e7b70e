// Announce Winners: the judging ranking, a stale confirmation refused, warnings that need confirming,
// publication, the winners emailed, and the public /api/winners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { auditRows, createSubmission, createTeam, outboxTo, problemIdBySlug } from '../../test/fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
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

    // One review each, below the target of 3: the dialog must show the warnings and confirm them.
    const readiness = (await get('/api/admin/winners/readiness')).json();
    expect(readiness.ready).toBe(false);
    expect(readiness.warnings.map((w: { code: string }) => w.code)).toContain('below_target');
    const unconfirmed = await post('/api/admin/winners/announce', { expectedOverall: overallIds.slice(0, 3) });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().warnings).toEqual(readiness.warnings);
    expect((await t.app.inject({ url: '/api/winners' })).json().publishedAt).toBeNull();

    const res = await post('/api/admin/winners/announce', {
      expectedOverall: overallIds.slice(0, 3),
      acknowledgeWarnings: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().winners).toBeGreaterThanOrEqual(4);
    // No SMTP here: the answer says the winners' emails wait in the Outbox, so the toast does not say 'emailed'.
    expect(res.json().emailDelivery).toBe('queued');
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
    const again = await post('/api/admin/winners/announce', {
      expectedOverall: overallIds.slice(0, 3),
      acknowledgeWarnings: true,
    });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/winners' })).json().overall).toHaveLength(3);
    expect((await get('/api/admin/winners/ranking')).json().publishedAt).toBeTruthy();
  });
});
