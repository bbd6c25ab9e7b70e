// Issue 31, "Messages that are true": the approval email said "You can now submit your project" months
// before submissions opened, and went to people listed at registration who had never joined. It now says
// when submissions open (or that they are open, and until when), in the edition's zone with its
// abbreviation, and goes to the leader and the members who joined.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { events, outboxEmails, teamMembers } from '../../db/schema';
import { freezeClock, setClock } from '../../lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { createTeam, currentEventId } from '../../test/fixtures';

let t: TestApp;
let admin: string;

// Berlin in summer (CEST, UTC+2): submissions open 1 Jun 2027, 10:00 and close 3 Jun, 18:00.
const OPENS = new Date('2027-06-01T08:00:00Z');
const DEADLINE = new Date('2027-06-03T16:00:00Z');
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  await t.app.db
    .update(events)
    .set({
      timeZone: 'Europe/Berlin',
      registrationOpensAt: new Date(OPENS.getTime() - 90 * DAY),
      registrationClosesAt: new Date(OPENS.getTime() - DAY),
      startsAt: OPENS,
      submissionOpensAt: null,
      endsAt: DEADLINE,
      submissionDeadline: DEADLINE,
      graceMinutes: 0,
      phaseOverride: null,
      winnersPublishedAt: null,
    })
    .where(eq(events.id, await currentEventId(t.app)));
});
afterEach(() => setClock(null));
afterAll(() => t.close());

/** A pending team: its leader, one member who accepted the invitation, one who never did. */
async function teamWithAnInvitee() {
  const fx = await createTeam(t.app, { status: 'pending', memberCount: 2 });
  const [joinedMember, invitee] = fx.members as [(typeof fx.members)[0], (typeof fx.members)[0]];
  await t.app.db
    .update(teamMembers)
    .set({ joined: true })
    .where(and(eq(teamMembers.teamId, fx.teamId), eq(teamMembers.userId, joinedMember.id)));
  return { fx, joinedMember, invitee };
}

async function approve(teamId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/approve`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
}

const approvalMails = (teamName: string) =>
  t.app.db
    .select({ to: outboxEmails.to, text: outboxEmails.text })
    .from(outboxEmails)
    .where(like(outboxEmails.subject, `Your team ${teamName} is approved`))
    .orderBy(outboxEmails.id);

describe('the approval email', () => {
  it('months before submissions open, says when they open in the edition zone, to joined members only', async () => {
    freezeClock(new Date(OPENS.getTime() - 60 * DAY));
    const { fx, joinedMember, invitee } = await teamWithAnInvitee();
    await approve(fx.teamId);

    const mails = await approvalMails(fx.name);
    expect(mails.map((m) => m.to).sort()).toEqual([fx.leader.email, joinedMember.email].sort());
    expect(mails.map((m) => m.to)).not.toContain(invitee.email);
    for (const mail of mails) {
      expect(mail.text).toContain(
        'Submissions open on 1 Jun, 10:00 CEST and close on 3 Jun, 18:00 CEST: you will submit your project from the team dashboard.',
      );
      expect(mail.text).not.toMatch(/can now submit|open now/i);
      expect(mail.text).not.toContain('UTC');
    }
  });

  it('while submissions are open, says so and until when', async () => {
    freezeClock(new Date(OPENS.getTime() + DAY));
    const { fx } = await teamWithAnInvitee();
    await approve(fx.teamId);

    const [mail] = await approvalMails(fx.name);
    expect(mail?.text).toContain(
      'Submissions are open now, until 3 Jun, 18:00 CEST: submit your project from the team dashboard.',
    );
  });

  it('after the deadline, says that it has passed rather than inviting a submission', async () => {
    freezeClock(new Date(DEADLINE.getTime() + DAY));
    const { fx } = await teamWithAnInvitee();
    await approve(fx.teamId);

    const [mail] = await approvalMails(fx.name);
    expect(mail?.text).toContain('The submission deadline (3 Jun, 18:00 CEST) has passed.');
    expect(mail?.text).not.toContain('submit your project');
  });
});
