// Find a team: join requests and invitations, decided on the dashboard or by the email link, admitted
// under the team's lock (capacity and the event's rule hold under concurrency), withdrawn, blocked and
// rate-limited per person; the people concerned hear about it over /ws.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxEmails, teamMembers } from '../../db/schema';
import { createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { api, openListing, putProfile, signUpAlone, teamWithLeader, type Solo } from '../../test/find-team';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, findTeamRequestsPerHour: 3 });
  call = api(t.app);
});
afterAll(() => t.close());

const lastMailTo = async (email: string) =>
  (
    await t.app.db
      .select()
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.to}) = ${email.toLowerCase()}`)
      .orderBy(sql`${outboxEmails.id} desc`)
      .limit(1)
  )[0];
const linkToken = (text: string) => text.match(/\/teams\/requests\/([\w-]+)/)![1]!;
const teamOf = async (userId: number) =>
  (await t.app.db.select().from(teamMembers).where(eq(teamMembers.userId, userId)))[0]?.teamId ?? null;

async function soloOnBoard(over: Parameters<typeof putProfile>[2] = {}): Promise<Solo> {
  const solo = await signUpAlone(t.app);
  await putProfile(t.app, solo.token, over);
  return solo;
}

async function askToJoin(solo: Solo, teamId: number) {
  const res = await call('POST', '/api/find-team/requests', solo.token, { kind: 'join', teamId, message: 'Hi!' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

describe('join requests', () => {
  it('a person asks, the leader gets an email and a dashboard entry, accepts, and the person is in the team', async () => {
    const team = await teamWithLeader(t.app);
    await openListing(t.app, team.token);
    const solo = await soloOnBoard();
    const publish = vi.spyOn(t.app.live, 'publish');
    const req = await askToJoin(solo, team.teamId);
    expect(publish).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'find-team', users: expect.arrayContaining([solo.id]) }),
    );
    const mail = await lastMailTo(team.leaderEmail);
    expect(mail!.subject).toBe(`${solo.name} asks to join ${team.payload.team.name}`);
    expect(mail!.text).toContain('Their message: "Hi!"');

    const list = (await call('GET', '/api/find-team/requests', team.token)).json().items;
    expect(list[0]).toMatchObject({
      id: req.id,
      kind: 'join',
      status: 'pending',
      userName: solo.name,
      canDecide: true,
    });
    // The person who asked cannot accept their own request.
    expect(
      (await call('POST', `/api/find-team/requests/${req.id}/decision`, solo.token, { decision: 'accept' })).statusCode,
    ).toBe(404);

    const res = await call('POST', `/api/find-team/requests/${req.id}/decision`, team.token, { decision: 'accept' });
    expect(res.statusCode).toBe(200);
    expect(await teamOf(solo.id)).toBe(team.teamId);
    expect((await lastMailTo(solo.email))!.subject).toBe(`${solo.name} joined ${team.payload.team.name}`);
    publish.mockRestore();
  });

  it('a person in a team leaves the board, and their other open requests end', async () => {
    const a = await teamWithLeader(t.app);
    const b = await teamWithLeader(t.app);
    await openListing(t.app, a.token);
    await openListing(t.app, b.token);
    const solo = await soloOnBoard();
    const ra = await askToJoin(solo, a.teamId);
    const rb = await askToJoin(solo, b.teamId);
    await call('POST', `/api/find-team/requests/${ra.id}/decision`, a.token, { decision: 'accept' });
    const people = (await call('GET', '/api/find-team/board', b.token)).json().people as { userId: number }[];
    expect(people.map((p) => p.userId)).not.toContain(solo.id);
    const res = await call('POST', `/api/find-team/requests/${rb.id}/decision`, b.token, { decision: 'accept' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This request was already withdrawn');
  });

  it('the email link decides without signing in; a used link says so', async () => {
    const team = await teamWithLeader(t.app);
    await openListing(t.app, team.token);
    const solo = await soloOnBoard();
    await askToJoin(solo, team.teamId);
    const token = linkToken((await lastMailTo(team.leaderEmail))!.text);
    expect((await call('GET', `/api/find-team/requests/by-token/${token}`)).json()).toMatchObject({
      kind: 'join',
      status: 'pending',
      userName: solo.name,
    });
    expect(
      (await call('POST', `/api/find-team/requests/by-token/${token}`, undefined, { decision: 'decline' })).json(),
    ).toMatchObject({ status: 'declined' });
    expect(await teamOf(solo.id)).toBeNull();
    const again = await call('POST', `/api/find-team/requests/by-token/${token}`, undefined, { decision: 'accept' });
    expect(again.statusCode).toBe(409);
  });

  it('a closed listing takes no requests; one open request per pair; the asker can withdraw', async () => {
    const team = await teamWithLeader(t.app);
    const solo = await soloOnBoard();
    expect(
      (await call('POST', '/api/find-team/requests', solo.token, { kind: 'join', teamId: team.teamId })).statusCode,
    ).toBe(409);
    await openListing(t.app, team.token);
    const req = await askToJoin(solo, team.teamId);
    const dup = await call('POST', '/api/find-team/requests', solo.token, { kind: 'join', teamId: team.teamId });
    expect(dup.json().error).toBe('There is already an open request between you and this team');
    expect((await call('POST', `/api/find-team/requests/${req.id}/withdraw`, team.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/find-team/requests/${req.id}/withdraw`, solo.token)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/find-team/requests/${req.id}/decision`, team.token, { decision: 'accept' })).statusCode,
    ).toBe(409);
  });
});

describe('invitations from the board', () => {
  it('the leader invites, the person accepts on the dashboard; the leader can withdraw another', async () => {
    const team = await teamWithLeader(t.app);
    const solo = await soloOnBoard();
    const other = await soloOnBoard();
    const inv = await call('POST', '/api/find-team/requests', team.token, { kind: 'invite', userId: solo.id });
    expect(inv.statusCode).toBe(201);
    expect((await lastMailTo(solo.email))!.subject).toBe(`${team.payload.team.name} invites you to join`);
    const mine = (await call('GET', '/api/find-team/requests', solo.token)).json().items;
    expect(mine[0]).toMatchObject({ kind: 'invite', canDecide: true, canWithdraw: false });
    const inv2 = (
      await call('POST', '/api/find-team/requests', team.token, { kind: 'invite', userId: other.id })
    ).json();
    expect((await call('POST', `/api/find-team/requests/${inv2.id}/withdraw`, team.token)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/find-team/requests/${inv2.id}/decision`, other.token, { decision: 'accept' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/find-team/requests/${inv.json().id}/decision`, solo.token, { decision: 'accept' }))
        .statusCode,
    ).toBe(200);
    expect(await teamOf(solo.id)).toBe(team.teamId);
  });

  it('a hidden profile cannot be invited, and only the leader invites', async () => {
    const team = await teamWithLeader(t.app);
    const hidden = await soloOnBoard({ visible: false });
    expect(
      (await call('POST', '/api/find-team/requests', team.token, { kind: 'invite', userId: hidden.id })).statusCode,
    ).toBe(404);
    const member = await loginAs(t.app, 'priya@example.com', 'member12345');
    const solo = await soloOnBoard();
    expect(
      (await call('POST', '/api/find-team/requests', member, { kind: 'invite', userId: solo.id })).statusCode,
    ).toBe(403);
  });
});

describe('capacity and the event rule under concurrency', () => {
  it('accepting many requests at once never fills more than the free places', async () => {
    const team = await teamWithLeader(t.app); // 2 people: 2 free places of 4
    await openListing(t.app, team.token);
    const solos = await Promise.all(Array.from({ length: 5 }, () => soloOnBoard()));
    const reqs = [];
    for (const s of solos) reqs.push(await askToJoin(s, team.teamId));
    const results = await Promise.all(
      reqs.map((r) => call('POST', `/api/find-team/requests/${r.id}/decision`, team.token, { decision: 'accept' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const [row] = await t.app.db
      .execute(sql`select count(*)::int as n from team_members where team_id = ${team.teamId}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(row!.n).toBe(4);
  });

  it('one person invited by two teams and accepting both at once ends up in exactly one', async () => {
    const a = await teamWithLeader(t.app);
    const b = await teamWithLeader(t.app);
    const solo = await soloOnBoard();
    const ia = (await call('POST', '/api/find-team/requests', a.token, { kind: 'invite', userId: solo.id })).json();
    const ib = (await call('POST', '/api/find-team/requests', b.token, { kind: 'invite', userId: solo.id })).json();
    const results = await Promise.all(
      [ia, ib].map((r) => call('POST', `/api/find-team/requests/${r.id}/decision`, solo.token, { decision: 'accept' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect([a.teamId, b.teamId]).toContain(await teamOf(solo.id));
  });

  it("the last place cannot go to someone with whom the team could never meet the event's rule", async () => {
    const team = await teamWithLeader(t.app, 2); // leader, a woman, a man
    await openListing(t.app, team.token);
    const members = (await call('GET', '/api/teams/current', team.token)).json().members as {
      id: number;
      email: string;
    }[];
    const woman = members.find((m) => m.email === team.payload.members[0]!.email)!;
    await call('DELETE', `/api/teams/current/members/${woman.id}`, team.token); // now 2, rule not met
    const man1 = await soloOnBoard({ gender: 'male' });
    const man2 = await soloOnBoard({ gender: 'other' });
    const woman2 = await soloOnBoard({ gender: 'female' });
    const r1 = await askToJoin(man1, team.teamId);
    expect(
      (await call('POST', `/api/find-team/requests/${r1.id}/decision`, team.token, { decision: 'accept' })).statusCode,
    ).toBe(200);
    const r2 = await askToJoin(man2, team.teamId);
    const refused = await call('POST', `/api/find-team/requests/${r2.id}/decision`, team.token, { decision: 'accept' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/event's rule: At least one female team member is required/);
    const r3 = await askToJoin(woman2, team.teamId);
    expect(
      (await call('POST', `/api/find-team/requests/${r3.id}/decision`, team.token, { decision: 'accept' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/find-team/board', team.token)).json().composition).toMatchObject({
      memberCount: 4,
      valid: true,
    });
  });
});

describe('abuse', () => {
  it('a block hides both sides from each other, ends open requests and refuses new ones', async () => {
    const team = await teamWithLeader(t.app);
    await openListing(t.app, team.token);
    const solo = await soloOnBoard();
    const req = await askToJoin(solo, team.teamId);
    expect((await call('POST', '/api/find-team/blocks', team.token, { userId: solo.id })).statusCode).toBe(200);
    const teamsSeen = (await call('GET', '/api/find-team/board', solo.token)).json().teams as { teamId: number }[];
    expect(teamsSeen.map((x) => x.teamId)).not.toContain(team.teamId);
    const peopleSeen = (await call('GET', '/api/find-team/board', team.token)).json().people as { userId: number }[];
    expect(peopleSeen.map((p) => p.userId)).not.toContain(solo.id);
    expect(
      (await call('POST', `/api/find-team/requests/${req.id}/decision`, team.token, { decision: 'accept' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/find-team/requests', solo.token, { kind: 'join', teamId: team.teamId })).statusCode,
    ).toBe(403);
    const blocks = (await call('GET', '/api/find-team/blocks', team.token)).json().items;
    expect(blocks).toEqual([{ id: expect.any(Number), label: solo.name, kind: 'person' }]);
    await call('DELETE', `/api/find-team/blocks/${blocks[0].id}`, team.token);
    expect(
      (await call('POST', '/api/find-team/requests', solo.token, { kind: 'join', teamId: team.teamId })).statusCode,
    ).toBe(201);
  });

  it('a person blocks a team: the team cannot invite them', async () => {
    const team = await teamWithLeader(t.app);
    const solo = await soloOnBoard();
    await call('POST', '/api/find-team/blocks', solo.token, { teamId: team.teamId });
    expect(
      (await call('POST', '/api/find-team/requests', team.token, { kind: 'invite', userId: solo.id })).statusCode,
    ).toBe(403);
  });

  it('requests are rate-limited per person, with Retry-After', async () => {
    const solo = await soloOnBoard();
    const teams = [];
    for (let i = 0; i < 4; i++) {
      const team = await teamWithLeader(t.app);
      await openListing(t.app, team.token);
      teams.push(team);
    }
    for (const team of teams.slice(0, 3)) await askToJoin(solo, team.teamId);
    const res = await call('POST', '/api/find-team/requests', solo.token, { kind: 'join', teamId: teams[3]!.teamId });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another person is not affected.
    await askToJoin(await soloOnBoard(), teams[3]!.teamId);
  });
});
