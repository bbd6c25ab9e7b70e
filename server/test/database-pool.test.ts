// The pool of started test databases (database-pool.ts): an app that takes a database an earlier app gave
// back must find it exactly as the image was, or a test would see another file's rows.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { poolCounts } from './database-pool';
import { createTestApp, onPostgres } from './helpers';

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const res = await db.execute(query);
  return res.rows[0] as T;
}

describe.skipIf(onPostgres)('reused test databases', () => {
  // The run's first app on a seed builds its image and keeps that database: the apps after it are pooled.
  beforeAll(async () => {
    await (await createTestApp()).close();
  });

  it("hand the next app the image's rows and sequences, not the last app's", async () => {
    const first = await createTestApp();
    const db = first.app.db;
    const before = await one<{ name: string; problems: number; audit: number }>(
      db,
      sql`select (select name from events order by id limit 1) as name, (select count(*)::int from problems) as problems,
        (select count(*)::int from audit_log) as audit`,
    );
    expect(before.problems).toBeGreaterThan(0);
    expect(before.audit).toBeGreaterThan(0);
    await db.execute(sql`update events set name = 'Renamed by an earlier test'`);
    await db.execute(sql`delete from problems`);
    await db.execute(sql`delete from audit_log`);
    const { id: firstId } = await one<{ id: number }>(
      db,
      sql`insert into announcements (event_id, title, message) select id, 'left behind', 'by the first app' from events order by id limit 1 returning id`,
    );
    await first.close();

    const opened = poolCounts.opened;
    const reused = poolCounts.reused;
    const second = await createTestApp();
    try {
      expect(poolCounts.reused).toBe(reused + 1);
      expect(poolCounts.opened).toBe(opened);
      const after = await one<{ name: string; problems: number; audit: number; announcements: number }>(
        second.app.db,
        sql`select (select name from events order by id limit 1) as name, (select count(*)::int from problems) as problems,
          (select count(*)::int from audit_log) as audit,
          (select count(*)::int from announcements where title = 'left behind') as announcements`,
      );
      expect(after).toEqual({ ...before, announcements: 0 });
      // The same sequence value again: ids a fresh database would hand out.
      const { id } = await one<{ id: number }>(
        second.app.db,
        sql`insert into announcements (event_id, title, message) select id, 'again', 'by the second app' from events order by id limit 1 returning id`,
      );
      expect(id).toBe(firstId);
    } finally {
      await second.close();
    }
  });

  it('close a database whose structure a test changed, and start the next app on a new one', async () => {
    const first = await createTestApp();
    await first.app.db.execute(sql`create table scratch (x int)`);
    const closed = poolCounts.closed;
    await first.close();
    expect(poolCounts.closed).toBe(closed + 1);

    const second = await createTestApp();
    try {
      const { exists } = await one<{ exists: boolean }>(
        second.app.db,
        sql`select to_regclass('public.scratch') is not null as exists`,
      );
      expect(exists).toBe(false);
    } finally {
      await second.close();
    }
  });
});
