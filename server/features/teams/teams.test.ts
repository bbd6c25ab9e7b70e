import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { invitations, outboxEmails, problems, teamMembers, teams, users } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { registerTeam, teamPayload, uid } from '../../test/fixtures';

let t: TestApp;
let leaderToken: string; // team@example.com, leader of approved Code Crusaders
let memberToken: string; // priya@example.com, member of Code Crusaders
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  leaderToken = await loginAs(t.app, 'team@example.com', 'team12345');
  memberToken = await loginAs(t.app, 'priya@example.com', 'member12345');
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : undefined });
const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : undefined, payload: payload as object });
const userId = async (email: string) =>
  (
    await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0]?.id;
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

describe('GET /api/teams/current', () => {
  it('needs a signed-in team user', async () => {
    expect((await get('/api/teams/current')).statusCode).toBe(401);
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    expect((await get('/api/teams/current', admin)).statusCode).toBe(403);
  });

  it("answers the caller's own team in the spec's shape, leader first", async () => {
    const res = await get('/api/teams/current', leaderToken);
    expect(res.statusCode).toBe(200);
    const team = res.json();
    expect(team).toMatchObject({
      name: 'Code Crusaders',
      status: 'approved',
      capacity: 4,
      isLeader: true,
      canSubmit: true,
      problemTitle: expect.any(String),
    });
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['team@example.com', 'leader'],
      ['priya@example.com', 'member'],
      ['rahul@example.com', 'member'],
    ]);
    expect(team.members[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: 'Team Leader', avatar: null }),
    );
    expect(team.submissions).toHaveLength(1);
    expect(team.submissions[0]).toMatchObject({
      status: 'submitted',
      techStack: ['TypeScript', 'React', 'Whisper', 'Node.js'],
      feedback: null,
      score: null,
    });
    expect(team.joinCode).toMatch(/^[A-Z0-9]{8}$/);
    // A member sees the same team but is not its leader.
    const asMember = (await get('/api/teams/current', memberToken)).json();
    expect(asMember).toMatchObject({ id: team.id, isLeader: false, pendingInvitations: [] });
  });

  it("never answers another team's data to a team", async () => {
    const [bb] = await t.app.db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Byte Busters'));
    // The per-team calls are the organizers'; a team reaches only /api/teams/current.
    expect((await get(`/api/teams/${bb!.id}/members`, leaderToken)).statusCode).toBe(403);
    expect((await get(`/api/teams/${bb!.id}`, leaderToken)).statusCode).toBe(403);
    expect((await get('/api/teams', leaderToken)).statusCode).toBe(403);
    const mine = (await get('/api/teams/current', leaderToken)).json();
    expect(mine.id).not.toBe(bb!.id);
    expect(JSON.stringify(mine)).not.toContain('kiran@example.com');
  });

  it("carries the judges' feedback and mean score (DESIGN D9)", async () => {
    const kiran = await loginAs(t.app, 'kiran@example.com', 'member12345');
    const team = (await get('/api/teams/current', kiran)).json();
    expect(team.submissions[0]).toMatchObject({
      status: 'under_review',
      score: 7.4,
      feedback: 'Strong idea and a clear threat model. Polish the voter onboarding flow.',
    });
  });

  it('a pending team cannot submit; a user without a team gets 404', async () => {
    const arjun = await loginAs(t.app, 'arjun@example.com', 'member12345');
    expect((await get('/api/teams/current', arjun)).json()).toMatchObject({ status: 'pending', canSubmit: false });
    const { token } = await accountWithoutTeam();
    const res = await get('/api/teams/current', token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('You are not in a team yet');
  });
});

describe('PATCH /api/teams/current', () => {
  it('the leader edits the name and the challenge', async () => {
    const { token } = await freshTeam();
    const [problem] = await t.app.db.select({ id: problems.id, title: problems.title }).from(problems).limit(1);
    const name = `Renamed ${uid()}`;
    const res = await send('PATCH', '/api/teams/current', token, { name, problemId: problem!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name, problemId: problem!.id, problemTitle: problem!.title });
    const other = await send('PATCH', '/api/teams/current', token, { problemId: 0 });
    expect(other.json()).toMatchObject({ name, problemId: null });
  });

  it('refuses a member, a taken name, a bad name and a rejected team', async () => {
    expect((await send('PATCH', '/api/teams/current', memberToken, { name: 'Hijacked' })).statusCode).toBe(403);
    const { token } = await freshTeam();
    const taken = await send('PATCH', '/api/teams/current', token, { name: 'byte busters' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'Team name is already taken',
      fieldErrors: { name: 'This team name is already taken' },
    });
    const short = await send('PATCH', '/api/teams/current', token, { name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Team name must be at least 3 characters');
    const dev = await loginAs(t.app, 'dev@example.com', 'member12345');
    const rejected = await send('PATCH', '/api/teams/current', dev, { name: 'Null Pointers Two' });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().error).toBe('A rejected team cannot be edited');
  });
});

describe('DELETE /api/teams/current/members/:userId', () => {
  it('only the leader removes, never the leader, and only people of their own team', async () => {
    const priya = (await userId('priya@example.com'))!;
    const leader = (await userId('team@example.com'))!;
    expect((await send('DELETE', `/api/teams/current/members/${priya}`, memberToken)).statusCode).toBe(403);
    const self = await send('DELETE', `/api/teams/current/members/${leader}`, leaderToken);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe('The team leader cannot be removed');
    // Ananya is in Byte Busters: another team's member is simply not found, and stays where she is.
    const ananya = (await userId('ananya@example.com'))!;
    expect((await send('DELETE', `/api/teams/current/members/${ananya}`, leaderToken)).statusCode).toBe(404);
    expect(await t.app.db.select().from(teamMembers).where(eq(teamMembers.userId, ananya))).toHaveLength(1);
  });

  it('removing a member who never accepted drops their account; an active member keeps theirs', async () => {
    const { p, token, teamId } = await freshTeam(2);
    const pendingId = (await userId(p.members[1]!.email))!;
    expect((await send('DELETE', `/api/teams/current/members/${pendingId}`, token)).statusCode).toBe(200);
    expect(await userId(p.members[1]!.email)).toBeUndefined();
    expect(
      await t.app.db
        .select()
        .from(invitations)
        .where(sql`lower(${invitations.email}) = ${p.members[1]!.email.toLowerCase()}`),
    ).toHaveLength(0);

    // The first member accepts, then is removed: the account stays, without a team, and hears about it.
    const inviteMail = await lastMailTo(p.members[0]!.email);
    expect(
      (
        await send('POST', `/api/invitations/${inviteToken(inviteMail!.text)}`, undefined, {
          name: 'Accepted Member',
          password: 'member-pass-1',
        })
      ).statusCode,
    ).toBe(200);
    const activeId = (await userId(p.members[0]!.email))!;
    expect((await send('DELETE', `/api/teams/current/members/${activeId}`, token)).statusCode).toBe(200);
    expect(await userId(p.members[0]!.email)).toBe(activeId);
    expect(await t.app.db.select().from(teamMembers).where(eq(teamMembers.userId, activeId))).toHaveLength(0);
    expect((await lastMailTo(p.members[0]!.email))!.subject).toBe(`You were removed from ${p.team.name}`);
    const team = (await get('/api/teams/current', token)).json();
    expect(team.id).toBe(teamId);
    expect(team.members).toHaveLength(1);
  });
});

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
