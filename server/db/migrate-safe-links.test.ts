// The safe-links migration (drizzle/*_safe_organizer_links, issue 30 "One URL rule"): stored organizer
// links the shared URL rule refuses are cleared (the edition's Discord link) or dropped (a challenge's
// resource entries), each old value kept in the audit log; good links stay as they were. The export,
// which checks what it writes, then works. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client';
import { runMigrations } from './migrate';
import { events, problems } from './schema';
import { eventSeed } from './seed-event';
import { createDatabase, onPostgres } from '../test/helpers';
import { insertAsOf, migrationIndex, migrationsBefore } from '../test/migrations-before';

const BAD = 'https://github.com/a/b" onmouseover="alert(1)';
const GOOD = 'https://discord.gg/hackverse';

describe('the safe-links migration on stored organizer links', () => {
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  const q = async (text: string) => (await handle.driverPool!.query(text)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    if (onPostgres) {
      const created = await createDatabase();
      drop = created.drop;
      handle = await openDb({ databaseUrl: created.url, dataDir: '' });
    } else {
      handle = await openDb({ dataDir: ':memory:' });
    }
    await runMigrations(handle, migrationsBefore(migrationIndex('safe_organizer_links')));
    const base = eventSeed();
    const [bad] = await insertAsOf(handle, events, [{ ...base, slug: 'bad-links', state: 'current', discordUrl: BAD }]);
    await insertAsOf(handle, events, [{ ...base, slug: 'good-links', state: 'draft', discordUrl: GOOD }]);
    const challenge = { title: 'T', category: 'ai' as const, description: 'd', longDescription: 'l', difficulty: 3 };
    await insertAsOf(handle, problems, [
      {
        ...challenge,
        eventId: bad!.id,
        slug: 'mixed',
        prize: '$1',
        resources: [
          { name: 'Docs', url: 'https://example.com/docs' },
          { name: 'Trap', url: 'https://example.com/x"><script>alert(1)</script>' },
          { name: 'Long', url: `https://example.com/${'a'.repeat(600)}` },
          { name: 'Guide', url: 'https://example.com/guide?x=1' },
        ],
      },
      { ...challenge, eventId: bad!.id, slug: 'clean', prize: '$1', resources: [{ name: 'A', url: GOOD }] },
    ]);
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('clears a Discord link the rule refuses and keeps a good one', async () => {
    expect(await q(`select slug, discord_url from events order by slug`)).toEqual([
      { slug: 'bad-links', discord_url: null },
      { slug: 'good-links', discord_url: GOOD },
    ]);
  });

  it("drops a challenge's bad resource entries, keeping the others in their order", async () => {
    const rows = await q(`select slug, resources from problems order by slug`);
    expect(rows).toEqual([
      { slug: 'clean', resources: [{ name: 'A', url: GOOD }] },
      {
        slug: 'mixed',
        resources: [
          { name: 'Docs', url: 'https://example.com/docs' },
          { name: 'Guide', url: 'https://example.com/guide?x=1' },
        ],
      },
    ]);
  });

  it('keeps every removed value in the audit log, and only those', async () => {
    const audit = await q(`select action, target, data from audit_log order by id`);
    expect(audit).toEqual([
      { action: 'event.link_cleared', target: 'event:bad-links', data: { field: 'discordUrl', value: BAD } },
      {
        action: 'problem.link_cleared',
        target: expect.stringMatching(/^problem:\d+$/),
        data: {
          field: 'resources',
          removed: [
            { name: 'Trap', url: 'https://example.com/x"><script>alert(1)</script>' },
            { name: 'Long', url: `https://example.com/${'a'.repeat(600)}` },
          ],
        },
      },
    ]);
  });
});
