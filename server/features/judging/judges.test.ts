// Judges (issue 11): invited by email (the link sets the password and signs them in), their profile,
// admins who judge, removal; a judge never reads another judge's scores; the ranking, the CSV exports and
// the live coverage event admins see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/helpers';
import { loginAs } from '../../test/helpers';
import { currentEventId, outboxTo, uid } from '../../test/fixtures';
import { connect, listen } from '../../test/live-sockets';
import { client, createJudge, createSubmissions, judgingApp, scores } from '../../test/judging';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
});
afterAll(() => t.close());

const tokenOf = (text: string) => /\/judge-invite\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('judge invitations and profile', () => {
  it('an admin invites a judge; the link sets name and password and signs them in to the judge routes', async () => {
    const email = `Judge.${uid()}@university.test`;
    const invited = await api.send('POST', '/api/admin/judges/invitations', admin, {
      email,
      name: 'Ada Judge',
      affiliation: 'University',
      categories: ['ai'],
    });
    expect(invited.statusCode).toBe(201);
    const listed = (await api.get('/api/admin/judges', admin)).json();
    expect(listed.invitations.map((i: { email: string }) => i.email)).toContain(email);
    expect(listed.judges.find((j: { email: string }) => j.email === email)).toMatchObject({
      status: 'pending',
      affiliation: 'University',
      categories: ['ai'],
    });
    const [mail] = await outboxTo(t.app, email);
    const token = tokenOf(mail!.text);
    const info = await t.app.inject({ url: `/api/judge-invitations/${token}` });
    expect(info.json()).toMatchObject({ email, name: 'Ada Judge', invitedBy: 'Organizer' });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/judge-invitations/${token}`,
      payload: { name: 'Ada Lovelace', password: 'judging-secret-1' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'judge', status: 'active', name: 'Ada Lovelace' });
    expect(accepted.headers['set-cookie']).toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/judge-invitations/${token}`,
      payload: { name: 'Ada Lovelace', password: 'judging-secret-1' },
    });
    expect(again.statusCode).toBe(409);

    const judge = await loginAs(t.app, email, 'judging-secret-1');
    const profile = await api.send('PATCH', '/api/judge/profile', judge, { affiliation: 'Analytical Engines Ltd' });
    expect(profile.json()).toMatchObject({
      name: 'Ada Lovelace',
      affiliation: 'Analytical Engines Ltd',
      isAdmin: false,
    });
    expect((await api.get('/api/admin/judges', judge)).statusCode).toBe(403);
    expect((await api.get('/api/admin/stats', judge)).statusCode).toBe(403);
  });

  it('refuses to invite a participant; marks an admin as judge; removing a judge signs them out', async () => {
    const [sub] = await createSubmissions(t.app, 1);
    const participant = await api.send('POST', '/api/admin/judges/invitations', admin, { email: sub!.memberEmails[0] });
    expect(participant.statusCode).toBe(409);
    expect(participant.json().error).toBe('This email belongs to a participant account');

    expect((await api.get('/api/judge/queue', admin)).statusCode).toBe(403);
    const adminId = (await api.get('/api/auth/me', admin)).json().id;
    const marked = await api.send('PUT', `/api/admin/judges/${adminId}`, admin);
    expect(marked.json()).toMatchObject({ userId: adminId, isAdmin: true });
    expect((await api.get('/api/judge/queue', admin)).statusCode).toBe(200);

    const judge = await createJudge(t.app);
    expect((await api.send('DELETE', `/api/admin/judges/${judge.id}`, admin)).statusCode).toBe(200);
    expect((await api.get('/api/judge/queue', judge.token)).statusCode).toBe(401);
    await expect(loginAs(t.app, judge.email, 'judge-pass-123')).rejects.toThrow();
    // An admin who stops judging stays an admin.
    expect((await api.send('DELETE', `/api/admin/judges/${adminId}`, admin)).statusCode).toBe(200);
    expect((await api.get('/api/admin/judges', admin)).statusCode).toBe(200);
  });
});

describe('judges see only their own scores', () => {
  it('another judge’s review is neither listed nor readable, and admin evaluation lists are closed to judges', async () => {
    await api.send('PATCH', '/api/admin/judging/settings', admin, { state: 'open', force: true, targetReviews: 1 });
    await t.app.db.execute(sql`update submissions set status = 'rejected'`);
    const subs = await createSubmissions(t.app, 2);
    const [a, b] = [await createJudge(t.app), await createJudge(t.app)];
    const [held] = (await api.send('POST', '/api/judge/next', a.token, { count: 1 })).json().assigned;
    await api.send('PUT', `/api/judge/submissions/${held.submissionId}/evaluation`, a.token, {
      scores: scores(9),
      notes: 'Secret thoughts',
    });
    expect((await api.get(`/api/judge/submissions/${held.submissionId}`, b.token)).statusCode).toBe(404);
    expect((await api.get('/api/judge/evaluations', b.token)).json().evaluations).toEqual([]);
    expect((await api.get(`/api/submissions/${held.submissionId}/evaluations`, b.token)).statusCode).toBe(403);
    expect((await api.get('/api/admin/judging/ranking', b.token)).statusCode).toBe(403);
    expect((await api.get('/api/admin/judging/export/evaluations', b.token)).statusCode).toBe(403);
    // B is handed the other submission, without A's scores in it.
    const [other] = (await api.send('POST', '/api/judge/next', b.token, { count: 1 })).json().assigned;
    expect(other.submissionId).toBe(subs.find((s) => s.submissionId !== held.submissionId)!.submissionId);
    expect(other.mine).toBeNull();
    expect(JSON.stringify(other)).not.toContain('Secret thoughts');
  });
});

describe('ranking, readiness, exports, live coverage', () => {
  it('ranks with normalised score, raw mean, reviews and an interval; readiness warns; CSVs export', async () => {
    await api.send('PATCH', '/api/admin/judging/settings', admin, { state: 'open', force: true, targetReviews: 2 });
    await t.app.db.execute(sql`update submissions set status = 'rejected'`);
    await t.app.db.execute(sql`delete from judge_assignments`);
    const subs = await createSubmissions(t.app, 4);
    const panel = [await createJudge(t.app), await createJudge(t.app), await createJudge(t.app)];
    const quality = new Map(subs.map((s, i) => [s.submissionId, 4 + i]));
    for (let round = 0; round < 3; round++) {
      for (const [k, judge] of panel.entries()) {
        const [got] = (await api.send('POST', '/api/judge/next', judge.token, { count: 1 })).json().assigned;
        if (!got) continue;
        // A lenient judge (k = 2) scores everything higher: the ranking corrects for it.
        const n = Math.min(10, quality.get(got.submissionId)! + k);
        await api.send('PUT', `/api/judge/submissions/${got.submissionId}/evaluation`, judge.token, {
          scores: scores(n),
          notes: '',
        });
      }
    }
    const ranking = (await api.get('/api/admin/judging/ranking', admin)).json();
    const ours = ranking.entries.filter((e: { submissionId: number }) => quality.has(e.submissionId));
    expect(ours).toHaveLength(4);
    for (const e of ours) {
      expect(e.reviews).toBeGreaterThanOrEqual(2);
      expect(e.normalisedScore).toEqual(expect.any(Number));
      expect(e.rawMean).toEqual(expect.any(Number));
      expect(e.low).toBeLessThanOrEqual(e.normalisedScore);
      expect(e.high).toBeGreaterThanOrEqual(e.normalisedScore);
    }
    expect(ours[0].submissionId).toBe(subs[3]!.submissionId);
    expect(ranking.judges).toHaveLength(3);

    const readiness = (await api.get('/api/admin/winners/readiness', admin)).json();
    expect(readiness.ready).toBe(false);
    expect(readiness.warnings.map((w: { code: string }) => w.code)).toContain('judging_open');

    const csv = await api.get('/api/admin/judging/export/assignments', admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/judging-assignments-.*\.csv/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toContain('judge_id,judge,submission_id,team,phase,outcome');
    expect(rows.filter((r) => r.includes(',reviewed,')).length).toBeGreaterThanOrEqual(8);
    const conflicts = await api.get('/api/admin/judging/export/conflicts', admin);
    expect(conflicts.body).toContain('judge_id,judge,team_id,team,source,reason,in_force');
    expect((await api.get('/api/admin/judging/export/nonsense', admin)).statusCode).toBe(400);
  });

  it('publishes a coverage event over /ws when a judge reviews', async () => {
    const url = await listen(t.app);
    const ws = await connect(url, { headers: { origin: 'http://localhost:3000', authorization: `Bearer ${admin}` } });
    // An anonymous console (the public /ws-test page) must not see admin notices at all.
    const anonymous = await connect(url, { headers: { origin: 'http://localhost:3000' } });
    try {
      await api.send('PATCH', '/api/admin/judging/settings', admin, { state: 'open', force: true, targetReviews: 1 });
      await t.app.db.execute(sql`update submissions set status = 'rejected'`);
      await createSubmissions(t.app, 1);
      const judge = await createJudge(t.app);
      const handed = await api.send('POST', '/api/judge/next', judge.token, { count: 1 });
      expect(handed.json()).toMatchObject({ assigned: [expect.anything()] });
      const [got] = handed.json().assigned;
      expect(await ws.next((m) => m.type === 'judging.coverage' && m.reason === 'assignment')).toMatchObject({
        audience: 'admin',
        reason: 'assignment',
      });
      await api.send('PUT', `/api/judge/submissions/${got.submissionId}/evaluation`, judge.token, {
        scores: scores(7),
        notes: '',
      });
      const event = await ws.next((m) => m.type === 'judging.coverage' && m.reason === 'evaluation');
      expect(event).toMatchObject({ audience: 'admin', reason: 'evaluation' });
      // Only admins' sockets receive it, and it names nothing (no submission, judge or score) but the
      // edition, so a screen watching another edition ignores it.
      expect(Object.keys(event).sort()).toEqual(['audience', 'eventId', 'message', 'reason', 'timestamp', 'type']);
      expect(event.eventId).toBe(await currentEventId(t.app));
      expect(anonymous.messages.some((m) => m.type === 'judging.coverage')).toBe(false);
    } finally {
      await ws.close();
      await anonymous.close();
    }
  });
});
