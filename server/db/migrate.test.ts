// Several instances starting at once on one fresh PostgreSQL must not race on the migrations.
import { describe, expect, it } from 'vitest';
import { openDb } from './client';
import { runMigrations } from './migrate';
import { createTestApp, onPostgres } from '../test/helpers';

describe.skipIf(!onPostgres)('migrations on PostgreSQL', () => {
  it('three instances migrating the same fresh database at once all succeed', async () => {
    // createTestApp makes a fresh database and migrates it; migrate it three more times concurrently,
    // then from scratch: drop the schema and let three handles race.
    const t = await createTestApp();
    try {
      const handles = await Promise.all(
        [0, 1, 2].map(() => openDb({ databaseUrl: t.config.databaseUrl, dataDir: '' })),
      );
      try {
        await handles[0]!.pool!.query(
          'drop schema public cascade; create schema public; drop schema if exists drizzle cascade',
        );
        await Promise.all(handles.map((h) => runMigrations(h)));
        const { rows } = await handles[0]!.pool!.query(
          "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'teams'",
        );
        expect(rows[0].n).toBe(1);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
      }
    } finally {
      await t.close();
    }
  });
});
