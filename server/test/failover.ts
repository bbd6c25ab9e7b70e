// Helpers of the PostgreSQL failover tests (server/db/failover.test.ts): polling, load, terminating
// backends, and the checks that an outage lost nothing and everything works again.
import net from 'node:net';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './helpers';
import { freshTeam, type DbLoad } from './db-load';
import type { TestClient } from './live-sockets';
import { messages, teams } from '../db/schema';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds; fails after `ms` (a generous bound: this is a liveness check, not a timing). */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(50);
  }
  return Date.now() - start;
}

/** Records every uncaught exception and unhandled rejection while a test runs. */
export function trapProcessErrors() {
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
export async function underLoad(load: DbLoad, workers: number, during: () => Promise<void>) {
  load.start(workers);
  try {
    await during();
  } finally {
    await load.stop();
  }
}

export async function adminClient(url = process.env.TEST_DATABASE_URL!): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  return c;
}

/** Terminates every backend connected to `db` (other than the admin's own); returns how many. */
export async function terminateAll(admin: pg.Client, db: string): Promise<number> {
  const res = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [db],
  );
  return res.rowCount ?? 0;
}

export const dbName = (url: string) => new URL(url).pathname.slice(1);

export async function healthz(app: FastifyInstance) {
  const res = await app.inject({ url: '/healthz' });
  return { status: res.statusCode, body: res.json() as { status: string; database: string } };
}

export async function ackedWritesMissing(app: FastifyInstance, load: DbLoad) {
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
export async function poolDrained(app: FastifyInstance) {
  const pool = app.dbHandle.pool!;
  await until(
    `connections returned to the pool (${pool.idleCount} idle of ${pool.totalCount})`,
    () => pool.idleCount === pool.totalCount,
    10_000,
  );
}

export async function worksAgain(app: FastifyInstance) {
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
export async function liveCrosses(from: TestApp, to: TestApp, client: TestClient, text: string) {
  await until('live listeners reconnected', () => from.app.live.busConnected() && to.app.live.busConnected());
  await from.app.live.publish({ type: 'announcement', message: text, sender: 'Organizers' });
  await client.next((m) => m.type === 'announcement' && m.message === text, 10_000);
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
