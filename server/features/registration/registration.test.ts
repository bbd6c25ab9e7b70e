// Team registration: the event's rules, one transaction for the team, its leader, members, invitations
// and emails, every field validated with the spec's messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events, invitations, outboxEmails, problems, teamMembers, teams, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { currentEventId, registerTeam, teamPayload } from '../../test/fixtures';
import { SIGN_IN_FIRST } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const post = (payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/register-team', payload, headers });
const teamsNamed = (name: string) =>
  t.app.db
    .select()
    .from(teams)
    .where(sql`lower(${teams.name}) = ${name.toLowerCase()}`);
const outboxTo = (email: string) =>
  t.app.db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.to}) = ${email.toLowerCase()}`);

/** Runs `fn` with the current edition's row patched (its change notice refreshes the kept row). */
async function withEvent(patch: Partial<typeof events.$inferInsert>, fn: () => Promise<void>) {
  const id = await currentEventId(t.app);
  const [before] = await t.app.db.select().from(events).where(eq(events.id, id));
  await t.app.db.update(events).set(patch).where(eq(events.id, id));
  try {
    await fn();
  } finally {
    await t.app.db.update(events).set(before!).where(eq(events.id, id));
  }
}

describe('GET /api/register-team/rules', () => {
  it('answers the event row settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/register-team/rules' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      teamSizeMin: 2,
      teamSizeMax: 4,
      composition: {
        min: 1,
        gender: 'female',
        scope: 'members',
        message: 'At least one female team member is required',
      },
      open: true,
      status: 'open',
      closedMessage: null,
      minAge: 13,
      guardianConsentUnder: 18,
      teamCap: null,
      placesLeft: null,
    });
  });
});

describe('POST /api/register-team', () => {
  it('creates team, leader, pending members, invitations and emails in one go', async () => {
    const p = teamPayload({ members: 2 });
    const res = await post(p);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Your team has been registered. We'll contact you with further instructions.");
    expect(body.leader.username).toMatch(/^leader\./);
    expect(body.leader.password).toHaveLength(12);
    expect(body.leader.password).toMatch(/[a-z]/);
    expect(body.leader.password).toMatch(/[A-Z]/);
    expect(body.leader.password).toMatch(/[0-9]/);

    const [team] = await teamsNamed(p.team.name);
    expect(team).toMatchObject({
      status: 'pending',
      problemId: null,
      description: `${p.team.name} is a team of 3 members.`,
    });
    const people = await t.app.db
      .select({
        email: users.email,
        status: users.status,
        hash: users.passwordHash,
        role: teamMembers.role,
        gender: users.gender,
        phone: users.phone,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, team!.id));
    expect(people).toHaveLength(3);
    const leader = people.find((u) => u.role === 'leader')!;
    expect(leader).toMatchObject({ email: p.leader.email, status: 'active', gender: 'male', phone: p.leader.phone });
    expect(leader.hash).toMatch(/^\$argon2id\$/);
    for (const m of people.filter((u) => u.role === 'member'))
      expect(m).toMatchObject({ status: 'pending', hash: null });

    const invs = await t.app.db.select().from(invitations).where(eq(invitations.teamId, team!.id));
    expect(invs.map((i) => i.email).sort()).toEqual(p.members.map((m) => m.email).sort());
    const [mail] = await outboxTo(p.members[0]!.email);
    const link = mail!.text.match(/http:\/\/localhost:3000\/invite\/([\w-]+)/);
    expect(link).not.toBeNull();
    // Only the hash is stored; the link's token hashes to one stored row, valid for seven days.
    const inv = invs.find((i) => i.tokenHash === sha256(link![1]!));
    expect(inv).toBeDefined();
    expect(invs.some((i) => i.tokenHash === link![1])).toBe(false);
    const days = (inv!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [confirm] = await outboxTo(p.leader.email);
    expect(confirm!.subject).toContain(p.team.name);
    expect(confirm!.text).toContain(body.leader.username);
    expect(confirm!.text).not.toContain(body.leader.password);

    // The leader signs in with the email or the username and the generated password (DESIGN D6).
    const viaEmail = await loginAs(t.app, p.leader.email, body.leader.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(viaEmail) });
    expect(me.json()).toMatchObject({ email: p.leader.email, teamId: team!.id });
    await loginAs(t.app, body.leader.username, body.leader.password);
  });

  it('stores the chosen challenge, and refuses an unknown one', async () => {
    const [problem] = await t.app.db
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.slug, 'blockchain-voting'));
    const p = teamPayload();
    p.team.problemId = problem!.id;
    await registerTeam(t.app, p);
    expect((await teamsNamed(p.team.name))[0]!.problemId).toBe(problem!.id);

    const bad = teamPayload();
    bad.team.problemId = 999_999;
    const res = await post(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please select a problem statement',
      fieldErrors: { 'team.problemId': 'Please select a problem statement' },
    });
    expect(await teamsNamed(bad.team.name)).toHaveLength(0);
  });

  it('gives people who share a name usernames of their own, in the team and across teams', async () => {
    const p = teamPayload({ members: 2 });
    const name = `Sam Same ${p.team.name.slice(5)}`;
    p.leader.name = name;
    for (const m of p.members) m.name = name;
    const first = await registerTeam(t.app, p);
    const again = teamPayload();
    again.leader.name = name;
    const second = await registerTeam(t.app, again);

    const base = name.toLowerCase().replace(/ /g, '.');
    expect(first.leader.username).toBe(base);
    expect(second.leader.username).toMatch(new RegExp(`^${base.replace(/\./g, '\\.')}\\w+$`));
    const rows = await t.app.db
      .select({ username: users.username })
      .from(users)
      .where(sql`lower(${users.name}) = ${name.toLowerCase()}`);
    const usernames = rows.map((r) => r.username);
    expect(usernames).toHaveLength(4);
    expect(new Set(usernames).size).toBe(4);
    expect(usernames).toContain(second.leader.username);
  });

  it('validates every field with the spec messages', async () => {
    const p = teamPayload();
    const res = await post({
      team: { name: 'ab', problemId: 0 },
      leader: { name: 'A', email: 'not-an-email', phone: '12345', gender: 'robot' },
      members: [{ name: 'B', email: 'x@', gender: 'female' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'team.name': 'Team name must be at least 3 characters',
      'leader.name': 'Name must be at least 2 characters',
      'leader.email': 'Please enter a valid email',
      'leader.phone': 'Please enter a valid phone number',
      'leader.gender': 'Please select a gender',
      'members.0.name': 'Name must be at least 2 characters',
      'members.0.email': 'Please enter a valid email',
    });
    const none = await post({ ...p, members: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('You must add at least one team member');
  });

  it('applies the female-member rule to the members only, as the event row says', async () => {
    const p = teamPayload({ members: 2 });
    p.leader.gender = 'female';
    p.members = p.members.map((m) => ({ ...m, gender: 'male' as const }));
    const res = await post(p);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'At least one female team member is required',
      fieldErrors: { members: 'At least one female team member is required' },
    });

    await withEvent({ femaleMemberMessage: 'Bring at least one woman' }, async () => {
      expect((await post(p)).json().error).toBe('Bring at least one woman');
    });
    await withEvent({ compositionMin: 0 }, async () => {
      expect((await post(p)).statusCode).toBe(201);
    });
  });

  it('enforces the team size of the event row, the leader included', async () => {
    const five = teamPayload({ members: 4 });
    const res = await post(five);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('A team has 2 to 4 people, the leader included');
    await withEvent({ teamSizeMax: 3 }, async () => {
      expect((await post(teamPayload({ members: 3 }))).statusCode).toBe(400);
      expect((await post(teamPayload({ members: 2 }))).statusCode).toBe(201);
    });
    await withEvent({ teamSizeMin: 3 }, async () => {
      expect((await post(teamPayload({ members: 1 }))).statusCode).toBe(400);
    });
  });

  it('refuses an email used twice in the form, whatever its case, naming the field', async () => {
    const p = teamPayload({ members: 2 });
    p.members[1]!.email = p.leader.email.toUpperCase();
    const res = await post(p);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Team member 2 email is used more than once in the form',
      fieldErrors: { 'members.1.email': 'This email is used more than once in the form' },
    });
    expect(await teamsNamed(p.team.name)).toHaveLength(0);
  });

  it("asks an existing account's leader to sign in first, and a team name taken (case-insensitive), writing nothing", async () => {
    const [accountBefore] = await t.app.db.select().from(users).where(eq(users.email, 'team@example.com'));
    const leaderTaken = teamPayload();
    leaderTaken.leader.email = 'TEAM@example.com';
    const a = await post(leaderTaken);
    expect(a.statusCode).toBe(409);
    expect(a.json()).toEqual({ error: SIGN_IN_FIRST, fieldErrors: { 'leader.email': SIGN_IN_FIRST } });
    expect(SIGN_IN_FIRST).toBe(
      'Is this email registered already? Sign in first, then register your team from your account.',
    );
    const [accountAfter] = await t.app.db.select().from(users).where(eq(users.email, 'team@example.com'));
    expect(accountAfter).toEqual(accountBefore);

    const nameTaken = teamPayload();
    nameTaken.team.name = 'code CRUSADERS';
    const c = await post(nameTaken);
    expect(c.statusCode).toBe(409);
    expect(c.json()).toEqual({
      error: 'Team name is already taken',
      fieldErrors: { 'team.name': 'This team name is already taken' },
    });

    const emails = [leaderTaken, nameTaken]
      .flatMap((p) => [p.leader.email, ...p.members.map((m) => m.email)])
      .filter((e) => !/example\.com$/i.test(e));
    const stray = await t.app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) in ${emails.map((e) => e.toLowerCase())}`);
    expect(stray).toHaveLength(0);
  });

  it('enforces the registration window of the event row', async () => {
    const day = 86_400_000;
    await withEvent({ registrationOpensAt: new Date(Date.now() + day) }, async () => {
      const res = await post(teamPayload());
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/^Registration for HackVerse 2027 opens on \d{1,2} \w{3}, \d{2}:\d{2} IST$/);
      expect((await t.app.inject({ method: 'GET', url: '/api/register-team/rules' })).json().open).toBe(false);
    });
    await withEvent({ registrationClosesAt: new Date(Date.now() - day) }, async () => {
      const res = await post(teamPayload());
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/^Registration for HackVerse 2027 closed on \d{1,2} \w{3}, \d{2}:\d{2} IST$/);
    });
  });
});
