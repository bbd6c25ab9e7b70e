// buildApp(config): the whole Fastify application. The process entry (index.ts) and every test use it.
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import { openDb, type Db, type DbHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { DATABASE_RETRY_AFTER_SECONDS, describeDatabaseFailure } from './db/pg-health';
import { seed } from './db/seed';
import { registerErrorHandler } from './plugins/errors';
import { registerAuth } from './plugins/auth';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerInputGuard } from './plugins/input-guard';
import { registerFeatures } from './features/index';
import { registerTestClock } from './lib/test-clock-route';
import { registerEditions } from './features/events/index';
import { MailWorker, registerMailKick } from './features/mail/index';
import { PinWorker } from './features/submissions/index';
import { databaseRateLimitStore } from './lib/throttle';
import { loggerOptions } from './lib/log-redaction';
import { lazyChildLogger } from './lib/lazy-child-logger';
import { sizeHashGate } from './lib/hash-gate';
import { requestIdOf } from './lib/request-id';
import { registerClient } from './static';
import { registerCaches, registerFrontAnswers } from './cache/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbHandle: DbHandle;
    mail: MailWorker;
    /** The repository pin job (issue 33). */
    pins: PinWorker;
  }
}

export interface BuildOptions {
  /** Use an already opened database (tests that share one); otherwise the app opens and closes its own. */
  dbHandle?: DbHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /**
   * Tests: the in-memory database starts as a copy of this dumped one, already migrated and seeded for
   * `seedOptions(config)` (server/test/database-images.ts); the start's migrations and seed then find
   * nothing to do.
   */
  image?: string;
}

/** What the start's seed writes, from the configuration: tests key their database images by it. */
export function seedOptions(config: Config) {
  return { edition: config.seedEdition, demo: config.seedDemo, showcase: config.seedShowcase, admin: config.admin };
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets and personal data are masked in every line (server/lib/log-redaction.ts).
    logger: { ...loggerOptions(config.logLevel), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    childLoggerFactory: lazyChildLogger,
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Only the named proxies' X-Forwarded-For is believed (TRUST_PROXY, DESIGN D12).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle =
    opts.dbHandle ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, image: opts.image }));
  // Password hashes leave a core to the embedded database's thread and the event loop (lib/hash-gate.ts).
  sizeHashGate(handle.kind === 'pglite');
  app.decorate('config', config);
  app.decorate('dbHandle', handle);
  app.decorate('db', handle.db);
  const mail = new MailWorker(handle.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, ...config.mail }, app.log);
  app.decorate('mail', mail);
  const pins = new PinWorker(handle.db, config.pins, app.log);
  app.decorate('pins', pins);

  try {
    await runMigrations(handle);
    await seed(handle.db, seedOptions(config));
  } catch (err) {
    if (!opts.dbHandle) await handle.close();
    throw err;
  }

  app.addHook('onClose', async () => {
    await mail.stop();
    await pins.stop();
    if (!opts.dbHandle) await handle.close();
  });
  // Before the features, which read through the caches.
  await registerCaches(app);
  // The current edition, kept in memory and re-read after a change of `events` (DESIGN D13).
  registerEditions(app);

  registerErrorHandler(app);
  registerAuth(app);
  registerInputGuard(app);
  registerMailKick(app);
  // The first onRequest hook: every answer carries its request id and the security headers. A repeated
  // public read (or a kept session's /me) is answered before Fastify, with the same headers.
  registerSecurityHeaders(app);
  registerFrontAnswers(app);
  // Answers over 1 KB go out brotli- or gzip-compressed, as the client accepts. Registered before every
  // route (it hooks each route as it is added). The built client is served precompressed by static.ts:
  // a reply that already carries a Content-Encoding is left alone, a WebSocket upgrade never reaches
  // onSend, and text/event-stream is not in the compressible types.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Global: false: @fastify/rate-limit would otherwise count WebSocket upgrades (DESIGN §2). Its
  // counters live in the database, shared by every instance (DESIGN D12).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(handle.db) });
  await app.register(underPressure, { maxEventLoopDelay: 2000, exposeStatusRoute: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Hackathon platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // For load balancers and operators: 503 while the database cannot be reached, saying why.
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await handle.db.execute(sql`select 1`);
      return { status: 'ok', database: handle.kind };
    } catch (err) {
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'degraded', database: describeDatabaseFailure(err) });
    }
  });

  await app.register(import('./live/plugin')); // /ws and app.live (before the features, which publish)
  await registerFeatures(app);
  if (config.testClock) await registerTestClock(app, { env: config.env });
  await registerClient(app, config.clientDist);
  mail.start();
  pins.start();
  return app;
}
