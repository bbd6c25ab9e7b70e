// PostgreSQL drops connections (pg_terminate_backend, a restart, a managed failover): the process stays
// up, requests answer 503 with a clear message while the database is away, /healthz says why, everything
// works again once it is back, the live listener re-subscribes and no acknowledged write is lost.
// Runs only with TEST_DATABASE_URL (the PostgreSQL pass of the suite).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestApp, onPostgres, type TestApp } from '../test/helpers';
import { DbLoad, fetchSender, injectSender, unexpectedAnswers } from '../test/db-load';
import {
  ackedWritesMissing,
  adminClient,
  dbName,
  freePort,
  healthz,
  liveCrosses,
  poolDrained,
  terminateAll,
  trapProcessErrors,
  underLoad,
  until,
  worksAgain,
} from '../test/failover';
import { TcpProxy } from '../test/tcp-proxy';
import { connect, listen, type TestClient } from '../test/live-sockets';
import { DATABASE_UNAVAILABLE_MESSAGE } from './pg-health';

const TERMINATIONS = 12;

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
