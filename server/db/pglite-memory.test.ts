// The embedded database's memory settings (docs/decisions/0016-embedded-memory.md): PGlite's shared memory
// is carved from its WebAssembly heap, all of it resident from the start, so it is sized for one session and
// a small buffer pool, on a new data directory as on an in-memory database.
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from './client';
import { onPostgres } from '../test/helpers';

async function settings(handle: DbHandle) {
  const { rows } = await handle.db.execute<{ buffers: string; connections: string; shared: string }>(sql`
    select current_setting('shared_buffers') as buffers, current_setting('max_connections') as connections,
      (select sum(allocated_size) from pg_shmem_allocations)::text as shared`);
  const row = rows[0]!;
  return { buffers: row.buffers, connections: row.connections, sharedMiB: Number(row.shared) / 2 ** 20 };
}

describe.skipIf(onPostgres)('embedded database memory', () => {
  const opened: DbHandle[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((h) => h.close()));
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps shared memory small in memory: 16 MB of buffers for one session, not 146 MB for 100', async () => {
    const handle = await openDb({ dataDir: ':memory:' });
    opened.push(handle);
    const s = await settings(handle);
    expect(s).toMatchObject({ buffers: '16MB', connections: '4' });
    expect(s.sharedMiB).toBeLessThan(24);
    // PGlite's start (initdb included, for an in-memory database) is slow on a busy machine.
  }, 120_000);

  it('creates a new data directory and runs it with the same settings, before and after a reopen', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-memory-'));
    dirs.push(dir);
    const first = await openDb({ dataDir: dir });
    expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(await settings(first)).toMatchObject({ buffers: '16MB', connections: '4' });
    await first.close();
    const second = await openDb({ dataDir: dir });
    opened.push(second);
    expect(await settings(second)).toMatchObject({ buffers: '16MB', connections: '4' });
    // A new directory is created by a process of its own (pglite-init.js): a slow start on a busy machine.
  }, 120_000);
});
