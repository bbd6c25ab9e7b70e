// Opens the database: embedded PGlite by default, PostgreSQL when a URL is given. Both speak the same
// SQL, so one drizzle schema and one migrations folder serve both.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirLock } from './lock';
import { PG_CONNECT_TIMEOUT_MS } from './pg-health';
import { ResilientPool } from './pg-pool';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database itself: services accept either so callers choose the boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw clients, for LISTEN/NOTIFY (live channel). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export async function openDb(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new ResilientPool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // A server that does not answer (a failover in progress, a dropped route) fails a request within
      // seconds (503) instead of queueing it forever; keepalive notices dead sockets of idle clients.
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const db = drizzlePg(pool, { schema });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (opts.dataDir === ':memory:') {
    const pglite = new PGlite();
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    return { db, kind: 'pglite', pglite, close: () => pglite.close() };
  }
  const release = acquireDirLock(opts.dataDir);
  try {
    const pglite = new PGlite(path.join(opts.dataDir, 'pglite'));
    await pglite.waitReady;
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
