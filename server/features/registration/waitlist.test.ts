// The edition's cap on teams and its waitlist (issue 23 'Rules'): past the cap a team waits with its
// number; a place freed by a rejection, or by organizers raising the cap, promotes the next in order with
// an email; places freeing or taken at once never hand one place to two teams.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { bearer } from '../../test/helpers';
import { outboxTo, registerTeam, teamPayload, teamStatus } from '../../test/fixtures';
import { decide, placed, publicStats, rules, setEvent, useRulesApp } from './rules-harness';

const c = useRulesApp();

describe('cap on teams and the waitlist', () => {
  it('past the cap a team is waitlisted and told its number; a rejection promotes the next, with an email', async () => {
    await setEvent(c, { teamCap: (await placed(c)) + 1 });
    expect(await rules(c)).toMatchObject({ placesLeft: 1, waitlisted: 0 });
    const statsBefore = await publicStats(c);

    const a = await registerTeam(c.t.app, teamPayload());
    expect(a.team).toEqual({ id: a.team.id, name: a.team.name, status: 'pending' });
    const pb = teamPayload();
    const b = await registerTeam(c.t.app, pb);
    expect(b.team).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(b.message).toBe(
      "Your team has been registered and is number 1 on the waitlist: the event has reached its cap on teams. We'll email you when a place frees.",
    );
    const [mail] = await outboxTo(c.t.app, pb.leader.email);
    expect(mail!.subject).toBe(`Your team ${pb.team.name} is on the waitlist`);
    expect(mail!.text).toContain('is number 1 on the waitlist');
    const third = await registerTeam(c.t.app, teamPayload());
    expect(third.team).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    expect(await rules(c)).toMatchObject({ placesLeft: 0, waitlisted: 2 });
    // Waitlisted teams are not counted as teams, nor their people as participants.
    const statsAfter = await publicStats(c);
    expect(statsAfter.teams).toBe(statsBefore.teams + 1);
    expect(statsAfter.participants).toBe(statsBefore.participants + 1);

    // Not approved past the cap: the organizers are told why.
    const approve = await decide(c, b.team.id, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toMatch(
      /^This team is number 1 on the waitlist: it can be approved once a place frees/,
    );
    // The admin list filters them.
    const list = await c.t.app.inject({ url: '/api/teams?status=waitlisted', headers: bearer(c.admin) });
    expect(
      list
        .json()
        .items.map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([b.team.id, third.team.id].sort());

    const reject = await decide(c, a.team.id, 'reject');
    expect(reject.statusCode).toBe(200);
    expect(await teamStatus(c.t.app, b.team.id)).toBe('pending');
    expect(await teamStatus(c.t.app, third.team.id)).toBe('waitlisted');
    const mails = await outboxTo(c.t.app, pb.leader.email);
    const promoted = mails.find((m) => m.subject === `A place freed up: ${pb.team.name} is off the waitlist`);
    expect(promoted).toBeDefined();
    expect(promoted!.text).toContain('awaiting approval');
    // Only people who joined are told: the invited member is not.
    expect((await outboxTo(c.t.app, pb.members[0]!.email)).some((m) => m.subject.startsWith('A place freed up'))).toBe(
      false,
    );
    const audit = await c.t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `team:${b.team.id}`));
    expect(audit.map((r) => r.action)).toContain('team.promote');
    expect(await rules(c)).toMatchObject({ placesLeft: 0, waitlisted: 1 });
    // Rejecting a waitlisted team takes it off the waitlist, promoting nobody.
    expect((await decide(c, third.team.id, 'reject')).statusCode).toBe(200);
    expect(await rules(c)).toMatchObject({ placesLeft: 0, waitlisted: 0 });
  });

  it('two places freeing at once promote two different teams, each once', async () => {
    await setEvent(c, { teamCap: (await placed(c)) + 2 });
    const p1 = await registerTeam(c.t.app, teamPayload());
    const p2 = await registerTeam(c.t.app, teamPayload());
    const waiting = [];
    for (let i = 0; i < 3; i++) waiting.push((await registerTeam(c.t.app, teamPayload())).team);
    expect(waiting.map((w) => w.waitlistPosition)).toEqual([1, 2, 3]);

    const answers = await Promise.all([decide(c, p1.team.id, 'reject'), decide(c, p2.team.id, 'reject')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await teamStatus(c.t.app, waiting[0]!.id)).toBe('pending');
    expect(await teamStatus(c.t.app, waiting[1]!.id)).toBe('pending');
    expect(await teamStatus(c.t.app, waiting[2]!.id)).toBe('waitlisted');
    for (const w of waiting.slice(0, 2)) {
      const rows = await c.t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `team:${w.id}`), eq(auditLog.action, 'team.promote')));
      expect(rows).toHaveLength(1);
    }
    expect(await placed(c)).toBe((await rules(c)).teamCap);
  });

  it('organizers raising the cap in the Event tab promote the waitlist in order, with the email', async () => {
    await setEvent(c, { teamCap: await placed(c) });
    const waiting = [];
    for (let i = 0; i < 3; i++) {
      const p = teamPayload();
      waiting.push({ ...(await registerTeam(c.t.app, p)).team, leader: p.leader.email });
    }
    expect(waiting.map((w) => w.status)).toEqual(['waitlisted', 'waitlisted', 'waitlisted']);
    const patch = async (teamCap: number | null) => {
      const facts = (await c.t.app.inject({ url: `/api/events/${c.original.slug}`, headers: bearer(c.admin) })).json();
      return c.t.app.inject({
        method: 'PATCH',
        url: `/api/admin/events/${c.original.slug}`,
        headers: bearer(c.admin),
        payload: { teamCap, version: facts.version },
      });
    };
    // Two more places: the two oldest waiting teams, told by email; the third keeps waiting, now first.
    expect((await patch((await placed(c)) + 2)).statusCode).toBe(200);
    expect(await teamStatus(c.t.app, waiting[0]!.id)).toBe('pending');
    expect(await teamStatus(c.t.app, waiting[1]!.id)).toBe('pending');
    expect(await teamStatus(c.t.app, waiting[2]!.id)).toBe('waitlisted');
    const told = await outboxTo(c.t.app, waiting[0]!.leader);
    expect(told.map((m) => m.subject)).toContain(`A place freed up: ${waiting[0]!.name} is off the waitlist`);
    expect((await rules(c)).waitlisted).toBe(1);
    // Lifting the cap: nobody waits any more.
    expect((await patch(null)).statusCode).toBe(200);
    expect(await teamStatus(c.t.app, waiting[2]!.id)).toBe('pending');
    const promotions = await c.t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.promote'), eq(auditLog.target, `team:${waiting[2]!.id}`)));
    expect(promotions).toHaveLength(1);
  });

  it('registrations racing for the last place: one takes it, the others wait in order', async () => {
    await setEvent(c, { teamCap: (await placed(c)) + 1 });
    expect((await rules(c)).waitlisted).toBe(0);
    const answers = await Promise.all([0, 1, 2].map(() => registerTeam(c.t.app, teamPayload())));
    expect(answers.filter((a) => a.team.status === 'pending')).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.team.status === 'waitlisted')
        .map((a) => a.team.waitlistPosition)
        .sort(),
    ).toEqual([1, 2]);
    expect(await placed(c)).toBe((await rules(c)).teamCap);
  });
});
