// Joined is a mark of the membership, not of the account (issue 30 'Counting people per edition'): a
// person left pending in last year's team who accepts an invitation this year joins this year's team
// only. Last year's counts, its member list and its emails still see them as invited; this year's see
// them joined. Runs on the demo data, whose 'hackverse-2026' edition is archived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { teamMembers } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { createTeam, eventIdOf, FIXTURE_PASSWORD, outboxTo, type Fixture } from '../../test/fixtures';
import { joinedPeople } from '../judging/index';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const LAST_YEAR = 'hackverse-2026';
const THIS_YEAR = 'hackverse-2027';

const stats = async (slug: string) => {
  const res = await t.app.inject({ url: `/api/admin/stats?event=${slug}`, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  const s = res.json();
  return { participants: s.participants as number, invited: s.invitedParticipants as number };
};
const statusesIn = async (teamId: number, slug: string) => {
  const res = await t.app.inject({ url: `/api/teams/${teamId}/members?event=${slug}`, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json() as { email: string; status: string }[]).map((m) => [m.email, m.status]));
};

/** Last year's leader listed this person; they never accepted. This year another leader invites them. */
async function invitedAgainThisYear(): Promise<{ last: Fixture; now: Fixture; email: string; token: string }> {
  const last = await createTeam(t.app, { eventId: await eventIdOf(t.app, LAST_YEAR), status: 'approved' });
  const now = await createTeam(t.app, { status: 'approved', memberCount: 1 });
  const email = last.members[0]!.email;
  const leader = await loginAs(t.app, now.leader.email, FIXTURE_PASSWORD);
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/teams/current/invitations',
    headers: bearer(leader),
    payload: { email },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const [mail] = (await outboxTo(t.app, email)).slice(-1);
  const token = decodeURIComponent(mail!.text.match(/\/invite\/([^\s]+)/)![1]!);
  return { last, now, email, token };
}

describe('joined, per membership', () => {
  it("accepting this year's invitation joins this year's team only, in the counts and the member lists", async () => {
    const { last, now, email, token } = await invitedAgainThisYear();
    const before = { last: await stats(LAST_YEAR), now: await stats(THIS_YEAR) };
    expect((await statusesIn(last.teamId, LAST_YEAR))[email]).toBe('pending');

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${encodeURIComponent(token)}`,
      payload: { name: 'Returning Person', password: 'returning-pass-1' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // This year: one more participant (the invitation was not counted as a listed person before).
    expect(await stats(THIS_YEAR)).toEqual({ participants: before.now.participants + 1, invited: before.now.invited });
    expect((await statusesIn(now.teamId, THIS_YEAR))[email]).toBe('active');
    // Last year: unchanged, still invited and never joined.
    expect(await stats(LAST_YEAR)).toEqual(before.last);
    expect((await statusesIn(last.teamId, LAST_YEAR))[email]).toBe('pending');
    const marks = await t.app.db
      .select({ teamId: teamMembers.teamId, joined: teamMembers.joined })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, last.members[0]!.id)));
    expect(Object.fromEntries(marks.map((m) => [m.teamId, m.joined]))).toEqual({
      [last.teamId]: false,
      [now.teamId]: true,
    });
  });

  it("last year's results and feedback emails still go to the people who joined that team only", async () => {
    const { last, email, token } = await invitedAgainThisYear();
    await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${encodeURIComponent(token)}`,
      payload: { name: 'Returning Person', password: 'returning-pass-1' },
    });
    const recipients = (await joinedPeople(t.app.db, last.teamId)).map((p) => p.email);
    expect(recipients).toEqual([last.leader.email]);
    expect(recipients).not.toContain(email);
  });
});
