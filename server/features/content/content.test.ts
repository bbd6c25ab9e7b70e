// GET /api/news: the current edition's ticker. (The edition's facts, GET /api/event, are tested with the
// events feature: server/features/events/facts.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { announcements, events } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { currentEventId, eventIdOf } from '../../test/fixtures';
import { eventNews } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

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
    const eventId = await currentEventId(t.app);
    const past = await eventIdOf(t.app, 'hackverse-2026');
    await t.app.db.insert(announcements).values([
      // Another edition's public announcement is never the current edition's news.
      { eventId: past, title: 'Last year news', message: 'From the archive.', audience: 'everyone' },
      {
        eventId,
        title: 'Mentor hours',
        message: 'Mentors are online from 6 pm.',
        audience: 'everyone',
        createdAt: new Date(Date.now() - 60_000),
      },
      { eventId, title: 'Approved teams only', message: 'Secret room link.', audience: 'approved' },
      { eventId, title: 'Keynote moved', message: 'The keynote starts at 4 pm.', audience: 'everyone' },
    ]);
    const items = (await t.app.inject({ method: 'GET', url: '/api/news' })).json().items as Array<{
      kind: string;
      title: string;
    }>;
    expect(items.map((i) => i.title)).toEqual(['Keynote moved', 'Mentor hours']);
    expect(items.every((i) => i.kind === 'announcement')).toBe(true);
  });

  it('says the event has ended once every milestone is past', async () => {
    const [row] = await t.app.db.select().from(events).where(eq(events.state, 'current'));
    const items = eventNews(row!, new Date(row!.winnersAnnouncedAt.getTime() + 1000));
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe(`${row!.name} has ended`);
  });
});
