// An organizer's member changes (issue 24): add a participant by email, remove a member, move a member
// to another team of the same edition; each with the edition's size rule (2 to 4 in the demo edition),
// its composition rule (a female member), the audit log and emails to the people concerned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MEMBER_MOVE_MESSAGES } from '@shared/schemas/team-members-admin';
import { teamMembers } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { auditRows, createTeam, eventIdOf, outboxTo } from '../../test/fixtures';
import { signUpAlone } from '../../test/find-team';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const call = (method: 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const add = (teamId: number, email: string) => call('POST', `/api/teams/${teamId}/members`, { email });
const remove = (teamId: number, userId: number) => call('DELETE', `/api/teams/${teamId}/members/${userId}`);
const move = (from: number, userId: number, to: number) =>
  call('POST', `/api/teams/${from}/members/${userId}/move`, { teamId: to });

async function teamOf(userId: number) {
  const rows = await t.app.db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  return rows.map((r) => r.teamId);
}
const subjects = async (email: string) => (await outboxTo(t.app, email)).map((m) => m.subject);

describe('adding a person to a team', () => {
  it('adds a participant account by email; the person and the leader are told; audited', async () => {
    const team = await createTeam(t.app, { memberCount: 1 });
    const solo = await signUpAlone(t.app, 'Solo Sam');
    const res = await add(team.teamId, `  ${solo.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: solo.id,
      name: 'Solo Sam',
      fromTeamId: null,
      toTeamId: team.teamId,
      emailed: 2,
    });
    expect(await teamOf(solo.id)).toEqual([team.teamId]);
    expect(await subjects(solo.email)).toContain(`You were added to ${team.name}`);
    expect(await subjects(team.leader.email)).toContain(`Solo Sam was added to ${team.name}`);
    expect((await auditRows(t.app, `team:${team.teamId}`)).at(-1)).toMatchObject({
      action: 'team.admin_add_member',
      data: { userId: solo.id },
    });
  });

  it('refuses a full team, someone already in a team, an unknown email and an organizer', async () => {
    const full = await createTeam(t.app, { memberCount: 3 });
    const solo = await signUpAlone(t.app);
    const res = await add(full.teamId, solo.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This team is full (4/4)');
    expect(await teamOf(solo.id)).toEqual([]);

    const other = await createTeam(t.app, { memberCount: 1 });
    const taken = await add(other.teamId, full.members[0]!.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Already in another team');

    const unknown = await add(other.teamId, 'nobody-here@example.org');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MEMBER_MOVE_MESSAGES.noAccount);
    const organizer = await add(other.teamId, 'admin@example.com');
    expect(organizer.statusCode).toBe(409);
    expect(organizer.json().error).toBe(MEMBER_MOVE_MESSAGES.notParticipant);

    const badEmail = await add(other.teamId, 'not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fieldErrors).toHaveProperty('email');
  });
});

describe('removing a member', () => {
  it('removes a member; the person and the leader are told; audited', async () => {
    const team = await createTeam(t.app, { memberCount: 2 });
    const male = team.members[1]!;
    const res = await remove(team.teamId, male.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: male.id, fromTeamId: team.teamId, toTeamId: null, emailed: 2 });
    expect(await teamOf(male.id)).toEqual([]);
    expect(await subjects(male.email)).toContain(`You were removed from ${team.name}`);
    expect((await auditRows(t.app, `team:${team.teamId}`)).at(-1)).toMatchObject({
      action: 'team.admin_remove_member',
    });
  });

  it('never the leader, never below the minimum size, never breaking the team rule', async () => {
    const team = await createTeam(t.app, { memberCount: 2 });
    const leader = await remove(team.teamId, team.leader.id);
    expect(leader.statusCode).toBe(409);
    expect(leader.json().error).toBe(MEMBER_MOVE_MESSAGES.leader);
    // Members 1 is the team's only female member: the demo edition requires one.
    const rule = await remove(team.teamId, team.members[0]!.id);
    expect(rule.statusCode).toBe(409);
    expect(rule.json().error).toMatch(new RegExp(`^${team.name} would no longer meet the team rule: `));
    expect(await teamOf(team.members[0]!.id)).toEqual([team.teamId]);

    const small = await createTeam(t.app, { memberCount: 1 });
    const min = await remove(small.teamId, small.members[0]!.id);
    expect(min.statusCode).toBe(409);
    expect(min.json().error).toBe(`${small.name} would have 1 members, fewer than this edition's minimum of 2`);

    const stranger = await remove(small.teamId, team.members[1]!.id);
    expect(stranger.statusCode).toBe(404);
  });
});

describe('moving a member to another team', () => {
  it('moves; the person and both leaders are told; both teams audited', async () => {
    const from = await createTeam(t.app, { memberCount: 2 });
    const to = await createTeam(t.app, { memberCount: 1 });
    const mover = from.members[1]!;
    const res = await move(from.teamId, mover.id, to.teamId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: mover.id, fromTeamId: from.teamId, toTeamId: to.teamId, emailed: 3 });
    expect(await teamOf(mover.id)).toEqual([to.teamId]);
    expect(await subjects(mover.email)).toContain(`You were moved to ${to.name}`);
    expect(await subjects(from.leader.email)).toContain(`${from.name} Person 2 moved to another team`);
    expect(await subjects(to.leader.email)).toContain(`${from.name} Person 2 joined ${to.name}`);
    for (const team of [from, to])
      expect((await auditRows(t.app, `team:${team.teamId}`)).at(-1)).toMatchObject({
        action: 'team.admin_move_member',
        data: { userId: mover.id, fromTeamId: from.teamId, toTeamId: to.teamId },
      });
  });

  it('refuses a full team (the member stays where they were), the leader, the same team, another edition', async () => {
    const from = await createTeam(t.app, { memberCount: 2 });
    const full = await createTeam(t.app, { memberCount: 3 });
    const mover = from.members[1]!;
    const res = await move(from.teamId, mover.id, full.teamId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This team is full (4/4)');
    const [still] = await t.app.db
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, mover.id), eq(teamMembers.teamId, from.teamId)));
    expect(still).toBeDefined();

    expect((await move(from.teamId, from.leader.id, full.teamId)).json().error).toBe(MEMBER_MOVE_MESSAGES.leader);
    const same = await move(from.teamId, mover.id, from.teamId);
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toBe(MEMBER_MOVE_MESSAGES.sameTeam);

    const archived = await createTeam(t.app, { memberCount: 1, eventId: await eventIdOf(t.app, 'hackverse-2026') });
    const elsewhere = await move(from.teamId, mover.id, archived.teamId);
    expect(elsewhere.statusCode).toBe(404);
    expect(await teamOf(mover.id)).toEqual([from.teamId]);
  });

  it('is for organizers only', async () => {
    const team = await createTeam(t.app, { memberCount: 2 });
    const leader = await loginAs(t.app, team.leader.email, 'fixture-pass-123');
    const res = await call('DELETE', `/api/teams/${team.teamId}/members/${team.members[1]!.id}`, undefined, leader);
    expect(res.statusCode).toBe(403);
  });
});
