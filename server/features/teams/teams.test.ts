// The team side: the current team, editing it, removing members.
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
      expect.objectContaining({ id: expect.any(Number), name: 'Aarav Kapoor', avatar: null }),
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
