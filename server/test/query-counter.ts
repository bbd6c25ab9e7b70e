// A database handle that counts the SQL statements it runs: the 10,000-team test and benchmark prove
// with it that a listing page is one query. Test and benchmark code only.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { CHANGE_NOTICES_OPTION, type Db, type DbHandle } from '../db/client';
import * as schema from '../db/schema';

export class QueryCounter implements Logger {
  queries: string[] = [];
  logQuery(query: string) {
    this.queries.push(query);
  }
  /** Runs `fn` and returns the statements it issued. */
  async during(fn: () => Promise<unknown>): Promise<string[]> {
    const start = this.queries.length;
    await fn();
    return this.queries.slice(start);
  }
}

/** In-memory PGlite, or a fresh database on the PostgreSQL server of `postgresUrl` (dropped on close). */
export async function openCountingDb(postgresUrl?: string): Promise<{ handle: DbHandle; counter: QueryCounter }> {
  const counter = new QueryCounter();
  if (!postgresUrl) {
    const pglite = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite(pglite, { schema, logger: counter }) as unknown as Db;
    return { counter, handle: { db, kind: 'pglite', pglite, close: () => pglite.close() } };
  }
  const base = new URL(postgresUrl);
  const name = `q_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: base.toString() });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  await adminClient.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  // Its own writes are told to the app's change tracker as the server's pool tells them (list totals and
  // caches trust it).
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5, options: CHANGE_NOTICES_OPTION });
  // close() drops the database with (force): a connection still closing is terminated (57P01), and a
  // pool 'error' without a listener is an unhandled error that fails the whole run.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, logger: counter });
  return {
    counter,
    handle: {
      db,
      kind: 'postgres',
      pool,
      close: async () => {
        await pool.end();
        const c = new pg.Client({ connectionString: base.toString() });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    },
  };
}

/**
 * Adds `count` teams of two people each (a leader and a member) to the current edition with set-based
 * SQL: fast enough to build 10,000 teams in a test.
 */
export async function insertManyTeams(db: Db, count: number, prefix = 'Scale'): Promise<void> {
  const p = prefix.toLowerCase();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`
      insert into teams (event_id, name, status, join_code, created_at, updated_at)
      select (select id from events where state = 'current'), '${prefix} Team ' || g, (array['pending','approved','rejected'])[1 + g % 3], '${prefix.toUpperCase()}' || lpad(g::text, 9, '0'),
        now() - g * interval '1 minute', now()
      from generate_series(1, ${count}) g`),
    );
    await tx.execute(
      sql.raw(`
      insert into users (name, email, username, role, status)
      select '${prefix} Person ' || g, '${p}' || g || '@${p}.test', '${p}' || g, 'team', 'active'
      from generate_series(1, ${count * 2}) g`),
    );
    // As the embedded database's maintenance pass would within a minute of them (db/pglite-maintenance.ts):
    // the memberships' foreign-key checks below are then planned for 10,000 teams, not for the demo's five.
    await tx.execute(sql`analyze teams`);
    await tx.execute(sql`analyze users`);
    await tx.execute(
      sql.raw(`
      with tt as (select id, event_id, row_number() over (order by id) as rn from teams where name like '${prefix} Team %'),
           uu as (select id, row_number() over (order by id) as rn from users where email like '%@${p}.test')
      insert into team_members (team_id, event_id, user_id, role)
      select tt.id, tt.event_id, uu.id, case when uu.rn % 2 = 1 then 'leader' else 'member' end
      from uu join tt on tt.rn = (uu.rn + 1) / 2`),
    );
  });
}
