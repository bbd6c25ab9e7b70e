// The server's caches of database reads and what keeps them honest: app.dataChanges (which tables
// changed, heard from the database itself) and app.publicCache (serialised public answers).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataChangesFor, releaseDataChanges, type DataChanges } from './changes';
import { PublicCache } from './public-cache';

export type { DataChanges, WatchedTable } from './changes';
export type { CachedRead } from './public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    dataChanges: DataChanges;
    publicCache: PublicCache;
    /** GET answers a feature can give before the other hooks, by exact URL (registerEarlyAnswers). */
    earlyAnswers: Map<string, EarlyAnswer>;
  }
}

/**
 * Answers the request (reply.send) and returns true, or returns false to let it go the normal way. It
 * runs before cookie parsing, the pressure check, the scope guards and validation, so it may only
 * answer what those would have let through with the same answer.
 */
export type EarlyAnswer = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Route options of a route answered by the public cache: the cache compresses its answers once, so
 * @fastify/compress's hooks (run on every request otherwise) are left out; a GET has no body to inflate.
 */
export const CACHED_ROUTE = { compress: false, decompress: false } as const;

/**
 * Repeated GETs of public cached URLs (PublicCache.answerEarly) and the features' early answers
 * (app.earlyAnswers) are answered before the other hooks. Registered right after the security headers,
 * before every other onRequest hook, and before the features, which add to app.earlyAnswers.
 */
export function registerEarlyAnswers(app: FastifyInstance) {
  const answers = new Map<string, EarlyAnswer>();
  app.decorate('earlyAnswers', answers);
  app.addHook('onRequest', (request, reply, done) => {
    if (app.publicCache.answerEarly(request, reply)) return;
    if (request.method === 'GET' && answers.get(request.url)?.(request, reply)) return;
    done();
  });
}

export async function registerCaches(app: FastifyInstance) {
  const changes = await dataChangesFor(app.dbHandle, { databaseUrl: app.config.databaseUrl, log: app.log });
  app.decorate('dataChanges', changes);
  app.decorate('publicCache', new PublicCache(changes));
  app.addHook('onClose', async () => {
    await releaseDataChanges(app.dbHandle);
  });
}
