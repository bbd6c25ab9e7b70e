// On PostgreSQL a pooled connection learns its own committed changes from the triggers' notices (no
// LISTEN, so a commit no longer wakes every pooled backend): counted before the write's caller resumes,
// only once the transaction committed, and never shown to a session that did not ask (psql).
// Runs only with TEST_DATABASE_URL (the PostgreSQL pass of the suite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, onPostgres, type TestApp } from '../test/helpers';
import { CHANGE_NOTICES_OPTION } from '../db/client';
import { ResilientPool } from '../db/pg-pool';
import { DataChanges } from './changes';

describe.skipIf(!onPostgres)('DataChanges from notices (PostgreSQL)', () => {
  let t: TestApp;
  let pool: ResilientPool;
  // No cross-instance listener here: whatever is counted came from the notices.
  const changes = new DataChanges();
  const touchEvent = 'update events set name = name';

  beforeAll(async () => {
    t = await createTestApp();
    pool = new ResilientPool({ connectionString: t.config.databaseUrl, max: 2, options: CHANGE_NOTICES_OPTION });
    pool.on('connect', (client) => changes.attachNotices(client as unknown as pg.Client));
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  it('counts a committed statement before its caller resumes, and pooled sessions do not LISTEN', async () => {
    const before = changes.stamp(['events']);
    await pool.query(touchEvent);
    expect(changes.stamp(['events'])).toBe(before + 1);
    expect(changes.stamp(['teams', 'problems'])).toBe(0);
    const { rows } = await t.app.dbHandle.pool!.query('select pg_listening_channels() as channel');
    expect(rows).toEqual([]);
  });

  it('counts a transaction once it commits, not a rolled-back one nor a failed statement', async () => {
    const client = await pool.connect();
    try {
      let stamp = changes.stamp(['events']);
      await client.query('begin');
      await client.query(touchEvent);
      await client.query(touchEvent);
      expect(changes.stamp(['events'])).toBe(stamp); // not committed yet
      await client.query('commit');
      expect(changes.stamp(['events'])).toBe(stamp + 1); // one payload per table per transaction

      stamp = changes.stamp(['events']);
      await client.query('begin');
      await client.query(touchEvent);
      await client.query('rollback');
      expect(changes.stamp(['events'])).toBe(stamp);

      // A failed transaction's COMMIT is a rollback.
      await client.query('begin');
      await client.query(touchEvent);
      await expect(client.query('select 1 / 0')).rejects.toThrow();
      await client.query('commit');
      expect(changes.stamp(['events'])).toBe(stamp);

      // A savepoint rolled back inside a committed transaction: the rest commits and counts.
      await client.query('begin');
      await client.query(touchEvent);
      await client.query('savepoint s');
      await expect(client.query('select 1 / 0')).rejects.toThrow();
      await client.query('rollback to savepoint s');
      await client.query('commit');
      expect(changes.stamp(['events'])).toBe(stamp + 1);
    } finally {
      client.release();
    }
  });

  it('sends no notice to a session that did not ask for them (an operator in psql)', async () => {
    const psql = new pg.Client({ connectionString: t.config.databaseUrl });
    await psql.connect();
    const notices: string[] = [];
    psql.on('notice', (n) => notices.push(n.message ?? ''));
    try {
      await psql.query(touchEvent);
      expect(notices).toEqual([]);
    } finally {
      await psql.end();
    }
  });
});
