// Sign-in limits (issue 10 item 5, DESIGN D12), with the shipped limits: password checks per account
// however many guesses arrive at once, the owner's known device under attack, a venue NAT, one address
// guessing across accounts, email and username as one account, and counters shared by instances.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/helpers';
import { secondInstance } from '../../test/instances';
import { createPeople, inPool, PEOPLE_PASSWORD, served } from '../../test/people';
import { and, eq } from 'drizzle-orm';
import { loginDevices, outboxEmails } from '../../db/schema';
import { DEVICE_COOKIE } from './service/devices';

// Counts the password verifications that really run (the costly step the limits exist to bound).
const counted = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('../../lib/crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/crypto')>();
  return {
    ...real,
    verifyPassword: async (passwordHash: string | null, password: string) => {
      counted.verifications++;
      return real.verifyPassword(passwordHash, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW_S = () => t.config.loginLimit.windowMs / 1000;

function login(email: string, password: string, opts: { ip?: string; device?: string } = {}) {
  return served(() =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: opts.ip ?? '127.0.0.1',
      cookies: opts.device ? { [DEVICE_COOKIE]: opts.device } : undefined,
    }),
  );
}
const deviceCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === DEVICE_COOKIE);
const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

/**
 * A refused sign-in: 429, when to come back, and a one-time sign-in link offered (lockout-attacks.test.ts
 * follows it). The same answer whatever the password: no password is checked beyond a limit.
 */
function expectRetryAfter(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW_S());
  expect(res.json()).toEqual({
    error: expect.stringMatching(
      /^Too many sign-in attempts\. Try again in \d+ (minutes?|seconds?), or get a one-time sign-in link by email\.$/,
    ),
    signInLink: true,
  });
}
/** The right password refused by a limit: the same answer as any refusal. */
const expectSignInLinkOffer = expectRetryAfter;
/** Password checks per window: the account's own budget, and not one more (none while it refuses). */
const MAX_CHECKS = () => t.config.loginLimit.perAccount;

describe('password checks per account', () => {
  it(`200 wrong guesses at once, from one address and from many: 10 answered, 10 checks, the rest 429`, async () => {
    const [victim] = await createPeople(t.app, 1, 'victim');
    counted.verifications = 0;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login(victim!.email, `guess-${i}`, { ip: i % 2 ? '198.51.100.1' : `10.20.${i >> 8}.${i & 255}` }),
      ),
    );
    // The account's 10 and not one more: a refused sign-in checks no password (the owner gets a link).
    expect(counted.verifications).toBe(MAX_CHECKS());
    expect(statuses(answers)).toEqual({ 401: 10, 429: 190 });
    for (const res of answers.filter((r) => r.statusCode === 429)) expectRetryAfter(res);
  });
});

describe('the owner under attack', () => {
  it('gets in with the right password from a device that signed in before; an anonymous device gets 429', async () => {
    const [owner, other] = await createPeople(t.app, 2, 'owner');
    const home = '192.0.2.10';
    const first = await login(owner!.email, PEOPLE_PASSWORD, { ip: home });
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });

    // Someone elsewhere uses up the account's budget.
    const attack = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(owner!.email, `guess-${i}`, { ip: '203.0.113.66' })),
    );
    expect(statuses(attack)).toEqual({ 401: 10, 429: 20 });

    // The right password from a device that never signed in to this account: locked out, told when to
    // return, and offered a one-time sign-in link (sign-in-link.test.ts follows it).
    expectSignInLinkOffer(await login(owner!.email, PEOPLE_PASSWORD, { ip: home }));
    // A device that did sign in to another account is no key to this one.
    const elsewhere = await login(other!.email, PEOPLE_PASSWORD, { ip: home });
    expectSignInLinkOffer(
      await login(owner!.email, PEOPLE_PASSWORD, { ip: home, device: deviceCookie(elsewhere)!.value }),
    );

    // The owner's own device: in, by email or by username, and the cookie is renewed each time.
    const known = await login(owner!.email, PEOPLE_PASSWORD, { ip: home, device: cookie.value });
    expect(known.statusCode).toBe(200);
    expect(known.json().user.id).toBe(owner!.id);
    const renewed = deviceCookie(known)!.value;
    expect(renewed).not.toBe(cookie.value);
    expect((await login(owner!.username, PEOPLE_PASSWORD, { ip: home, device: renewed })).statusCode).toBe(200);
    // A renewed cookie replaces the old one: the old value is anonymous again.
    expectSignInLinkOffer(await login(owner!.email, PEOPLE_PASSWORD, { ip: home, device: cookie.value }));
  });

  it('a known device has a budget of its own, and it is finite', async () => {
    const [owner] = await createPeople(t.app, 1, 'device');
    const device = deviceCookie(await login(owner!.email, PEOPLE_PASSWORD))!.value;
    counted.verifications = 0;
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(owner!.email, `guess-${i}`, { device })),
    );
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 30 });
    expect(counted.verifications).toBe(t.config.loginLimit.perDevice);
    // Its failures did not touch the account's budget for other devices.
    expect((await login(owner!.email, PEOPLE_PASSWORD, { ip: '192.0.2.99' })).statusCode).toBe(200);
  });
  it('the browser that registered the account is one of its known devices', async () => {
    const email = `newcomer.${Date.now()}@people.example`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Comer', email, password: 'newcomer-pass-1' },
    });
    expect(registered.statusCode).toBe(201);
    const device = deviceCookie(registered)!.value;
    await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `guess-${i}`, { ip: '203.0.113.68' })));
    expectSignInLinkOffer(await login(email, 'newcomer-pass-1'));
    expect((await login(email, 'newcomer-pass-1', { device })).statusCode).toBe(200);
  });

  it('a password reset ends the lockout and forgets the devices that knew the old password', async () => {
    const [owner] = await createPeople(t.app, 1, 'resetter');
    await login(owner!.email, PEOPLE_PASSWORD, { ip: '192.0.2.50' });
    await Promise.all(Array.from({ length: 12 }, (_, i) => login(owner!.email, `guess-${i}`, { ip: '203.0.113.67' })));
    expectRetryAfter(await login(owner!.email, 'still-guessing', { ip: '192.0.2.50' }));

    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner!.email } });
    const [mail] = await t.app.db
      .select({ text: outboxEmails.text })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, owner!.email), eq(outboxEmails.subject, 'Reset your password')));
    const token = mail!.text.match(/\/reset-password\/([\w-]+)/)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-new-password-2' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.app.db.select().from(loginDevices).where(eq(loginDevices.userId, owner!.id))).toEqual([]);
    expect((await login(owner!.email, 'a-new-password-2', { ip: '192.0.2.51' })).statusCode).toBe(200);
  });
});

describe('one account, whatever its name', () => {
  it('counts failures by email and by username together', async () => {
    const [p] = await createPeople(t.app, 1, 'alias');
    for (let i = 0; i < 10; i++) {
      const name = i % 2 ? p!.email.toUpperCase() : p!.username;
      expect((await login(name, `wrong-${i}`, { ip: '192.0.2.30' })).statusCode).toBe(401);
    }
    // Locked under either name: the right password is offered the link by username and by email alike.
    expectSignInLinkOffer(await login(` ${p!.username.toUpperCase()} `, PEOPLE_PASSWORD, { ip: '192.0.2.30' }));
    expectSignInLinkOffer(await login(p!.email, PEOPLE_PASSWORD, { ip: '192.0.2.31' }));
    expectRetryAfter(await login(p!.email, 'wrong-again', { ip: '192.0.2.31' }));
  });

  it('answers an unknown name exactly as a known account, before and after its limit', async () => {
    const [p] = await createPeople(t.app, 1, 'known');
    const ghost = 'Nobody.Here@People.Example';
    const known: LightMyRequestResponse[] = [];
    const unknown: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i++) {
      known.push(await login(p!.email, `wrong-${i}`, { ip: '192.0.2.40' }));
      unknown.push(await login(i % 2 ? ghost : ghost.toLowerCase(), `wrong-${i}`, { ip: '192.0.2.41' }));
    }
    expect(unknown.map((r) => r.statusCode)).toEqual(known.map((r) => r.statusCode));
    expect(unknown.map((r) => r.json())).toEqual(known.map((r) => r.json()));
    expect(unknown.at(-1)!.statusCode).toBe(429);
    expect(unknown.at(-1)!.headers['retry-after']).toBeDefined();
  });
});

describe('many people behind one address', () => {
  it('300 people behind one NAT, each mistyping once, all get in on their second try', async () => {
    const crowd = await createPeople(t.app, 300, 'nat');
    const venue = '192.0.2.200';
    const first = await inPool(crowd, 10, (p) => login(p.email, 'mistyped-password', { ip: venue }));
    expect(statuses(first)).toEqual({ 401: 300 });
    const second = await inPool(crowd, 10, (p) => login(p.email, PEOPLE_PASSWORD, { ip: venue }));
    expect(statuses(second)).toEqual({ 200: 300 });
  }, 120_000);

  it('one address guessing across many accounts is stopped; other addresses and known devices are not', async () => {
    const perIp = t.config.loginLimit.perIp;
    const [regular] = await createPeople(t.app, 1, 'regular');
    const spray = '203.0.113.99';
    const device = deviceCookie(await login(regular!.email, PEOPLE_PASSWORD, { ip: spray }))!.value;
    const targets = await createPeople(t.app, perIp + 5, 'target');
    const guesses = await inPool(targets, 10, (p) => login(p.email, 'summer2025!', { ip: spray }));
    expect(statuses(guesses)).toEqual({ 401: perIp, 429: 5 });
    expectRetryAfter(guesses.at(-1)!);
    // Another address still signs these accounts in; the regular behind the sprayer's address too, from
    // the device they used before.
    expect((await login(targets[0]!.email, PEOPLE_PASSWORD, { ip: '198.51.100.77' })).statusCode).toBe(200);
    expectRetryAfter(await login(targets[1]!.email, PEOPLE_PASSWORD, { ip: spray }));
    expect((await login(regular!.email, PEOPLE_PASSWORD, { ip: spray, device })).statusCode).toBe(200);
  }, 120_000);
});

describe('two instances on one database', () => {
  it('share one budget per account: N instances do not give N budgets', async () => {
    const b = await secondInstance(t);
    try {
      const [p] = await createPeople(t.app, 1, 'cluster');
      counted.verifications = 0;
      const on = (app: typeof t.app, i: number) =>
        served(() =>
          app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: p!.email, password: `guess-${i}` },
            remoteAddress: `10.30.0.${i}`,
          }),
        );
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => on(i % 2 ? b.app : t.app, i)));
      expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
      expect(counted.verifications).toBeLessThanOrEqual(MAX_CHECKS());
    } finally {
      await b.close();
    }
  });
});
