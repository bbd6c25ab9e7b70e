// The server's caches of database reads and what keeps them honest: app.dataChanges (which tables
// changed, heard from the database itself) and app.publicCache (serialised public answers).
import type { FastifyInstance } from 'fastify';
import { dataChangesFor, releaseDataChanges, type DataChanges } from './changes';
import type { EarlyAnswer } from './front-answers';
import { PublicCache } from './public-cache';

export type { DataChanges, WatchedTable } from './changes';
export type { CachedRead, EarlyReply } from './public-cache';
export type { EarlyAnswer } from './front-answers';
export { registerFrontAnswers } from './front-answers';

declare module 'fastify' {
  interface FastifyInstance {
    dataChanges: DataChanges;
    publicCache: PublicCache;
    /** GET answers a feature can give before Fastify sees the request, by exact URL (front-answers.ts). */
    earlyAnswers: Map<string, EarlyAnswer>;
  }
}

/**
 * Route options of a route answered by the public cache: the cache compresses its answers once, so
 * @fastify/compress's hooks (run on every request otherwise) are left out; a GET has no body to inflate.
 */
export const CACHED_ROUTE = { compress: false, decompress: false } as const;

export async function registerCaches(app: FastifyInstance) {
  const changes = await dataChangesFor(app.dbHandle, { databaseUrl: app.config.databaseUrl, log: app.log });
  app.decorate('dataChanges', changes);
  app.decorate('publicCache', new PublicCache(changes));
  app.addHook('onClose', async () => {
    await releaseDataChanges(app.dbHandle);
  });
}
