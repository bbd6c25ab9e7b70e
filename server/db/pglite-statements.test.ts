// Named statements on PGlite's session (pglite-statements.ts): a parameterised statement is parsed once
// and reused, the session keeps at most STATEMENTS_KEPT of them, and a table changed under a kept
// statement does not break the next run of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThreadHandle } from './pglite-thread';
import { STATEMENTS_KEPT } from './pglite-statements';

let db: PgliteThreadHandle;
beforeAll(async () => {
  db = await startPgliteThread(undefined);
});
afterAll(() => db.close());

const kept = async () =>
  Number((await db.pool.query('select count(*)::int as n from pg_prepared_statements')).rows[0].n);

describe('named statements on PGlite', () => {
  it('parses a parameterised statement once; plain statements stay unnamed', async () => {
    const before = await kept();
    for (let i = 0; i < 5; i++) {
      const r = await db.pool.query('select $1::int + 1 as n', [i]);
      expect(r.rows[0].n).toBe(i + 1);
    }
    await db.pool.query('select 1');
    expect(await kept()).toBe(before + 1);
  });

  it(`keeps at most ${STATEMENTS_KEPT}, the least recently used going first`, async () => {
    for (let i = 0; i < STATEMENTS_KEPT + 30; i++) await db.pool.query(`select $1::int + ${i} as n`, [1]);
    expect(await kept()).toBe(STATEMENTS_KEPT);
    // The most recent still answers, and one evicted long ago is parsed again.
    expect((await db.pool.query(`select $1::int + ${STATEMENTS_KEPT + 29} as n`, [1])).rows[0].n).toBe(
      STATEMENTS_KEPT + 30,
    );
    expect((await db.pool.query('select $1::int + 0 as n', [5])).rows[0].n).toBe(5);
    expect(await kept()).toBe(STATEMENTS_KEPT);
  });

  it('a table whose columns changed under a kept statement still answers it, in a transaction too', async () => {
    await db.pool.query('create table gadgets (id int primary key, name text)');
    await db.pool.query('insert into gadgets values (1, $1)', ['lamp']);
    const read = () => db.pool.query('select * from gadgets where id = $1', [1]);
    expect((await read()).rows[0]).toEqual({ id: 1, name: 'lamp' });
    await db.pool.query('alter table gadgets add column colour text');
    expect((await read()).rows[0]).toEqual({ id: 1, name: 'lamp', colour: null });
    const client = await db.pool.connect();
    try {
      await client.query('alter table gadgets drop column colour');
      const r = await client.query('select * from gadgets where id = $1', [1]);
      expect(r.rows[0]).toEqual({ id: 1, name: 'lamp' });
    } finally {
      client.release();
    }
  });
});
