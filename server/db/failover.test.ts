// PostgreSQL drops connections (pg_terminate_backend, a restart, a managed failover): the process stays
// up, requests answer 503 with a clear message while the database is away, /healthz says why, everything
// works again once it is back, the live listener re-subscribes and no acknowledged write is lost.
// Runs only with TEST_DATABASE_URL (the PostgreSQL pass of the suite).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { createTestApp, onPostgres, type TestApp } from '../test/helpers';
import { DbLoad, fetchSender, freshTeam, injectSender, unexpectedAnswers } from '../test/db-load';
import { TcpProxy } from '../test/tcp-proxy';
import { connect, listen, type TestClient } from '../live/test-utils';
import { messages, teams } from './schema';
import { DATABASE_UNAVAILABLE_MESSAGE } from './pg-health';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TERMINATIONS = 12;

/** Polls `check` until it holds; fails after `ms` (a generous bound: this is a liveness check, not a timing). */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(50);
  }
  return Date.now() - start;
}

/** Records every uncaught exception and unhandled rejection while a test runs. */
function trapProcessErrors() {
  const seen: unknown[] = [];
  const onError = (err: unknown) => seen.push(err);
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  return {
    seen,
    restore() {
      process.off('uncaughtException', onError);
      process.off('unhandledRejection', onError);
    },
  };
}

/** Runs `during` while `load` runs, and stops the load whatever happens. */
async function underLoad(load: DbLoad, workers: number, during: () => Promise<void>) {
  load.start(workers);
  try {
    await during();
  } finally {
    await load.stop();
  }
}

async function adminClient(url = process.env.TEST_DATABASE_URL!): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  return c;
}

/** Terminates every backend connected to `db` (other than the admin's own); returns how many. */
async function terminateAll(admin: pg.Client, db: string): Promise<number> {
  const res = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [db],
  );
  return res.rowCount ?? 0;
}

const dbName = (url: string) => new URL(url).pathname.slice(1);

async function healthz(app: FastifyInstance) {
  const res = await app.inject({ url: '/healthz' });
  return { status: res.statusCode, body: res.json() as { status: string; database: string } };
}

async function ackedWritesMissing(app: FastifyInstance, load: DbLoad) {
  const teamRows = load.ackedTeams.length
    ? await app.db.select({ name: teams.name }).from(teams).where(inArray(teams.name, load.ackedTeams))
    : [];
  const messageRows = load.ackedMessages.length
    ? await app.db.select({ id: messages.id }).from(messages).where(inArray(messages.id, load.ackedMessages))
    : [];
  const teamNames = new Set(teamRows.map((r) => r.name));
  const messageIds = new Set(messageRows.map((r) => r.id));
  return [
    ...load.ackedTeams.filter((n) => !teamNames.has(n)),
    ...load.ackedMessages.filter((id) => !messageIds.has(id)).map((id) => `message ${id}`),
  ];
}

/**
 * Once no request is in flight every connection is back in the pool: a connection lost inside a
 * transaction must not stay checked out, or the pool runs dry after a few failovers (and close hangs).
 */
async function poolDrained(app: FastifyInstance) {
  const pool = app.dbHandle.pool!;
  await until(
    `connections returned to the pool (${pool.idleCount} idle of ${pool.totalCount})`,
    () => pool.idleCount === pool.totalCount,
    10_000,
  );
}

async function worksAgain(app: FastifyInstance) {
  expect((await app.inject({ url: '/api/event' })).statusCode).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/api/register-team',
    payload: freshTeam(),
    remoteAddress: '10.250.0.1',
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** A live message published on `from` reaches a client of `to` (the LISTEN connections are back). */
async function liveCrosses(from: TestApp, to: TestApp, client: TestClient, text: string) {
  await until('live listeners reconnected', () => from.app.live.busConnected() && to.app.live.busConnected());
  await from.app.live.publish({ type: 'announcement', message: text, sender: 'Organizers' });
  await client.next((m) => m.type === 'announcement' && m.message === text, 10_000);
}

describe.skipIf(!onPostgres)('PostgreSQL connections terminated under load', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: pg.Client;
  let clientOfB: TestClient;
  let trap: ReturnType<typeof trapProcessErrors>;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ databaseUrl: a.config.databaseUrl });
    admin = await adminClient();
    clientOfB = await connect(await listen(b.app));
    await clientOfB.next((m) => m.type === 'welcome');
  });
  afterAll(async () => {
    clientOfB?.ws.terminate();
    await admin?.end();
    await b?.close();
    await a?.close();
  });
  afterEach(() => trap?.restore());

  it('stays up through 12 rounds of pg_terminate_backend, answers only 2xx or 503, loses no write', async () => {
    trap = trapProcessErrors();
    const load = new DbLoad([injectSender(a.app), injectSender(b.app)]);
    let killed = 0;
    await underLoad(load, 4, async () => {
      for (let round = 0; round < TERMINATIONS; round++) {
        await load.progress(16);
        killed += await terminateAll(admin, dbName(a.config.databaseUrl!));
      }
      await load.progress(16);
    });
    const recoveryMs = await until('healthz ok', async () => (await healthz(a.app)).status === 200);

    const unavailable = load.answers.filter((x) => x.status === 503).length;
    console.info(
      `terminate_backend ×${TERMINATIONS}: ${killed} connections killed, ${load.answers.length} answers, ` +
        `${unavailable} × 503, ${load.ackedTeams.length} teams + ${load.ackedMessages.length} messages acknowledged, ` +
        `healthz ok ${recoveryMs} ms after the load stopped`,
    );
    expect(killed).toBeGreaterThan(TERMINATIONS);
    expect(trap.seen.map(String)).toEqual([]);
    expect(unexpectedAnswers(load.answers, DATABASE_UNAVAILABLE_MESSAGE)).toEqual([]);
    expect(load.ackedTeams.length).toBeGreaterThan(0);
    expect(await ackedWritesMissing(a.app, load)).toEqual([]);
    await poolDrained(a.app);
    await poolDrained(b.app);
    await worksAgain(a.app);
    await worksAgain(b.app);
    await liveCrosses(a, b, clientOfB, 'after the terminations');
    expect(trap.seen.map(String)).toEqual([]);
  }, 120_000);
});

describe.skipIf(!onPostgres)('PostgreSQL away (restart or failover) and back', () => {
  let direct: TestApp;
  let proxied: TestApp;
  let proxy: TcpProxy;
  let clientOfProxied: TestClient;
  let clientOfDirect: TestClient;
  let trap: ReturnType<typeof trapProcessErrors>;

  beforeAll(async () => {
    direct = await createTestApp();
    const url = new URL(direct.config.databaseUrl!);
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    proxied = await createTestApp({ databaseUrl: proxy.urlFor(direct.config.databaseUrl!) });
    clientOfProxied = await connect(await listen(proxied.app));
    clientOfDirect = await connect(await listen(direct.app));
    await clientOfProxied.next((m) => m.type === 'welcome');
    await clientOfDirect.next((m) => m.type === 'welcome');
  });
  afterAll(async () => {
    for (const c of [clientOfProxied, clientOfDirect]) c?.ws.terminate();
    await proxy?.up();
    await proxied?.close();
    await proxy?.down();
    await direct?.close();
  });
  afterEach(() => trap?.restore());

  it('answers 503 with a clear message and Retry-After, /healthz says why, and recovers when it returns', async () => {
    trap = trapProcessErrors();
    expect(await healthz(proxied.app)).toMatchObject({ status: 200, body: { status: 'ok' } });
    const load = new DbLoad([injectSender(proxied.app)]);
    let during = 0;
    let recoveryMs = 0;
    let listenerMs = 0;
    await underLoad(load, 4, async () => {
      await load.progress(16);
      await proxy.down();
      during = load.answers.length;
      await load.progress(40);
      const health = await healthz(proxied.app);
      expect(health.status).toBe(503);
      expect(health.body.status).toBe('degraded');
      expect(health.body.database).toMatch(/^unreachable: \S+/);
      // Past the requests already in flight when it went away, every write answers the 503 (reads too,
      // unless they are served without the database).
      const writes = load.answers.slice(during + 8).filter((x) => x.op !== '/api/event' && x.op !== '/api/problems');
      expect(writes.length).toBeGreaterThan(0);
      expect(writes.filter((x) => x.status !== 503)).toEqual([]);

      await proxy.up();
      const back = Date.now();
      recoveryMs = await until('healthz ok', async () => (await healthz(proxied.app)).status === 200);
      await until('live listener reconnected', () => proxied.app.live.busConnected());
      listenerMs = Date.now() - back;
      await load.progress(16);
    });

    console.info(
      `database away: ${load.answers.length - during} answers while away or recovering, ` +
        `${load.answers.filter((x) => x.status === 503).length} × 503, healthz ok ${recoveryMs} ms and the live listener ${listenerMs} ms after its return`,
    );
    expect(trap.seen.map(String)).toEqual([]);
    expect(unexpectedAnswers(load.answers, DATABASE_UNAVAILABLE_MESSAGE)).toEqual([]);
    expect(await ackedWritesMissing(direct.app, load)).toEqual([]);
    await poolDrained(proxied.app);
    await worksAgain(proxied.app);
    await liveCrosses(direct, proxied, clientOfProxied, 'to the instance that lost its database');
    await liveCrosses(proxied, direct, clientOfDirect, 'from the instance that lost its database');
    expect(trap.seen.map(String)).toEqual([]);
  }, 120_000);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

describe.skipIf(!onPostgres)('the server process under pg_terminate_backend', () => {
  let admin: pg.Client;
  let db: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    admin = await adminClient();
    db = `f_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${db}`);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await admin.query(`drop database if exists ${db} with (force)`);
    await admin.end();
  });

  it(`is alive and answers 200 after ${TERMINATIONS} terminations under load`, async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${db}`;
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'fatal',
        SEED_DEMO: 'true',
        TRUST_PROXY: '127.0.0.1', // the test talks to it from there, naming each client in X-Forwarded-For
        SMTP_URL: '',
        CLIENT_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const base = `http://127.0.0.1:${port}`;
    const ok = async (path: string) => (await fetch(base + path).catch(() => null))?.status === 200;
    await until('server started', () => ok('/healthz'), 60_000);

    const load = new DbLoad([fetchSender(base)]);
    let diedAfter = 0;
    await underLoad(load, 6, async () => {
      for (let round = 1; round <= TERMINATIONS && !diedAfter; round++) {
        await load.progress(12);
        await terminateAll(admin, db);
        await load.progress(6);
        if (child!.exitCode !== null) diedAfter = round;
      }
    });
    expect(diedAfter, `the process exited after termination ${diedAfter}:\n${output.slice(-2000)}`).toBe(0);
    await until('healthz ok', () => ok('/healthz'));
    expect(await ok('/api/event')).toBe(true);
    expect(child.exitCode).toBeNull();
    expect(unexpectedAnswers(load.answers, DATABASE_UNAVAILABLE_MESSAGE)).toEqual([]);
  }, 120_000);
});
