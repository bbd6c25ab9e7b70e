// The error handler tells a lost database (503, a clear message, Retry-After) from every other failure
// (500 without internals). The errors are the ones node-postgres and drizzle raise when PostgreSQL
// terminates a connection, restarts or cannot be reached; the failover tests (server/db/failover.test.ts)
// provoke them for real on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helpers';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/pg-health';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
const wrapped = (cause: Error) =>
  new DrizzleQueryError('insert into users (email, password_hash) values ($1, $2)', ['a@b.co', '$argon2id$x'], cause);
const refused = () =>
  // What Node's net raises when every address of a host name refuses the connection.
  Object.assign(
    new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]),
    { code: 'ECONNREFUSED' },
  );

const failures: Record<string, () => Error> = {
  terminated: () => wrapped(pgError('57P01', 'terminating connection due to administrator command')),
  'crash-shutdown': () =>
    wrapped(pgError('57P02', 'terminating connection because of crash of another server process')),
  'starting-up': () => pgError('57P03', 'the database system is starting up'),
  'connection-failure': () => wrapped(pgError('08006', 'connection failure')),
  'unexpected-end': () => wrapped(new Error('Connection terminated unexpectedly')),
  'not-queryable': () => new Error('Client has encountered a connection error and is not queryable'),
  refused,
  reset: () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  'connect-timeout': () => new Error('timeout exceeded when trying to connect'),
};

const notDatabaseOutages: Record<string, () => Error> = {
  'unique-violation': () => wrapped(pgError('23505', 'duplicate key value violates unique constraint')),
  // Another service being unreachable is not the database being away.
  'fetch-failed': () =>
    new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }) }),
  bug: () => new Error('Connection terminated unexpectedly, said nobody'),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    for (const [name, make] of Object.entries({ ...failures, ...notDatabaseOutages })) {
      app.get(`/api/_test/db/${name}`, async () => {
        throw make();
      });
    }
  });
});
afterAll(() => t.close());

describe('a database that is away', () => {
  it.each(Object.keys(failures))('%s answers 503 with a clear message and Retry-After', async (name) => {
    const res = await t.app.inject({ url: `/api/_test/db/${name}` });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each(Object.keys(notDatabaseOutages))('%s stays a 500 that shows no internals', async (name) => {
    const res = await t.app.inject({ url: `/api/_test/db/${name}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
