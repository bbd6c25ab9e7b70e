// The help queue's rules (issue 34): who sees what, claim races with one winner, the hold limit (also
// under concurrency), release, hand-off, resolution and the once-only rating, the no-shift message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENTORING_MESSAGES } from '@shared/schemas/mentoring';
import { createTeam } from '../../test/fixtures';
import { loginAs, type TestApp } from '../../test/helpers';
import { ADMIN, client } from '../../test/judging';
import { createMentor, helpBody, mentoringApp, participant } from '../../test/mentoring';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ({ t } = await mentoringApp());
  api = client(t.app);
});
afterAll(() => t.close());

const ask = async (token: string, body = helpBody()) => {
  const res = await api.send('POST', '/api/help-requests', token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; position: number; estimatedWaitMinutes: number | null };
};

describe('help requests and the queue', () => {
  it('answers a place and an estimate, and a team sees only its own requests', async () => {
    await createMentor(t.app, { skills: ['Backend'] });
    const a = await participant(t.app);
    const b = await participant(t.app);
    const first = await ask(a.token);
    expect(first.position).toBeGreaterThanOrEqual(1);
    expect(first.estimatedWaitMinutes).not.toBeNull();
    const second = await ask(b.token, helpBody('Another team'));
    expect(second.position).toBe(first.position + 1);
    const mineA = (await api.get('/api/help-requests/mine', a.token)).json();
    expect(mineA.requests.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect(mineA.requests[0].descriptionHtml).toContain('<p>');
    // Another team can neither cancel nor rate it: it does not exist for them.
    expect((await api.send('DELETE', `/api/help-requests/${first.id}`, b.token)).statusCode).toBe(404);
    // A mentor does not reach participants' routes, nor a participant the queue.
    const m = await createMentor(t.app);
    expect((await api.get('/api/help-requests/mine', m.token)).statusCode).toBe(403);
    expect((await api.get('/api/mentor/queue', a.token)).statusCode).toBe(403);
  });

  it('refuses people who are in no team and not on the board', async () => {
    const team = await createTeam(t.app);
    // A member listed at registration who has not joined is not a participant yet.
    await t.app.db.execute(
      sql`update users set status = 'active', password_hash = (select password_hash from users where id = ${team.leader.id}) where id = ${team.members[0]!.id}`,
    );
    const token = await loginAs(t.app, team.members[0]!.email, 'fixture-pass-123');
    const res = await api.send('POST', '/api/help-requests', token, helpBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MENTORING_MESSAGES.notParticipant);
  });

  it('ranks matched requests first with the reason', async () => {
    const m = await createMentor(t.app, { skills: ['Machine learning'] });
    const p = await participant(t.app);
    const ml = await ask(p.token, helpBody('Overfitting', ['Machine learning']));
    const queue = (await api.get('/api/mentor/queue', m.token)).json();
    expect(queue.open[0].id).toBe(ml.id);
    expect(queue.open[0].matchReason).toContain('Matches your skills: Machine learning');
    expect(queue.holdLimit).toBe(2);
  });

  it('20 mentors claiming one request at once: exactly one wins, every other gets 409', async () => {
    const p = await participant(t.app);
    const req = await ask(p.token);
    const mentors = await Promise.all(Array.from({ length: 20 }, () => createMentor(t.app)));
    const answers = await Promise.all(
      mentors.map((m) => api.send('POST', `/api/help-requests/${req.id}/claim`, m.token)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    expect(winner.status).toBe('claimed');
    const mine = (await api.get('/api/help-requests/mine', p.token)).json();
    expect(mine.requests[0].mentor.userId).toBe(winner.mentor.userId);
  });

  it('a mentor holds at most 2 requests, even claiming 5 at once', async () => {
    const m = await createMentor(t.app);
    const reqs = [];
    for (let i = 0; i < 5; i++) reqs.push(await ask((await participant(t.app)).token));
    const answers = await Promise.all(reqs.map((r) => api.send('POST', `/api/help-requests/${r.id}/claim`, m.token)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().error).toBe(MENTORING_MESSAGES.holdLimit);
    expect((await api.get('/api/mentor/queue', m.token)).json().held).toHaveLength(2);
  });

  it('release puts it back with a note; hand-off gives it to a named mentor within their limit', async () => {
    const [m1, m2, full] = [await createMentor(t.app), await createMentor(t.app), await createMentor(t.app)];
    const p = await participant(t.app);
    const req = await ask(p.token);
    expect((await api.send('POST', `/api/help-requests/${req.id}/claim`, m1.token)).statusCode).toBe(200);
    // Only the holder may release.
    expect((await api.send('POST', `/api/help-requests/${req.id}/release`, m2.token, { note: 'x' })).statusCode).toBe(
      409,
    );
    const released = await api.send('POST', `/api/help-requests/${req.id}/release`, m1.token, {
      note: 'Needs a frontend person',
    });
    expect(released.json()).toMatchObject({ status: 'open', releaseNote: 'Needs a frontend person', mentor: null });
    expect((await api.send('POST', `/api/help-requests/${req.id}/claim`, m1.token)).statusCode).toBe(200);
    // The target already holds two: refused, naming them.
    for (let i = 0; i < 2; i++) {
      const other = await ask((await participant(t.app)).token);
      expect((await api.send('POST', `/api/help-requests/${other.id}/claim`, full.token)).statusCode).toBe(200);
    }
    const tooMany = await api.send('POST', `/api/help-requests/${req.id}/handoff`, m1.token, { mentorId: full.id });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toContain('already holds 2 requests');
    const handed = await api.send('POST', `/api/help-requests/${req.id}/handoff`, m1.token, { mentorId: m2.id });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().mentor.userId).toBe(m2.id);
    // m2 now holds it and resolves it; m1 no longer can.
    expect((await api.send('POST', `/api/help-requests/${req.id}/resolve`, m1.token)).statusCode).toBe(409);
    expect((await api.send('POST', `/api/help-requests/${req.id}/resolve`, m2.token)).json().status).toBe('resolved');
  });

  it('the team rates resolved help once; the rating reaches only the organizers', async () => {
    const m = await createMentor(t.app);
    const p = await participant(t.app);
    const other = await participant(t.app);
    const req = await ask(p.token);
    expect((await api.send('POST', `/api/help-requests/${req.id}/rating`, p.token, { stars: 5 })).json().error).toBe(
      MENTORING_MESSAGES.notResolved,
    );
    await api.send('POST', `/api/help-requests/${req.id}/claim`, m.token);
    await api.send('POST', `/api/help-requests/${req.id}/resolve`, m.token);
    expect((await api.send('POST', `/api/help-requests/${req.id}/rating`, p.token, { stars: 6 })).statusCode).toBe(400);
    expect((await api.send('POST', `/api/help-requests/${req.id}/rating`, other.token, { stars: 1 })).statusCode).toBe(
      404,
    );
    const rated = await api.send('POST', `/api/help-requests/${req.id}/rating`, p.token, {
      stars: 4,
      comment: 'Clear!',
    });
    expect(rated.statusCode).toBe(201);
    const again = await api.send('POST', `/api/help-requests/${req.id}/rating`, p.token, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MENTORING_MESSAGES.alreadyRated);
    // Neither the team nor the mentor reads the stars back; the report does.
    expect(JSON.stringify((await api.get('/api/help-requests/mine', p.token)).json())).not.toContain('Clear!');
    expect(JSON.stringify((await api.get('/api/mentor/queue', m.token)).json())).not.toContain('Clear!');
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const report = (await api.get('/api/admin/events/hackverse-2027/mentoring', admin)).json();
    const row = report.mentors.find((x: { userId: number }) => x.userId === m.id);
    expect(row).toMatchObject({ claimed: 1, resolved: 1, ratings: 1, averageRating: 4 });
    expect(row.comments[0].comment).toBe('Clear!');
    const csv = await api.get('/api/admin/events/hackverse-2027/mentoring/requests.csv', admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Clear!');
  });

  it('says when nobody is on shift, with the next shift, and still takes the request', async () => {
    const { t: t2, eventId: ev2 } = await mentoringApp();
    try {
      const api2 = client(t2.app);
      await createMentor(t2.app, { shifts: [[3, 6]], eventId: ev2 });
      const p = await participant(t2.app);
      const status = (await api2.get('/api/help-requests/shift-status', p.token)).json();
      expect(status.onShift).toBe(0);
      expect(status.nextShiftAt).not.toBeNull();
      expect(status.message).toMatch(/^No mentor is on shift right now; the next shift starts on /);
      const res = await api2.send('POST', '/api/help-requests', p.token, helpBody());
      expect(res.statusCode).toBe(201);
      // About three hours until the shift, plus the line.
      expect(res.json().estimatedWaitMinutes).toBeGreaterThanOrEqual(180);
    } finally {
      await t2.close();
    }
    // A second app of its own (its own clock of shifts): building it takes time on a loaded machine.
  }, 120_000);
});
