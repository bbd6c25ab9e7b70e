// Admin participant calls: listing, search, profile, Send Email, Reset Password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { FIXTURE_PASSWORD, auditRows, createTeam, outboxTo, unique } from '../../test/fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });

describe('GET /api/users', () => {
  it('lists people with their team, paginated and searchable', async () => {
    const page = (await get('/api/users?pageSize=3')).json();
    expect(page.items).toHaveLength(3);
    expect(page.total).toBeGreaterThanOrEqual(14);
    const priya = (await get('/api/users?q=priya')).json();
    expect(priya.total).toBe(1);
    expect(priya.items[0]).toMatchObject({
      name: 'Priya Sharma',
      teamName: 'Code Crusaders',
      teamStatus: 'approved',
      teamRole: 'member',
      role: 'team',
    });
    // Searching by team name finds its people.
    const giants = (await get('/api/users?q=green%20giants')).json();
    expect(giants.total).toBe(4);
    const admins = (await get('/api/users?role=admin')).json();
    expect(admins.items.map((u: { email: string }) => u.email)).toEqual(['admin@example.com']);
    expect(admins.items[0].teamName).toBeNull();
    const pending = (await get('/api/users?status=pending&pageSize=100')).json();
    expect(pending.items.every((u: { status: string }) => u.status === 'pending')).toBe(true);
  });

  it('answers a profile with sessions and history; 404 for an unknown id', async () => {
    const fx = await createTeam(t.app, { status: 'approved' });
    await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD);
    const detail = (await get(`/api/users/${fx.leader.id}`)).json();
    expect(detail).toMatchObject({
      id: fx.leader.id,
      email: fx.leader.email,
      teamId: fx.teamId,
      teamRole: 'leader',
      hasPassword: true,
      activeSessions: 1,
      githubLinked: false,
      history: [],
    });
    expect(detail.lastSeenAt).toBeTruthy();
    expect((await get('/api/users/999999')).statusCode).toBe(404);
  });
});

describe('Send Email', () => {
  it('queues one email through the outbox and audits it', async () => {
    const fx = await createTeam(t.app);
    const subject = unique('Hello');
    const res = await post(`/api/users/${fx.leader.id}/email`, { subject, body: 'Please check your registration.' });
    expect(res.statusCode).toBe(200);
    const mail = (await outboxTo(t.app, fx.leader.email)).find((m) => m.subject === subject)!;
    expect(mail).toMatchObject({ status: 'queued' });
    expect(mail.text).toContain('Please check your registration.');
    expect((await auditRows(t.app, `user:${fx.leader.id}`)).map((a) => a.action)).toEqual(['user.email']);
    expect((await post(`/api/users/${fx.leader.id}/email`, { subject: '', body: 'x' })).statusCode).toBe(400);
    expect((await post(`/api/users/${fx.leader.id}/email`, { subject: 'x', body: '' })).statusCode).toBe(400);
    expect((await post('/api/users/999999/email', { subject: 'x', body: 'y' })).statusCode).toBe(404);
  });
});

describe('Reset Password', () => {
  it('refuses fewer than 8 characters', async () => {
    const fx = await createTeam(t.app);
    const res = await post(`/api/users/${fx.leader.id}/reset-password`, { newPassword: 'short12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ newPassword: 'Password must be at least 8 characters' });
  });

  it('sets the password, ends every session of the user, tells them by email', async () => {
    const fx = await createTeam(t.app, { status: 'approved' });
    const sessionA = await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD);
    const sessionB = await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD);
    const res = await post(`/api/users/${fx.leader.id}/reset-password`, { newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    for (const token of [sessionA, sessionB])
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    await expect(loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD)).rejects.toThrow();
    expect(await loginAs(t.app, fx.leader.email, 'brand-new-pass')).toBeTruthy();
    expect((await outboxTo(t.app, fx.leader.email)).map((m) => m.subject)).toContain('Your password was reset');
    const audit = await auditRows(t.app, `user:${fx.leader.id}`);
    expect(audit.map((a) => a.action)).toEqual(['user.reset_password']);
    expect(JSON.stringify(audit)).not.toContain('brand-new-pass');
  });
});
