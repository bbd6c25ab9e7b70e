// Admin team calls: listing, search, details, the state rules of approve / reject / credentials, emails
// and audit rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import {
  FIXTURE_PASSWORD,
  auditRows,
  createSubmission,
  createTeam,
  outboxTo,
  teamStatus,
  unique,
} from '../../test/fixtures';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  adminId = (await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) })).json().id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });

describe('GET /api/teams', () => {
  it('lists teams newest first with member counts, leader and challenge, paginated', async () => {
    const res = await get('/api/teams?pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(2);
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.items).toHaveLength(2);
    const all = (await get('/api/teams?pageSize=100')).json().items as {
      name: string;
      memberCount: number;
      leaderEmail: string;
      problemTitle: string | null;
      createdAt: string;
    }[];
    const crusaders = all.find((x) => x.name === 'Code Crusaders')!;
    expect(crusaders).toMatchObject({ memberCount: 3, leaderEmail: 'team@example.com', status: 'approved' });
    expect(crusaders.problemTitle).toBeTruthy();
    expect(all.find((x) => x.name === 'Green Giants')).toMatchObject({ memberCount: 4, problemTitle: null });
    const dates = all.map((x) => x.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages past the end still report the total', async () => {
    const body = (await get('/api/teams?page=999')).json();
    expect(body.items).toEqual([]);
    expect(body.total).toBeGreaterThanOrEqual(5);
  });

  it('searches by team name, member name or email, and filters by status', async () => {
    expect((await get('/api/teams?q=crusad')).json().items.map((x: { name: string }) => x.name)).toEqual([
      'Code Crusaders',
    ]);
    expect((await get('/api/teams?q=PRIYA')).json().items.map((x: { name: string }) => x.name)).toEqual([
      'Code Crusaders',
    ]);
    expect((await get('/api/teams?q=meera@example')).json().items.map((x: { name: string }) => x.name)).toEqual([
      'Green Giants',
    ]);
    expect((await get('/api/teams?q=%25')).json().total).toBe(0);
    const pending = (await get('/api/teams?status=pending&pageSize=100')).json();
    expect(pending.items.every((x: { status: string }) => x.status === 'pending')).toBe(true);
    expect(pending.items.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['Neural Ninjas', 'Green Giants']),
    );
    expect((await get('/api/teams?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('team details and members', () => {
  it('answers members, submissions with scores, and history', async () => {
    const fx = await createTeam(t.app, { status: 'pending', memberCount: 2 });
    await createSubmission(t.app, fx.teamId);
    expect((await post(`/api/teams/${fx.teamId}/approve`)).statusCode).toBe(200);
    const members = (await get(`/api/teams/${fx.teamId}/members`)).json();
    expect(members).toHaveLength(3);
    expect(members[0]).toMatchObject({ role: 'leader', email: fx.leader.email });
    const detail = (await get(`/api/teams/${fx.teamId}`)).json();
    expect(detail).toMatchObject({ id: fx.teamId, name: fx.name, status: 'approved', memberCount: 3 });
    expect(detail.members).toHaveLength(3);
    expect(detail.submissions).toHaveLength(1);
    expect(detail.submissions[0]).toMatchObject({ meanScore: null, evaluationCount: 0 });
    expect(detail.history[0]).toMatchObject({ action: 'team.approve', actorName: 'Admin' });
    expect((await get('/api/teams/999999')).statusCode).toBe(404);
    expect((await get('/api/teams/999999/members')).statusCode).toBe(404);
    expect((await get('/api/teams/abc')).statusCode).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approves a pending team once, emails the leader (members who have not joined: approval-email.test), writes the audit row', async () => {
    const fx = await createTeam(t.app, { status: 'pending', memberCount: 2 });
    const res = await post(`/api/teams/${fx.teamId}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: fx.teamId, status: 'approved', memberCount: 3 });
    const mails = await outboxTo(t.app, fx.leader.email);
    expect(mails.map((m) => m.subject)).toContain(`Your team ${fx.name} is approved`);
    expect(await auditRows(t.app, `team:${fx.teamId}`)).toEqual([
      expect.objectContaining({ action: 'team.approve', actor_id: adminId }),
    ]);
    const again = await post(`/api/teams/${fx.teamId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Only pending teams can be approved');
    const reject = await post(`/api/teams/${fx.teamId}/reject`);
    expect(reject.statusCode).toBe(409);
    expect(reject.json().error).toBe('Only pending teams can be rejected');
    expect(await teamStatus(t.app, fx.teamId)).toBe('approved');
  });

  it('rejects a pending team and emails it; a rejected team cannot be approved', async () => {
    const fx = await createTeam(t.app, { status: 'pending' });
    const res = await post(`/api/teams/${fx.teamId}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('rejected');
    expect((await outboxTo(t.app, fx.leader.email)).map((m) => m.subject)).toContain(
      `Your team ${fx.name} was not approved`,
    );
    expect((await post(`/api/teams/${fx.teamId}/approve`)).statusCode).toBe(409);
    expect((await post('/api/teams/999999/approve')).statusCode).toBe(404);
  });

  it('two admins approving at once: exactly one wins', async () => {
    const fx = await createTeam(t.app, { status: 'pending' });
    const results = await Promise.all([
      post(`/api/teams/${fx.teamId}/approve`),
      post(`/api/teams/${fx.teamId}/approve`),
      post(`/api/teams/${fx.teamId}/reject`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await auditRows(t.app, `team:${fx.teamId}`)).toHaveLength(1);
  });
});

describe('credentials (D6)', () => {
  it('only for approved teams', async () => {
    const pending = await createTeam(t.app, { status: 'pending' });
    const res = await post(`/api/teams/${pending.teamId}/credentials`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Credentials can only be generated for approved teams');
    const rejected = await createTeam(t.app, { status: 'rejected' });
    expect((await post(`/api/teams/${rejected.teamId}/credentials`)).statusCode).toBe(409);
    expect((await post('/api/teams/999999/credentials')).statusCode).toBe(404);
  });

  it('sets a new random leader password, ends the leader sessions, answers it once and never stores it readable', async () => {
    const fx = await createTeam(t.app, { status: 'approved' });
    const oldToken = await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD);
    const res = await post(`/api/teams/${fx.teamId}/credentials`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { username, password } = res.json();
    expect(username).toBe(fx.leader.username);
    expect(password).toHaveLength(12);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(oldToken) })).statusCode).toBe(401);
    await expect(loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD)).rejects.toThrow();
    expect(await loginAs(t.app, username, password)).toBeTruthy();
    const second = (await post(`/api/teams/${fx.teamId}/credentials`)).json();
    expect(second.password).not.toBe(password);
    const mails = await outboxTo(t.app, fx.leader.email);
    expect(mails.at(-1)!.subject).toBe(`New sign-in credentials for ${fx.name}`);
    expect(mails.some((m) => m.text.includes(password) || (m.html ?? '').includes(password))).toBe(false);
    const audit = await auditRows(t.app, `team:${fx.teamId}`);
    expect(audit.map((a) => a.action)).toEqual(['team.credentials', 'team.credentials']);
    expect(JSON.stringify(audit)).not.toContain(password);
  });
});

describe('Contact Team', () => {
  it('emails every member and validates the message', async () => {
    const fx = await createTeam(t.app, { status: 'approved', memberCount: 3 });
    const subject = unique('Subject');
    const res = await post(`/api/teams/${fx.teamId}/contact`, {
      subject,
      body: 'First paragraph.\n\nSecond paragraph.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 4 });
    for (const person of [fx.leader, ...fx.members]) {
      const mail = (await outboxTo(t.app, person.email)).find((m) => m.subject === subject)!;
      expect(mail.text).toContain('Second paragraph.');
    }
    expect((await auditRows(t.app, `team:${fx.teamId}`)).map((a) => a.action)).toEqual(['team.contact']);
    const empty = await post(`/api/teams/${fx.teamId}/contact`, { subject: '  ', body: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({ subject: 'Please enter a subject' });
  });
});
