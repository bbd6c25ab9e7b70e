// A second app instance on the same database as a test app, as a second server process would be:
// on PostgreSQL its own pool on the same database, on PGlite the same embedded database handle (PGlite
// is one process's database; the app state above it is still the instance's own).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, onPostgres, type TestApp } from './helpers';

export async function secondInstance(first: TestApp): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  if (onPostgres) {
    // Same database: createTestApp neither makes nor drops one when a URL is given.
    const second = await createTestApp({ ...first.config, databaseUrl: first.config.databaseUrl });
    return { app: second.app, close: second.close };
  }
  const app = await buildApp(first.config, { dbHandle: first.app.dbHandle });
  await app.ready();
  return { app, close: () => app.close() };
}
