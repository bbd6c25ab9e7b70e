// PGlite has no autovacuum: the app vacuums and analyzes the tables that changed enough, so that after
// a registration rush the planner knows the tables' sizes and index-only scans skip the heap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../lib/sql';
import { createTestApp, type TestApp } from '../test/helpers';
import { insertManyTeams } from '../test/query-counter';
import { dueWork, maintainTables } from './pglite-maintenance';

const activity = (live: number, changes: Partial<Record<'dead' | 'inserted' | 'modified', number>>) => ({
  relname: 't',
  n_live_tup: live,
  n_dead_tup: changes.dead ?? 0,
  n_ins_since_vacuum: changes.inserted ?? 0,
  n_mod_since_analyze: changes.modified ?? 0,
});

describe('when a table is due (autovacuum defaults)', () => {
  it('vacuums after 1,000 + 20% inserted or 50 + 20% dead rows, analyzes after 50 + 10% changed', () => {
    expect(dueWork(activity(0, {}))).toBeNull();
    expect(dueWork(activity(10_000, { inserted: 3_000, modified: 900 }))).toBeNull();
    expect(dueWork(activity(10_000, { inserted: 3_001 }))).toBe('vacuum');
    expect(dueWork(activity(10_000, { dead: 2_051 }))).toBe('vacuum');
    expect(dueWork(activity(10_000, { modified: 1_051 }))).toBe('analyze');
  });
});

describe('maintainTables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('after a bulk insert, vacuums and analyzes the tables that grew, then has nothing left to do', async () => {
    await insertManyTeams(t.app.db, 3_000, 'Rush');
    // The statistics counters reach pg_stat_user_tables within about a second, each table's in its own
    // time (one CI run saw teams' and not yet users'): poll until both tables were taken care of.
    let done: Awaited<ReturnType<typeof maintainTables>> = [];
    const both = () => ['teams', 'users'].every((table) => done.some((d) => d.table === table));
    for (let i = 0; i < 50 && !both(); i++) {
      await new Promise((r) => setTimeout(r, 200));
      done = [...done, ...(await maintainTables(t.app.db))];
    }
    expect(done).toEqual(
      expect.arrayContaining([
        { table: 'teams', work: 'vacuum' },
        { table: 'users', work: 'vacuum' },
      ]),
    );
    const [teams] = await rows<{ reltuples: number; vacuumed: boolean }>(
      t.app.db,
      sql`select c.reltuples, s.last_vacuum is not null as vacuumed
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'teams'`,
    );
    expect(teams).toMatchObject({ vacuumed: true });
    expect(Number(teams!.reltuples)).toBeGreaterThanOrEqual(3_000);
    // And it settles: with the counters a second behind, one more pass may still see the rush's rows
    // (a CI run did), but the passes after it find nothing left to do on teams.
    let again: Awaited<ReturnType<typeof maintainTables>> = [];
    for (let pass = 0; pass < 10; pass++) {
      await new Promise((r) => setTimeout(r, 300));
      again = (await maintainTables(t.app.db)).filter((d) => d.table === 'teams');
      if (pass >= 3 && !again.length) break;
    }
    expect(again).toEqual([]);
  });
});
