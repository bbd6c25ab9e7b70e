// The pool keeps a connection whose statement PostgreSQL refused, and still discards one PostgreSQL
// ended. A registration rush with common names meets the unique index on usernames once per collision;
// each used to cost a new connection (a backend fork, authentication, LISTEN, the prepared statements).
// Runs only with TEST_DATABASE_URL (the PostgreSQL pass of the suite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, onPostgres, type TestApp } from '../test/helpers';
import { registerTeam, teamPayload } from '../test/fixtures';
import { ResilientPool } from './pg-pool';

const backendPid = async (pool: pg.Pool) =>
  (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

describe.skipIf(!onPostgres)('ResilientPool on PostgreSQL', () => {
  let pool: ResilientPool;
  beforeAll(() => {
    pool = new ResilientPool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  });
  afterAll(() => pool.end());

  it('keeps the connection when PostgreSQL refuses a statement', async () => {
    const before = await backendPid(pool);
    await expect(pool.query('select 1 / 0')).rejects.toMatchObject({ code: '22012', severity: 'ERROR' });
    await expect(pool.query("select 'x'::int")).rejects.toBeInstanceOf(pg.DatabaseError);
    expect(await backendPid(pool)).toBe(before);
    expect(pool.totalCount).toBe(1);
  });

  it('discards the connection when PostgreSQL ends it', async () => {
    const before = await backendPid(pool);
    // FATAL 57P01: the backend terminates itself while answering.
    await expect(pool.query('select pg_terminate_backend(pg_backend_pid())')).rejects.toBeTruthy();
    const after = await backendPid(pool);
    expect(after).not.toBe(before);
  });
});

describe.skipIf(!onPostgres)('a registration whose username is taken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is retried on the same connection: none is closed (to be opened again)', async () => {
    const pool = t.app.dbHandle.pool!;
    const first = teamPayload();
    await registerTeam(t.app, first);
    let closed = 0;
    pool.on('remove', () => closed++);

    // Same leader and member names, so both usernames are taken and the first attempt is refused.
    const second = teamPayload();
    second.leader.name = first.leader.name;
    second.members[0]!.name = first.members[0]!.name;
    const answer = await registerTeam(t.app, second);
    expect(answer.leader.username).not.toBe((await usernameOf(t, first.leader.email)) ?? '');
    expect(closed).toBe(0);
  });
});

async function usernameOf(t: TestApp, email: string): Promise<string | undefined> {
  const r = await t.app.dbHandle.pool!.query<{ username: string }>(
    'select username from users where lower(email) = lower($1)',
    [email],
  );
  return r.rows[0]?.username;
}
