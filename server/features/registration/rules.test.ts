// The edition's registration rules rule what happens (issue 23 'Rules', issue 24 'Counts agree'): the
// composition rule in both scopes and with N > 1, registration closed by the organizers or by its dates
// (the server's clock), and the one definition of each count. The cap and its waitlist: waitlist.test.ts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { setClock } from '../../lib/clock';
import { bearer, loginAs } from '../../test/helpers';
import { registerTeam, teamPayload, uid } from '../../test/fixtures';
import { adminStats, decide, post, publicStats, rules, setEvent, useRulesApp } from './rules-harness';

const c = useRulesApp();

/** A payload whose people have the given genders (leader first). */
function withGenders(leader: 'male' | 'female' | 'other', members: ('male' | 'female' | 'other')[]) {
  const p = teamPayload({ members: members.length });
  p.leader.gender = leader;
  p.members = p.members.map((m, i) => ({ ...m, gender: members[i]! }));
  return p;
}

describe('composition rule', () => {
  const MSG = 'At least one female team member is required';

  it("the demo's rule: one female member, counted over the members list only (spec §5)", async () => {
    const r = await post(c, withGenders('female', ['male', 'male']));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: MSG, fieldErrors: { members: MSG } });
    expect((await post(c, withGenders('male', ['female']))).statusCode).toBe(201);
  });

  it('over the whole team, the leader counts', async () => {
    await setEvent(c, { compositionScope: 'team', femaleMemberMessage: 'At least one woman in the team' });
    expect((await post(c, withGenders('female', ['male']))).statusCode).toBe(201);
    const r = await post(c, withGenders('male', ['male', 'other']));
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('At least one woman in the team');
    expect((await rules(c)).composition).toEqual({
      min: 1,
      gender: 'female',
      scope: 'team',
      message: 'At least one woman in the team',
    });
  });

  it('at least N > 1, in either scope, and another gender', async () => {
    await setEvent(c, { compositionMin: 2, femaleMemberMessage: 'At least two female members' });
    expect((await post(c, withGenders('female', ['female', 'male']))).statusCode).toBe(400);
    expect((await post(c, withGenders('male', ['female', 'female']))).statusCode).toBe(201);
    await setEvent(c, { compositionScope: 'team' });
    expect((await post(c, withGenders('female', ['female', 'male']))).statusCode).toBe(201);
    await setEvent(c, { compositionMin: 1, compositionGender: 'other', femaleMemberMessage: 'One non-binary person' });
    expect((await post(c, withGenders('male', ['female']))).json().error).toBe('One non-binary person');
    expect((await post(c, withGenders('other', ['male']))).statusCode).toBe(201);
  });

  it('none (min 0): any team', async () => {
    await setEvent(c, { compositionMin: 0 });
    expect((await post(c, withGenders('male', ['male']))).statusCode).toBe(201);
    expect((await c.t.app.inject({ url: '/api/event' })).json().requireFemaleMember).toBe(false);
  });

  it('joining by code leaves the places the rule still needs', async () => {
    await setEvent(c, { compositionMin: 2 });
    // Registered under the one-female rule: leader, a female and a male member (3 of 4 places).
    await setEvent(c, { compositionMin: 1 });
    const p = withGenders('male', ['female', 'male']);
    const reg = await registerTeam(c.t.app, p);
    const leader = await loginAs(c.t.app, p.leader.email, reg.leader.password!);
    const code = (await c.t.app.inject({ url: '/api/teams/current', headers: bearer(leader) })).json().joinCode;
    await setEvent(c, { compositionMin: 2 });
    const account = async (gender: 'male' | 'female') => {
      const tag = uid();
      const res = await c.t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: `Free ${tag}`, email: `free.${tag}@example.org`, password: 'free-pass-123' },
      });
      const { token, user } = res.json() as { token: string; user: { id: number } };
      await c.t.app.db.update(users).set({ gender }).where(eq(users.id, user.id));
      return token;
    };
    const join = (token: string) =>
      c.t.app.inject({ method: 'POST', url: '/api/teams/join', headers: bearer(token), payload: { code } });
    const male = await join(await account('male'));
    expect(male.statusCode).toBe(409);
    expect(male.json().error).toBe(
      "The remaining places must go to people who meet the event's rule: At least one female team member is required",
    );
    expect((await join(await account('female'))).statusCode).toBe(200);
  });
});

describe('registration open or closed', () => {
  it('closed by the organizers: 409 naming it, and the rules say so for /register', async () => {
    await setEvent(c, { registrationOpen: false });
    const r = await post(c, teamPayload());
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatch(
      /^Registration for HackVerse 2027 is closed: the organizers closed it before its date \(\d{1,2} \w{3}, \d{2}:\d{2} IST\)$/,
    );
    const answer = await rules(c);
    expect(answer).toMatchObject({ open: false, status: 'closed_by_organizers' });
    expect(answer.closedMessage).toBe(r.json().error);
  });

  it("before it opens and after it closes, by the server's clock", async () => {
    setClock(new Date(c.original.registrationOpensAt.getTime() - 60_000));
    const before = await post(c, teamPayload());
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toMatch(/^Registration for HackVerse 2027 opens on \d{1,2} \w{3}, \d{2}:\d{2} IST$/);
    expect(await rules(c)).toMatchObject({ open: false, status: 'not_yet_open', closedMessage: before.json().error });

    setClock(new Date(c.original.registrationClosesAt.getTime() + 1000));
    const after = await post(c, teamPayload());
    expect(after.statusCode).toBe(409);
    const closes = c.original.registrationClosesAt;
    // The date as the edition's people read it (Asia/Kolkata, IST).
    const ist = new Date(closes.getTime() + 330 * 60_000);
    const month = ist.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    const hhmm = ist.toISOString().slice(11, 16);
    expect(after.json().error).toBe(
      `Registration for HackVerse 2027 closed on ${ist.getUTCDate()} ${month}, ${hhmm} IST`,
    );
    setClock(null);
    expect((await post(c, teamPayload())).statusCode).toBe(201);
  });
});

describe('counts agree', () => {
  it('one definition: teams = pending + approved; participants = people who joined', async () => {
    const before = await publicStats(c);
    const adminBefore = await adminStats(c);
    expect(adminBefore.totalTeams).toBe(before.teams);
    expect(adminBefore.participants).toBe(before.participants);

    // A team of three: the leader joined, the two members are invited (not joined yet).
    const p = teamPayload({ members: 2 });
    const reg = await registerTeam(c.t.app, p);
    let now = await publicStats(c);
    expect(now.teams).toBe(before.teams + 1);
    expect(now.participants).toBe(before.participants + 1);
    let admin2 = await adminStats(c);
    expect(admin2).toMatchObject({
      totalTeams: now.teams,
      participants: now.participants,
      invitedParticipants: adminBefore.invitedParticipants + 2,
      pendingTeams: adminBefore.pendingTeams + 1,
    });
    // The dashboard does not state a count that goes stale, and does not count invitees as members.
    const leader = await loginAs(c.t.app, p.leader.email, reg.leader.password!);
    const team = (await c.t.app.inject({ url: '/api/teams/current', headers: bearer(leader) })).json();
    expect(team.description).toBe(`${p.team.name} is a team of 1 person, with 2 more invited who have not joined yet.`);

    // Approved: the spec's admin card counts people who joined approved teams.
    expect((await decide(c, reg.team.id, 'approve')).statusCode).toBe(200);
    admin2 = await adminStats(c);
    expect(admin2.totalParticipants).toBe(adminBefore.totalParticipants + 1);
    // Rejected: neither the team nor its people count any more, on either side.
    expect((await decide(c, (await registerTeam(c.t.app, teamPayload())).team.id, 'reject')).statusCode).toBe(200);
    now = await publicStats(c);
    admin2 = await adminStats(c);
    expect(now.teams).toBe(before.teams + 1);
    expect(admin2.totalTeams).toBe(now.teams);
    expect(admin2.participants).toBe(now.participants);
    expect(admin2.rejectedTeams).toBe(adminBefore.rejectedTeams + 1);
  });
});
