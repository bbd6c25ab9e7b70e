// The per-address limit of team registration (decision 0008): taken before any password is hashed,
// each admitted request counted once in the database (by the registration statement, or once answered),
// and never more registrations than the limit across instances on one database. A request refused at
// the door costs nothing: its address is already at the limit in the database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { counted } from '../../test/counted-hashes';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql';
import { createTestApp, type TestApp } from '../../test/helpers';
import { teamPayload } from '../../test/fixtures';
import { secondInstance } from '../../test/instances';
import { served } from '../../test/people';
import { RegistrationAddressLimit } from './address-limit';

// Counts the password hashes that really run (what a registration flood costs).
vi.mock('../../lib/crypto', async (importOriginal) =>
  (await import('../../test/counted-hashes')).countingHashes(await importOriginal<typeof import('../../lib/crypto')>()),
);

const LIMIT = 3;
const HOUR_S = 3600;
const MESSAGE = /^Too many registrations from your connection\. Please try again in \d+ minutes?\.$/;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, registrationLimit: { perIp: LIMIT, windowMs: HOUR_S * 1000 } });
});
afterAll(() => t.close());

const register = (ip: string, app = t.app, payload: object = teamPayload()) =>
  served(() => app.inject({ method: 'POST', url: '/api/register-team', payload, remoteAddress: ip }));

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(HOUR_S);
  expect(res.json().error).toMatch(MESSAGE);
}

/** The address's count in the database, once every admitted request has been counted. */
async function expectCounted(ip: string, n: number) {
  await vi.waitFor(async () => {
    const found = await rows<{ count: number }>(
      t.app.db,
      sql`select count from rate_counters where key = ${`route POST /api/register-team:${ip}`}`,
    );
    expect(Number(found[0]?.count ?? 0)).toBe(n);
  });
}

describe('POST /api/register-team, per address', () => {
  it('hashes for exactly the limit of parallel requests and refuses the rest', async () => {
    counted.hashes = 0;
    const ip = '198.51.100.60';
    const answers = await Promise.all(Array.from({ length: 12 }, () => register(ip)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(LIMIT);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(12 - LIMIT);
    for (const res of refused) expectLimited(res);
    expect(counted.hashes).toBe(LIMIT);
    await expectCounted(ip, LIMIT);
    // Someone at another address is not affected.
    expect((await register('198.51.100.61')).statusCode).toBe(201);
  });

  it('counts requests that fail (bad input, a taken email) and holds across two instances', async () => {
    const ip = '198.51.100.62';
    const taken = teamPayload();
    expect((await register('198.51.100.63', t.app, taken)).statusCode).toBe(201);
    const bad = teamPayload();
    bad.leader.email = 'not an email';
    expect((await register(ip, t.app, bad)).statusCode).toBe(400);
    expect((await register(ip, t.app, { ...teamPayload(), leader: taken.leader })).statusCode).toBe(409);
    expect((await register(ip)).statusCode).toBe(201);
    expectLimited(await register(ip));
    await expectCounted(ip, 3);

    // Another instance has not seen this address: its registration statement finds it past the limit,
    // writes nothing and says when to come back.
    const b = await secondInstance(t);
    try {
      const late = teamPayload();
      expectLimited(await register(ip, b.app, late));
      expect(await rows(t.app.db, sql`select id from teams where name = ${late.team.name}`)).toEqual([]);
      await expectCounted(ip, 4);
      expectLimited(await register(ip, b.app)); // and now it knows
      await expectCounted(ip, 4);
    } finally {
      await b.close();
    }
  });

  it('never accepts more than the limit from one address across two instances', async () => {
    const ip = '198.51.100.64';
    const b = await secondInstance(t);
    counted.hashes = 0;
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(ip, i % 2 ? b.app : t.app)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(LIMIT);
      const refused = answers.filter((r) => r.statusCode !== 201);
      expect(refused).toHaveLength(8 - LIMIT);
      for (const res of refused) expectLimited(res);
      // Each instance hashes for at most the limit before it learns the database's count, and every
      // request that got a hash is counted.
      expect(counted.hashes).toBeLessThanOrEqual(2 * LIMIT);
      await expectCounted(ip, counted.hashes);
    } finally {
      await b.close();
    }
  });
});

describe('RegistrationAddressLimit', () => {
  it('opens a new window for an address once its old one has ended', () => {
    const limit = new RegistrationAddressLimit(t.app.db, { perIp: 2, windowMs: 60_000 }, t.app.log, 'test limit');
    const now = Date.now();
    limit.admit('192.0.2.1', now);
    limit.admit('192.0.2.1', now);
    expect(() => limit.admit('192.0.2.1', now + 1000)).toThrow(/Please try again in 59 seconds\./);
    expect(limit.admit('192.0.2.1', now + 60_000).counted).toBe(false);
  });
});
