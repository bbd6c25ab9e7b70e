// Opens the database: embedded PGlite by default, PostgreSQL when a URL is given. Both speak the same
// SQL, so one drizzle schema and one migrations folder serve both.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirLock } from './lock';
import { PG_CONNECT_TIMEOUT_MS } from './pg-health';
import { ResilientPool } from './pg-pool';
import { startPgliteMaintenance } from './pglite-maintenance';
import { startPgliteThread, type PgliteThreadHandle } from './pglite-thread';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database itself: services accept either so callers choose the boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool, for LISTEN/NOTIFY (live channel) and session-level locks. */
  pool?: pg.Pool;
  /**
   * The node-postgres pool the drizzle instance runs on, on both kinds (PGlite's reaches its thread):
   * its connections hear the data-change notifications (server/cache/changes.ts).
   */
  driverPool?: pg.Pool;
  /**
   * A PGlite driven on the calling thread (drizzle-orm/pglite): only handles built by test code have
   * one; openDb runs PGlite on a worker thread instead.
   */
  pglite?: PGlite;
  /** PGlite on its thread: writes the database to a file that `openDb({ image })` starts from (tests). */
  dump?(file: string): Promise<void>;
  /**
   * In-memory PGlite only (tests): ends this handle (its session and maintenance, not the database) and
   * returns a new one on the same started database (server/test/database-pool.ts).
   */
  renew?(): Promise<DbHandle>;
  close(): Promise<void>;
}

/** Asks the data-change triggers to tell the session its own changes as notices (server/cache/changes.ts). */
export const CHANGE_NOTICES_OPTION = '-c hackathon.change_notices=on';

export async function openDb(opts: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * Tests only, with dataDir ':memory:': start from this dumped database (server/test/database-images.ts)
   * instead of an empty one.
   */
  image?: string;
  poolSize?: number;
  /** drizzle's query logger: benchmarks count the statements a page issues on the server's own setup. */
  logger?: Logger;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new ResilientPool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // A server that does not answer (a failover in progress, a dropped route) fails a request within
      // seconds (503) instead of queueing it forever; keepalive notices dead sockets of idle clients.
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      options: CHANGE_NOTICES_OPTION,
    });
    const db = drizzlePg(pool, { schema, logger: opts.logger });
    return { db, kind: 'postgres', pool, driverPool: pool, close: () => pool.end() };
  }
  if (opts.dataDir === ':memory:') return openPglite(undefined, opts.logger, undefined, opts.image);
  const release = acquireDirLock(opts.dataDir);
  try {
    return await openPglite(path.join(opts.dataDir, 'pglite'), opts.logger, release);
  } catch (err) {
    release();
    throw err;
  }
}

/** PGlite on its own thread (pglite-thread.ts), behind the same node-postgres driver as PostgreSQL. */
async function openPglite(
  dir: string | undefined,
  logger?: Logger,
  release?: () => void,
  image?: string,
): Promise<DbHandle> {
  return pgliteHandle(await startPgliteThread(dir, { image }), dir, logger, release);
}

function pgliteHandle(
  thread: PgliteThreadHandle,
  dir: string | undefined,
  logger?: Logger,
  release?: () => void,
): DbHandle {
  const db = drizzlePg(thread.pool, { schema, logger });
  // No autovacuum in PGlite: the app vacuums and analyzes what changed (pglite-maintenance.ts).
  const maintenance = startPgliteMaintenance(db);
  return {
    db,
    kind: 'pglite',
    driverPool: thread.pool,
    dump: (file) => thread.dump(file),
    ...(dir
      ? {}
      : {
          renew: async () => {
            await maintenance.stop();
            return pgliteHandle(await thread.reopen(), dir, logger);
          },
        }),
    close: async () => {
      try {
        await maintenance.stop();
        await thread.close();
      } finally {
        release?.();
      }
    },
  };
}
