import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publicEventSchema } from '@shared/schemas/content';
import { announcements, event, problems, teamMembers, teams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { eventNews } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, discordUrl: 'https://discord.gg/example-invite' });
});
afterAll(() => t.close());

describe('GET /api/event', () => {
  it('answers the event row with ISO dates, prizes, limits, contact and configuration discord url', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/event' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(publicEventSchema.strict().safeParse(body).success).toBe(true);
    const [row] = await t.app.db.select().from(event);
    expect(body).toMatchObject({
      name: row!.name,
      startsAt: row!.startsAt.toISOString(),
      submissionDeadline: row!.submissionDeadline.toISOString(),
      totalPrize: row!.totalPrize,
      grandPrize: row!.grandPrize,
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

  it('counts teams, participants and challenges from the database', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/event' })).json();
    const allTeams = await t.app.db.select().from(teams);
    const counted = allTeams.filter((x) => x.status !== 'rejected');
    const members = await t.app.db.select().from(teamMembers);
    const activeProblems = await t.app.db.select().from(problems).where(eq(problems.active, true));
    expect(body.stats).toEqual({
      teams: counted.length,
      participants: members.filter((m) => counted.some((x) => x.id === m.teamId)).length,
      challenges: activeProblems.length,
    });
    expect(body.stats.teams).toBeGreaterThan(0);
    expect(body.stats.teams).toBeLessThan(allTeams.length); // the rejected demo team is left out
  });
});

describe('GET /api/news', () => {
  it('answers the upcoming event milestones while there is no public announcement', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/news' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ kind: string; title: string; date: string }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.kind === 'event')).toBe(true);
    expect(items.map((i) => i.title)).toContain('Hacking begins');
    expect(items.map((i) => i.title)).not.toContain('Registration opens'); // already past in the demo
    for (const i of items) expect(Date.parse(i.date)).toBeGreaterThan(Date.now());
  });

  it('answers the latest announcements to everyone, newest first, and never the team-only ones', async () => {
    await t.app.db.insert(announcements).values([
      {
        title: 'Mentor hours',
        message: 'Mentors are online from 6 pm.',
        audience: 'everyone',
        createdAt: new Date(Date.now() - 60_000),
      },
      { title: 'Approved teams only', message: 'Secret room link.', audience: 'approved' },
      { title: 'Keynote moved', message: 'The keynote starts at 4 pm.', audience: 'everyone' },
    ]);
    const items = (await t.app.inject({ method: 'GET', url: '/api/news' })).json().items as Array<{
      kind: string;
      title: string;
    }>;
    expect(items.map((i) => i.title)).toEqual(['Keynote moved', 'Mentor hours']);
    expect(items.every((i) => i.kind === 'announcement')).toBe(true);
  });

  it('says the event has ended once every milestone is past', async () => {
    const [row] = await t.app.db.select().from(event);
    const items = eventNews(row!, new Date(row!.winnersAnnouncedAt.getTime() + 1000));
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe(`${row!.name} has ended`);
  });
});

// Last: building a second app blocks the event loop for a while, which under-pressure would report as
// 503 to the requests of the first app that follow.
describe('GET /api/event without configuration', () => {
  it('falls back to the event row discord url, then to none', async () => {
    const plain = await createTestApp({ seedDemo: false });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/event' })).json().discordUrl).toBeNull();
      await plain.app.db.update(event).set({ discordUrl: 'https://discord.gg/from-row' });
      expect((await plain.app.inject({ method: 'GET', url: '/api/event' })).json().discordUrl).toBe(
        'https://discord.gg/from-row',
      );
    } finally {
      await plain.close();
    }
  });
});
