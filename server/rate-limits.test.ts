// Per-address limits of the public calls that cost a password hash or an email (issue 10 items 5 and 6,
// DESIGN D12): counted before any hashing, in the database (shared by instances), and every 429 says
// when to come back (Retry-After).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { counted } from './test/counted-hashes';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGE_RATE_LIMIT } from '@shared/schemas/messages';
import { bearer, createTestApp, loginAs, type TestApp } from './test/helpers';
import { teamPayload } from './test/fixtures';
import { secondInstance } from './test/instances';
import { createPeople, PEOPLE_PASSWORD, served } from './test/people';

// Counts the password hashes that really run (what a registration flood costs).
vi.mock('./lib/crypto', async (importOriginal) =>
  (await import('./test/counted-hashes')).countingHashes(await importOriginal<typeof import('./lib/crypto')>()),
);

const LIMIT = 3;
const HOUR_S = 3600;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, registrationLimit: { perIp: LIMIT, windowMs: HOUR_S * 1000 } });
});
afterAll(() => t.close());

let n = 0;
const account = () => ({
  name: `Flood ${++n}`,
  email: `flood.${n}.${Date.now()}@example.org`,
  password: 'password123',
});
const register = (ip: string, app = t.app) =>
  served(() => app.inject({ method: 'POST', url: '/api/auth/register', payload: account(), remoteAddress: ip }));

function expectLimited(res: LightMyRequestResponse, windowS: number, message: RegExp) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowS);
  expect(res.json().error).toMatch(message);
}
const REGISTRATIONS_MESSAGE = /^Too many registrations from your connection\. Please try again in \d+ minutes?\.$/;

describe('POST /api/auth/register', () => {
  it('is limited per address before any password is hashed', async () => {
    counted.hashes = 0;
    const answers = await Promise.all(Array.from({ length: 12 }, () => register('198.51.100.20')));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(LIMIT);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(12 - LIMIT);
    for (const res of refused) expectLimited(res, HOUR_S, REGISTRATIONS_MESSAGE);
    expect(counted.hashes).toBe(LIMIT);
    // Someone at another address is not affected.
    expect((await register('198.51.100.21')).statusCode).toBe(201);
  });

  it('holds across two instances on one database', async () => {
    const b = await secondInstance(t);
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => register('198.51.100.30', i % 2 ? b.app : t.app)),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(LIMIT);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(8 - LIMIT);
    } finally {
      await b.close();
    }
  });
});

describe('every 429 carries Retry-After', () => {
  it('team registration', async () => {
    const ip = '198.51.100.40';
    const post = () =>
      served(() =>
        t.app.inject({ method: 'POST', url: '/api/register-team', payload: teamPayload(), remoteAddress: ip }),
      );
    for (let i = 0; i < LIMIT; i++) expect((await post()).statusCode).toBe(201);
    expectLimited(await post(), HOUR_S, REGISTRATIONS_MESSAGE);
  });

  it('the contact form', async () => {
    const ip = '198.51.100.50';
    const post = () =>
      served(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { name: 'Asha Rao', email: 'asha@example.com', message: 'We would love to sponsor the event.' },
          remoteAddress: ip,
        }),
      );
    for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i++) expect((await post()).statusCode).toBe(201);
    expectLimited(await post(), MESSAGE_RATE_LIMIT.windowMs / 1000, /^Too many messages sent from your connection/);
  });

  it('changing the password with wrong guesses of the current one', async () => {
    const [p] = await createPeople(t.app, 1, 'changer');
    const token = await loginAs(t.app, p!.email, PEOPLE_PASSWORD);
    const change = (currentPassword: string) =>
      served(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/profile/password',
          headers: bearer(token),
          payload: { currentPassword, newPassword: 'another-pass-1' },
        }),
      );
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    expectLimited(await change(PEOPLE_PASSWORD), 15 * 60, /^Too many attempts\. Try again in \d+ minutes?\.$/);
  });
});
