// GET /api/event: the current edition's public facts (moved here from content.test.ts with the facts
// themselves), counted from that edition's rows only while an archived edition sits beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { editionFactsSchema } from '@shared/schemas/events';
import { events, problems, teamMembers, teams, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { currentEventId } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, discordUrl: 'https://discord.gg/example-invite' });
});
afterAll(() => t.close());

describe('GET /api/event', () => {
  it("answers the current edition's row with ISO dates, prizes, limits, contact and configuration discord url", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/event' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(editionFactsSchema.strict().safeParse(body).success).toBe(true);
    const [row] = await t.app.db.select().from(events).where(eq(events.state, 'current'));
    expect(body).toMatchObject({
      slug: row!.slug,
      state: 'current',
      name: row!.name,
      startsAt: row!.startsAt.toISOString(),
      submissionDeadline: row!.submissionDeadline.toISOString(),
      // The demo's 15 challenges' prizes, summed from the list.
      totalPrize: '$50,000',
      teamSizeMin: 2,
      teamSizeMax: 4,
      contactEmail: row!.contactEmail,
      city: 'Bengaluru, India',
      discordUrl: 'https://discord.gg/example-invite',
    });
    // The seed keeps the demo live: the start is about 60 days ahead (DESIGN D1).
    const days = (Date.parse(body.startsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(58);
    expect(days).toBeLessThan(62);
    expect(Date.parse(body.registrationOpensAt)).toBeLessThan(Date.now());
  });

  it("counts the current edition's teams, participants and challenges, never the archived edition's", async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/event' })).json();
    const eventId = await currentEventId(t.app);
    const ownTeams = await t.app.db.select().from(teams).where(eq(teams.eventId, eventId));
    const counted = ownTeams.filter((x) => x.status !== 'rejected');
    // Participants are people who joined (their account active), not people invited who have not.
    const members = await t.app.db
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.eventId, eventId), eq(users.status, 'active')));
    const activeProblems = await t.app.db
      .select()
      .from(problems)
      .where(and(eq(problems.active, true), eq(problems.eventId, eventId)));
    expect(body.stats).toEqual({
      teams: counted.length,
      participants: members.filter((m) => counted.some((x) => x.id === m.teamId)).length,
      challenges: activeProblems.length,
    });
    expect(body.stats.teams).toBeGreaterThan(0);
    expect(body.stats.teams).toBeLessThan(ownTeams.length); // the rejected demo team is left out
    // The archived edition has teams of its own: none of them is counted.
    const allTeams = await t.app.db.select().from(teams);
    expect(allTeams.length).toBeGreaterThan(ownTeams.length);
  });
});

// Last: building a second app blocks the event loop for a while, which under-pressure would report as
// 503 to the requests of the first app that follow.
describe('GET /api/event without configuration', () => {
  it("falls back to the edition row's discord url, then to none", async () => {
    const plain = await createTestApp({ seedDemo: false });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/event' })).json().discordUrl).toBeNull();
      await plain.app.db
        .update(events)
        .set({ discordUrl: 'https://discord.gg/from-row' })
        .where(eq(events.state, 'current'));
      expect((await plain.app.inject({ method: 'GET', url: '/api/event' })).json().discordUrl).toBe(
        'https://discord.gg/from-row',
      );
    } finally {
      await plain.close();
    }
  });
});
