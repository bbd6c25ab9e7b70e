// The edition's registration rules rule what happens (issue 23 'Rules', issue 24 'Counts agree'): the
// composition rule in both scopes and with N > 1, registration closed by the organizers or by its dates
// (the server's clock), the cap on teams with its waitlist and the promotion when a place frees, and the
// one definition of each count.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, events, teams, users } from '../../db/schema';
import { setClock } from '../../lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { currentEventId, outboxTo, registerTeam, teamPayload, teamStatus, uid } from '../../test/fixtures';

let t: TestApp;
let admin: string;
let eventId: number;
let original: typeof events.$inferSelect;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  eventId = await currentEventId(t.app);
  [original] = (await t.app.db.select().from(events).where(eq(events.id, eventId))) as [typeof events.$inferSelect];
});
afterAll(() => t.close());
afterEach(async () => {
  setClock(null);
  // Teams left waiting by a test would be promoted by the next test's rejection (no cap then): gone.
  await t.app.db
    .update(teams)
    .set({ status: 'rejected' })
    .where(and(eq(teams.eventId, eventId), eq(teams.status, 'waitlisted')));
  const { id: _id, ...rest } = original;
  await t.app.db.update(events).set(rest).where(eq(events.id, eventId));
  await settle();
});

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register-team', payload });
const rules = async () => (await t.app.inject({ url: '/api/register-team/rules' })).json();
const publicStats = async () => (await t.app.inject({ url: '/api/event' })).json().stats;
const adminStats = async () => (await t.app.inject({ url: '/api/admin/stats', headers: bearer(admin) })).json();
const decide = (id: number, action: 'approve' | 'reject') =>
  t.app.inject({ method: 'POST', url: `/api/teams/${id}/${action}`, headers: bearer(admin) });

/** The directory keeps the current edition in memory; its change notice refreshes it. */
async function settle() {
  for (let i = 0; i < 50; i++) {
    const row = await t.app.editions.current();
    const [db] = await t.app.db.select().from(events).where(eq(events.id, eventId));
    if (
      row &&
      db &&
      row.version === db.version &&
      row.teamCap === db.teamCap &&
      row.registrationOpen === db.registrationOpen &&
      row.compositionMin === db.compositionMin &&
      row.compositionScope === db.compositionScope
    )
      return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function setEvent(patch: Partial<typeof events.$inferInsert>) {
  await t.app.db.update(events).set(patch).where(eq(events.id, eventId));
  await settle();
}

async function placed() {
  const [r] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), sql`${teams.status} in ('pending', 'approved')`));
  return Number(r!.n);
}

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
    const r = await post(withGenders('female', ['male', 'male']));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: MSG, fieldErrors: { members: MSG } });
    expect((await post(withGenders('male', ['female']))).statusCode).toBe(201);
  });

  it('over the whole team, the leader counts', async () => {
    await setEvent({ compositionScope: 'team', femaleMemberMessage: 'At least one woman in the team' });
    expect((await post(withGenders('female', ['male']))).statusCode).toBe(201);
    const r = await post(withGenders('male', ['male', 'other']));
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('At least one woman in the team');
    expect((await rules()).composition).toEqual({
      min: 1,
      gender: 'female',
      scope: 'team',
      message: 'At least one woman in the team',
    });
  });

  it('at least N > 1, in either scope, and another gender', async () => {
    await setEvent({ compositionMin: 2, femaleMemberMessage: 'At least two female members' });
    expect((await post(withGenders('female', ['female', 'male']))).statusCode).toBe(400);
    expect((await post(withGenders('male', ['female', 'female']))).statusCode).toBe(201);
    await setEvent({ compositionScope: 'team' });
    expect((await post(withGenders('female', ['female', 'male']))).statusCode).toBe(201);
    await setEvent({ compositionMin: 1, compositionGender: 'other', femaleMemberMessage: 'One non-binary person' });
    expect((await post(withGenders('male', ['female']))).json().error).toBe('One non-binary person');
    expect((await post(withGenders('other', ['male']))).statusCode).toBe(201);
  });

  it('none (min 0): any team', async () => {
    await setEvent({ compositionMin: 0 });
    expect((await post(withGenders('male', ['male']))).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/event' })).json().requireFemaleMember).toBe(false);
  });

  it('joining by code leaves the places the rule still needs', async () => {
    await setEvent({ compositionMin: 2 });
    // Registered under the one-female rule: leader, a female and a male member (3 of 4 places).
    await setEvent({ compositionMin: 1 });
    const p = withGenders('male', ['female', 'male']);
    const reg = await registerTeam(t.app, p);
    const leader = await loginAs(t.app, p.leader.email, reg.leader.password!);
    const code = (await t.app.inject({ url: '/api/teams/current', headers: bearer(leader) })).json().joinCode;
    await setEvent({ compositionMin: 2 });
    const account = async (gender: 'male' | 'female') => {
      const tag = uid();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: `Free ${tag}`, email: `free.${tag}@example.org`, password: 'free-pass-123' },
      });
      const { token, user } = res.json() as { token: string; user: { id: number } };
      await t.app.db.update(users).set({ gender }).where(eq(users.id, user.id));
      return token;
    };
    const join = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/teams/join', headers: bearer(token), payload: { code } });
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
    await setEvent({ registrationOpen: false });
    const r = await post(teamPayload());
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatch(
      /^Registration for HackVerse 2027 is closed: the organizers closed it before its date \(\d{1,2} \w{3}, \d{2}:\d{2} IST\)$/,
    );
    const answer = await rules();
    expect(answer).toMatchObject({ open: false, status: 'closed_by_organizers' });
    expect(answer.closedMessage).toBe(r.json().error);
  });

  it("before it opens and after it closes, by the server's clock", async () => {
    setClock(new Date(original.registrationOpensAt.getTime() - 60_000));
    const before = await post(teamPayload());
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toMatch(/^Registration for HackVerse 2027 opens on \d{1,2} \w{3}, \d{2}:\d{2} IST$/);
    expect(await rules()).toMatchObject({ open: false, status: 'not_yet_open', closedMessage: before.json().error });

    setClock(new Date(original.registrationClosesAt.getTime() + 1000));
    const after = await post(teamPayload());
    expect(after.statusCode).toBe(409);
    const closes = original.registrationClosesAt;
    // The date as the edition's people read it (Asia/Kolkata, IST).
    const ist = new Date(closes.getTime() + 330 * 60_000);
    const month = ist.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    const hhmm = ist.toISOString().slice(11, 16);
    expect(after.json().error).toBe(
      `Registration for HackVerse 2027 closed on ${ist.getUTCDate()} ${month}, ${hhmm} IST`,
    );
    setClock(null);
    expect((await post(teamPayload())).statusCode).toBe(201);
  });
});

describe('cap on teams and the waitlist', () => {
  it('past the cap a team is waitlisted and told its number; a rejection promotes the next, with an email', async () => {
    await setEvent({ teamCap: (await placed()) + 1 });
    expect(await rules()).toMatchObject({ placesLeft: 1, waitlisted: 0 });
    const statsBefore = await publicStats();

    const a = await registerTeam(t.app, teamPayload());
    expect(a.team).toEqual({ id: a.team.id, name: a.team.name, status: 'pending' });
    const pb = teamPayload();
    const b = await registerTeam(t.app, pb);
    expect(b.team).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(b.message).toBe(
      "Your team has been registered and is number 1 on the waitlist: the event has reached its cap on teams. We'll email you when a place frees.",
    );
    const [mail] = await outboxTo(t.app, pb.leader.email);
    expect(mail!.subject).toBe(`Your team ${pb.team.name} is on the waitlist`);
    expect(mail!.text).toContain('is number 1 on the waitlist');
    const c = await registerTeam(t.app, teamPayload());
    expect(c.team).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    expect(await rules()).toMatchObject({ placesLeft: 0, waitlisted: 2 });
    // Waitlisted teams are not counted as teams, nor their people as participants.
    const statsAfter = await publicStats();
    expect(statsAfter.teams).toBe(statsBefore.teams + 1);
    expect(statsAfter.participants).toBe(statsBefore.participants + 1);

    // Not approved past the cap: the organizers are told why.
    const approve = await decide(b.team.id, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toMatch(
      /^This team is number 1 on the waitlist: it can be approved once a place frees/,
    );
    // The admin list filters them.
    const list = await t.app.inject({ url: '/api/teams?status=waitlisted', headers: bearer(admin) });
    expect(
      list
        .json()
        .items.map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([b.team.id, c.team.id].sort());

    const reject = await decide(a.team.id, 'reject');
    expect(reject.statusCode).toBe(200);
    expect(await teamStatus(t.app, b.team.id)).toBe('pending');
    expect(await teamStatus(t.app, c.team.id)).toBe('waitlisted');
    const mails = await outboxTo(t.app, pb.leader.email);
    const promoted = mails.find((m) => m.subject === `A place freed up: ${pb.team.name} is off the waitlist`);
    expect(promoted).toBeDefined();
    expect(promoted!.text).toContain('awaiting approval');
    // Only people who joined are told: the invited member is not.
    expect((await outboxTo(t.app, pb.members[0]!.email)).some((m) => m.subject.startsWith('A place freed up'))).toBe(
      false,
    );
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `team:${b.team.id}`));
    expect(audit.map((r) => r.action)).toContain('team.promote');
    expect(await rules()).toMatchObject({ placesLeft: 0, waitlisted: 1 });
    // Rejecting a waitlisted team takes it off the waitlist, promoting nobody.
    expect((await decide(c.team.id, 'reject')).statusCode).toBe(200);
    expect(await rules()).toMatchObject({ placesLeft: 0, waitlisted: 0 });
  });

  it('two places freeing at once promote two different teams, each once', async () => {
    await setEvent({ teamCap: (await placed()) + 2 });
    const p1 = await registerTeam(t.app, teamPayload());
    const p2 = await registerTeam(t.app, teamPayload());
    const waiting = [];
    for (let i = 0; i < 3; i++) waiting.push((await registerTeam(t.app, teamPayload())).team);
    expect(waiting.map((w) => w.waitlistPosition)).toEqual([1, 2, 3]);

    const answers = await Promise.all([decide(p1.team.id, 'reject'), decide(p2.team.id, 'reject')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await teamStatus(t.app, waiting[0]!.id)).toBe('pending');
    expect(await teamStatus(t.app, waiting[1]!.id)).toBe('pending');
    expect(await teamStatus(t.app, waiting[2]!.id)).toBe('waitlisted');
    for (const w of waiting.slice(0, 2)) {
      const rows = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `team:${w.id}`), eq(auditLog.action, 'team.promote')));
      expect(rows).toHaveLength(1);
    }
    expect(await placed()).toBe((await rules()).teamCap);
  });

  it('registrations racing for the last place: one takes it, the others wait in order', async () => {
    await setEvent({ teamCap: (await placed()) + 1 });
    expect((await rules()).waitlisted).toBe(0);
    const answers = await Promise.all([0, 1, 2].map(() => registerTeam(t.app, teamPayload())));
    expect(answers.filter((a) => a.team.status === 'pending')).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.team.status === 'waitlisted')
        .map((a) => a.team.waitlistPosition)
        .sort(),
    ).toEqual([1, 2]);
    expect(await placed()).toBe((await rules()).teamCap);
  });
});

describe('counts agree', () => {
  it('one definition: teams = pending + approved; participants = people who joined', async () => {
    const before = await publicStats();
    const adminBefore = await adminStats();
    expect(adminBefore.totalTeams).toBe(before.teams);
    expect(adminBefore.participants).toBe(before.participants);

    // A team of three: the leader joined, the two members are invited (not joined yet).
    const p = teamPayload({ members: 2 });
    const reg = await registerTeam(t.app, p);
    let now = await publicStats();
    expect(now.teams).toBe(before.teams + 1);
    expect(now.participants).toBe(before.participants + 1);
    let admin2 = await adminStats();
    expect(admin2).toMatchObject({
      totalTeams: now.teams,
      participants: now.participants,
      invitedParticipants: adminBefore.invitedParticipants + 2,
      pendingTeams: adminBefore.pendingTeams + 1,
    });
    // The dashboard does not state a count that goes stale, and does not count invitees as members.
    const leader = await loginAs(t.app, p.leader.email, reg.leader.password!);
    const team = (await t.app.inject({ url: '/api/teams/current', headers: bearer(leader) })).json();
    expect(team.description).toBe(`${p.team.name} is a team of 1 person, with 2 more invited who have not joined yet.`);

    // Approved: the spec's admin card counts people who joined approved teams.
    expect((await decide(reg.team.id, 'approve')).statusCode).toBe(200);
    admin2 = await adminStats();
    expect(admin2.totalParticipants).toBe(adminBefore.totalParticipants + 1);
    // Rejected: neither the team nor its people count any more, on either side.
    expect((await decide((await registerTeam(t.app, teamPayload())).team.id, 'reject')).statusCode).toBe(200);
    now = await publicStats();
    admin2 = await adminStats();
    expect(now.teams).toBe(before.teams + 1);
    expect(admin2.totalTeams).toBe(now.teams);
    expect(admin2.participants).toBe(now.participants);
    expect(admin2.rejectedTeams).toBe(adminBefore.rejectedTeams + 1);
  });
});
