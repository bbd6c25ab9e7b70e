// Applies the committed drizzle migrations at start, for either driver.
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number: instances starting together on one PostgreSQL take turns migrating. */
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the migrations of `folder` (the committed ones; a test may pass a copy that stops earlier). */
export async function runMigrations(handle: DbHandle, folder = migrationsFolder): Promise<void> {
  if (handle.pglite) {
    // A test-built handle that drives PGlite on this thread.
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  if (handle.kind === 'pglite') {
    // One process owns a PGlite directory (lock.ts), and its pool has one client: no lock to take.
    await migratePg(handle.db, { migrationsFolder: folder });
    return;
  }
  // Session-level advisory locks belong to one connection: hold it on a dedicated client.
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db, { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
