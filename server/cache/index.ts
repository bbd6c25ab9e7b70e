// The server's caches of database reads and what keeps them honest: app.dataChanges (which tables
// changed, heard from the database itself) and app.publicCache (serialised public answers).
import type { FastifyInstance } from 'fastify';
import { dataChangesFor, releaseDataChanges, type DataChanges } from './changes';
import { PublicCache } from './public-cache';

export type { DataChanges, WatchedTable } from './changes';
export type { CachedRead } from './public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    dataChanges: DataChanges;
    publicCache: PublicCache;
  }
}

export async function registerCaches(app: FastifyInstance) {
  const changes = await dataChangesFor(app.dbHandle, { databaseUrl: app.config.databaseUrl, log: app.log });
  app.decorate('dataChanges', changes);
  app.decorate('publicCache', new PublicCache(changes));
  app.addHook('onClose', async () => {
    await releaseDataChanges(app.dbHandle);
  });
}
