// Conflicts of interest (issue 11): declared, added by admins, found from mail domains (public ones
// aside); a conflicted judge is never handed the submission, gets 403 on evaluating it, and an earlier
// evaluation leaves the ranking while it stays stored and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { teamMembers, users } from '../../db/schema';
import type { TestApp } from '../../test/helpers';
import { auditRows, currentEventId, uid } from '../../test/fixtures';
import { client, createJudge, createSubmissions, judgingApp, scores } from '../../test/judging';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
  await api.send('PATCH', '/api/admin/judging/settings', admin, { state: 'open', force: true, targetReviews: 1 });
});
afterAll(() => t.close());

const next = (token: string, count = 1) => api.send('POST', '/api/judge/next', token, { count });
const evaluate = (token: string, id: number, n = 7) =>
  api.send('PUT', `/api/judge/submissions/${id}/evaluation`, token, { scores: scores(n), notes: '' });

async function fresh(n: number) {
  await t.app.db.execute(sql`delete from judge_assignments`);
  await t.app.db.execute(sql`update submissions set status = 'rejected'`);
  return createSubmissions(t.app, n);
}

/** Adds a person with this email to a team. */
async function addMember(teamId: number, email: string) {
  const [u] = await t.app.db
    .insert(users)
    .values({ name: 'Member', email, username: `m${uid()}` })
    .returning({ id: users.id });
  await t.app.db.insert(teamMembers).values({ eventId: await currentEventId(t.app), teamId, userId: u!.id });
}

describe('conflicts of interest', () => {
  it('a declared conflict: never handed out, 403 on evaluating, listed for the judge and the admins', async () => {
    const subs = await fresh(3);
    const judge = await createJudge(t.app);
    const close = subs[1]!;
    const declared = await api.send('POST', '/api/judge/conflicts', judge.token, {
      teamId: close.teamId,
      reason: 'My cousin is in it',
    });
    expect(declared.statusCode).toBe(201);
    expect(declared.json()).toMatchObject({ judgeId: judge.id, teamId: close.teamId, source: 'declared' });
    const got = (await next(judge.token, 5)).json();
    const ids = got.assigned.map((s: { submissionId: number }) => s.submissionId);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(close.submissionId);
    expect(got.exhausted).toBe(true);
    const refused = await evaluate(judge.token, close.submissionId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You have a conflict of interest with this team');
    expect((await api.get(`/api/judge/submissions/${close.submissionId}`, judge.token)).statusCode).toBe(403);
    const teams = (await api.get('/api/judge/teams', judge.token)).json().teams;
    expect(teams.find((x: { id: number }) => x.id === close.teamId).conflict).toBe('declared');
    const all = (await api.get('/api/admin/judging/conflicts', admin)).json().conflicts;
    expect(all).toContainEqual(
      expect.objectContaining({ judgeId: judge.id, teamId: close.teamId, reason: 'My cousin is in it' }),
    );
  });

  it('the same organisation mail domain makes a conflict; public mail domains do not; admins can dismiss it', async () => {
    const subs = await fresh(2);
    const domain = `acme-${uid()}.test`;
    await addMember(subs[0]!.teamId, `dev@${domain}`);
    await addMember(subs[1]!.teamId, `someone-${uid()}@gmail.com`);
    const judge = await createJudge(t.app, { email: `cto@${domain}` });
    const gmailJudge = await createJudge(t.app, { email: `judge-${uid()}@gmail.com` });
    const mine = (await api.get('/api/judge/conflicts', judge.token)).json().conflicts;
    expect(mine).toEqual([expect.objectContaining({ teamId: subs[0]!.teamId, source: 'domain' })]);
    expect((await api.get('/api/judge/conflicts', gmailJudge.token)).json().conflicts).toEqual([]);
    const ids = (await next(judge.token, 5)).json().assigned.map((s: { submissionId: number }) => s.submissionId);
    expect(ids).toEqual([subs[1]!.submissionId]);
    expect((await evaluate(judge.token, subs[0]!.submissionId)).statusCode).toBe(403);

    const removed = await api.send('DELETE', `/api/admin/judging/conflicts/${judge.id}/${subs[0]!.teamId}`, admin);
    expect(removed.statusCode).toBe(200);
    // The dismissal holds: the domain still matches, the conflict stays gone.
    expect((await api.get('/api/judge/conflicts', judge.token)).json().conflicts).toEqual([]);
    const after = (await next(judge.token)).json().assigned;
    expect(after.map((s: { submissionId: number }) => s.submissionId)).toEqual([subs[0]!.submissionId]);
  });

  it('an evaluation made before the conflict leaves the ranking and coverage, and stays in the audit log', async () => {
    const subs = await fresh(2);
    const judge = await createJudge(t.app);
    const other = await createJudge(t.app);
    const [a] = (await next(judge.token)).json().assigned;
    expect((await evaluate(judge.token, a.submissionId, 9)).statusCode).toBe(200);
    const [b] = (await next(other.token)).json().assigned;
    expect((await evaluate(other.token, b.submissionId, 5)).statusCode).toBe(200);
    const entry = async (id: number) =>
      (await api.get('/api/admin/judging/ranking', admin))
        .json()
        .entries.find((e: { submissionId: number }) => e.submissionId === id);
    expect(await entry(a.submissionId)).toMatchObject({ reviews: 1, rawMean: 9, rank: 1 });

    const teamId = subs.find((s) => s.submissionId === a.submissionId)!.teamId;
    const added = await api.send('POST', '/api/admin/judging/conflicts', admin, { judgeId: judge.id, teamId });
    expect(added.statusCode).toBe(201);
    expect(added.json().source).toBe('admin');
    expect(await entry(a.submissionId)).toMatchObject({ reviews: 0, rawMean: null, rank: null, belowTarget: true });
    const cov = (await api.get('/api/admin/judging/coverage', admin)).json();
    expect(cov.submissions.find((s: { submissionId: number }) => s.submissionId === a.submissionId)).toMatchObject({
      reviews: 0,
      missing: 1,
      conflicts: 1,
    });
    // Kept: the judge sees it flagged, the audit log has it, the CSV flags it as not counting.
    const mine = (await api.get('/api/judge/evaluations', judge.token)).json().evaluations;
    expect(mine).toEqual([expect.objectContaining({ submissionId: a.submissionId, conflicted: true, average: 9 })]);
    expect((await auditRows(t.app, `submission:${a.submissionId}`)).map((r) => r.action)).toContain(
      'submission.evaluate',
    );
    const csv = (await api.get('/api/admin/judging/export/evaluations', admin)).body;
    const line = csv.split('\r\n').find((l) => l.startsWith(`${a.submissionId},`))!;
    expect(line).toContain(',9,false,');
    // The admin's Project Evaluation dialog follows the same rule.
    const adminId = (await api.get('/api/auth/me', admin)).json().id;
    await api.send('POST', '/api/admin/judging/conflicts', admin, { judgeId: adminId, teamId });
    const dialog = await api.send('POST', `/api/submissions/${a.submissionId}/evaluate`, admin, {
      status: 'accepted',
      scores: scores(8),
    });
    expect(dialog.statusCode).toBe(403);
  });
});
