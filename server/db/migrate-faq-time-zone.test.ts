// The FAQ time-zone migration (drizzle/*_faq_time_zone, issue 31 "Times: one rule"): a stored FAQ that
// says "all times on this site are given in UTC" (the demo's, and every copy of it) names the zone
// through {{timeZone}} instead, in its Markdown source and its HTML alike; other pages and other words
// are left as they were. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client';
import { runMigrations } from './migrate';
import { eventPages, events } from './schema';
import { eventSeed } from './seed-event';
import { createDatabase, onPostgres } from '../test/helpers';
import { insertAsOf, migrationIndex, migrationsBefore } from '../test/migrations-before';

const OLD = 'Fully online. The organizing team is based in {{city}}; all times on this site are given in UTC.';
const NEW =
  'Fully online. The organizing team is based in {{city}}; all times on this site are given in {{timeZone}}, with your own time beside them where it differs.';
const faq = (text: string) => ({
  title: 'Frequently asked questions',
  intro: '',
  tabs: [
    {
      label: 'General',
      entries: [
        {
          id: 'general-online',
          question: 'Is the event online?',
          answer: { markdown: text, html: `<p>${text}</p>\n` },
        },
      ],
    },
  ],
});

describe('the FAQ time-zone migration', () => {
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  const pages = async () =>
    Object.fromEntries(
      (await handle.db.select().from(eventPages)).map((p) => [`${p.eventId}:${p.page}`, p.document]),
    ) as Record<string, unknown>;
  let ids: number[] = [];

  beforeAll(async () => {
    if (onPostgres) {
      const created = await createDatabase();
      drop = created.drop;
      handle = await openDb({ databaseUrl: created.url, dataDir: '' });
    } else {
      handle = await openDb({ dataDir: ':memory:' });
    }
    await runMigrations(handle, migrationsBefore(migrationIndex('faq_time_zone')));
    const rows = await insertAsOf(handle, events, [
      { ...eventSeed(), slug: 'demo', state: 'current' },
      { ...eventSeed(), slug: 'own', state: 'draft' },
    ]);
    ids = rows.map((r) => r.id);
    await insertAsOf(handle, eventPages, [
      { eventId: ids[0]!, page: 'faq', document: faq(OLD), version: 1 },
      // An organizer's own words that happen to mention UTC, and another page: untouched.
      {
        eventId: ids[1]!,
        page: 'faq',
        document: faq('Our times are in UTC; all times are shown with yours.'),
        version: 3,
      },
      {
        eventId: ids[1]!,
        page: 'terms',
        document: { intro: { markdown: OLD, html: `<p>${OLD}</p>\n` }, sections: [] },
        version: 1,
      },
    ]);
    await runMigrations(handle);
  });

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it("names the zone through {{timeZone}} in the FAQ's source and HTML, and leaves everything else", async () => {
    const after = await pages();
    expect(after[`${ids[0]}:faq`]).toEqual(faq(NEW));
    expect(after[`${ids[1]}:faq`]).toEqual(faq('Our times are in UTC; all times are shown with yours.'));
    expect(after[`${ids[1]}:terms`]).toEqual({ intro: { markdown: OLD, html: `<p>${OLD}</p>\n` }, sections: [] });
  });
});
