// Invitations (by email, at registration, accepted at once within capacity) and joining by code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { invitations, outboxEmails, teamMembers, teams } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { registerTeam, teamPayload, uid } from '../../test/fixtures';

let t: TestApp;
let memberToken: string; // priya@example.com, member of Code Crusaders
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  memberToken = await loginAs(t.app, 'priya@example.com', 'member12345');
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : undefined });
const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : undefined, payload: payload as object });
const lastMailTo = async (email: string) =>
  (
    await t.app.db
      .select()
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.to}) = ${email.toLowerCase()}`)
      .orderBy(sql`${outboxEmails.id} desc`)
      .limit(1)
  )[0];
const inviteToken = (text: string) => text.match(/\/invite\/([\w-]+)/)![1]!;

/** A fresh team of `members + 1` people whose leader is signed in. */
async function freshTeam(members = 1) {
  const p = teamPayload({ members });
  const reg = await registerTeam(t.app, p);
  const token = await loginAs(t.app, p.leader.email, reg.leader.password!);
  return { p, reg, token, teamId: reg.team.id };
}

async function accountWithoutTeam() {
  const tag = uid();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: `Free ${tag}`, email: `free.${tag}@example.org`, password: 'free-pass-123' },
  });
  return res.json() as { token: string; user: { id: number; email: string } };
}

describe('invitations', () => {
  it('the leader invites by email: a real email with a link, token stored hashed, valid 7 days', async () => {
    const { token, p, teamId } = await freshTeam();
    const email = `invitee.${uid()}@example.org`;
    const res = await send('POST', '/api/teams/current/invitations', token, { email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email });
    const mail = await lastMailTo(email);
    expect(mail!.text).toContain(`http://localhost:3000/invite/`);
    const tok = inviteToken(mail!.text);
    const [row] = await t.app.db
      .select()
      .from(invitations)
      .where(sql`lower(${invitations.email}) = ${email}`);
    expect(row!.tokenHash).not.toBe(tok);
    expect(row!.tokenHash).toHaveLength(64);
    expect(Math.round((row!.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(7);
    expect(
      (await get('/api/teams/current', token)).json().pendingInvitations.map((i: { email: string }) => i.email),
    ).toEqual([email]);

    const info = await get(`/api/invitations/${tok}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      teamName: p.team.name,
      email,
      invitedBy: p.leader.name,
      name: null,
      alreadyMember: false,
      existingAccount: false,
      memberCount: 2,
      capacity: 4,
    });

    // Accepting creates the account, joins the team and signs the invitee in.
    const accept = await send('POST', `/api/invitations/${tok}`, undefined, {
      name: 'New Person',
      password: 'new-person-1',
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().user).toMatchObject({ email, name: 'New Person', status: 'active', teamId });
    expect((await get('/api/teams/current', accept.json().token)).statusCode).toBe(200);
    await loginAs(t.app, email, 'new-person-1');
    // Single use.
    const again = await send('POST', `/api/invitations/${tok}`, undefined, {
      name: 'New Person',
      password: 'new-person-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This invitation has already been accepted');
    expect((await get(`/api/invitations/not-a-real-token-123`)).statusCode).toBe(404);
  });

  it('a member listed at registration sets a name and password and becomes active', async () => {
    const { p, token } = await freshTeam();
    const tok = inviteToken((await lastMailTo(p.members[0]!.email))!.text);
    const info = (await get(`/api/invitations/${tok}`)).json();
    expect(info).toMatchObject({ name: p.members[0]!.name, alreadyMember: true });
    const short = await send('POST', `/api/invitations/${tok}`, undefined, { name: 'X', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({
      name: 'Name must be at least 2 characters',
      password: 'Password must be at least 8 characters',
    });
    const ok = await send('POST', `/api/invitations/${tok}`, undefined, {
      name: 'Member Renamed',
      password: 'member-pass-2',
    });
    expect(ok.statusCode).toBe(200);
    const team = (await get('/api/teams/current', token)).json();
    expect(team.members).toHaveLength(2);
    expect(team.members[1]).toMatchObject({ name: 'Member Renamed', status: 'active' });
  });

  it('refuses an expired link, a full team, people of other teams, and members inviting', async () => {
    const { token, teamId } = await freshTeam(3); // 4 people: full
    const full = await send('POST', '/api/teams/current/invitations', token, { email: `late.${uid()}@example.org` });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('Your team is full (4/4)');

    const small = await freshTeam();
    const inOther = await send('POST', '/api/teams/current/invitations', small.token, { email: 'priya@example.com' });
    expect(inOther.statusCode).toBe(409);
    expect(inOther.json().error).toBe('This person is already in another team');
    expect(
      (await send('POST', '/api/teams/current/invitations', memberToken, { email: `x.${uid()}@example.org` }))
        .statusCode,
    ).toBe(403);
    const bad = await send('POST', '/api/teams/current/invitations', small.token, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please enter a valid email');

    const email = `expiring.${uid()}@example.org`;
    expect((await send('POST', '/api/teams/current/invitations', small.token, { email })).statusCode).toBe(201);
    const tok = inviteToken((await lastMailTo(email))!.text);
    await t.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`lower(${invitations.email}) = ${email}`);
    const expired = await send('POST', `/api/invitations/${tok}`, undefined, {
      name: 'Too Late',
      password: 'too-late-123',
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error).toBe('This invitation link is invalid or has expired');
    expect(teamId).toBeGreaterThan(0);
  });

  it('invitations accepted at once never exceed the capacity', async () => {
    const { token, teamId } = await freshTeam(1); // 2 people, capacity 4: room for 2 more
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `racer${i}.${uid()}@example.org`;
      expect((await send('POST', '/api/teams/current/invitations', token, { email })).statusCode).toBe(201);
      tokens.push(inviteToken((await lastMailTo(email))!.text));
    }
    const results = await Promise.all(
      tokens.map((tok, i) =>
        send('POST', `/api/invitations/${tok}`, undefined, { name: `Racer ${i}`, password: 'racer-pass-1' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error).toBe('This team is full (4/4)');
    const [n] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    expect(n!.n).toBe(4);
  });

  it('a pending member can be sent a fresh link, which replaces the old one', async () => {
    const { p, token } = await freshTeam();
    const oldTok = inviteToken((await lastMailTo(p.members[0]!.email))!.text);
    expect(
      (await send('POST', '/api/teams/current/invitations', token, { email: p.members[0]!.email })).statusCode,
    ).toBe(201);
    const newTok = inviteToken((await lastMailTo(p.members[0]!.email))!.text);
    expect(newTok).not.toBe(oldTok);
    expect((await get(`/api/invitations/${oldTok}`)).statusCode).toBe(404);
    expect((await get(`/api/invitations/${newTok}`)).statusCode).toBe(200);
  });
});

describe('POST /api/teams/join', () => {
  it('a user without a team joins with the code, within capacity', async () => {
    const { token: leader, teamId } = await freshTeam(2); // 3 people
    const code = (await get('/api/teams/current', leader)).json().joinCode as string;
    const a = await accountWithoutTeam();
    const wrong = await send('POST', '/api/teams/join', a.token, { code: 'ZZZZZZZZ' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('No team found with this join code');
    const ok = await send('POST', '/api/teams/join', a.token, { code: code.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().teamId).toBe(teamId);
    expect((await get('/api/teams/current', a.token)).json().id).toBe(teamId);
    const again = await send('POST', '/api/teams/join', a.token, { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You are already in a team');
    const b = await accountWithoutTeam();
    const full = await send('POST', '/api/teams/join', b.token, { code });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('This team is full (4/4)');
  });

  it('refuses a rejected team', async () => {
    const [nullPointers] = await t.app.db
      .select({ code: teams.joinCode })
      .from(teams)
      .where(eq(teams.name, 'Null Pointers'));
    const a = await accountWithoutTeam();
    const res = await send('POST', '/api/teams/join', a.token, { code: nullPointers!.code });
    expect(res.statusCode).toBe(409);
  });
});
