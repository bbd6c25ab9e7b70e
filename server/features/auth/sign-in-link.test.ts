// Owners are never locked out (issues 24 and 30): during a guessing attack, every refused sign-in (the
// owner's right password from a new device included) is offered a one-time sign-in link; the link request
// answers the same for everyone and emails only an offered account; the link signs in once, trusts the
// browser, and expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { signInLinkAnswer, SIGN_IN_LINK_INVALID } from '@shared/schemas/sign-in-link';
import { outboxEmails, signInLinks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createPeople, PEOPLE_PASSWORD, type Person } from '../../test/people';
import { DEVICE_COOKIE } from './service/devices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ATTACKER = '203.0.113.99';
const login = (email: string, password: string, opts: { ip?: string; device?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: opts.ip ?? '192.0.2.20',
    cookies: opts.device ? { [DEVICE_COOKIE]: opts.device } : undefined,
  });
const askForLink = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email } });
const redeem = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link/redeem', payload: { token } });
const deviceCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === DEVICE_COOKIE);

async function linksMailedTo(email: string) {
  return t.app.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, 'Your one-time sign-in link')))
    .orderBy(desc(outboxEmails.id));
}
const tokenOf = (text: string) => decodeURIComponent(text.match(/\/login\/link\?token=([^\s]+)/)![1]!);

/** Someone guesses until the account's own limit refuses every new device. */
async function attack(person: Person) {
  for (let i = 0; i < 11; i++) await login(person.email, `guess-${i}`, { ip: ATTACKER });
}

describe('the sign-in link', () => {
  it('is offered to every sign-in the attack refuses, the same whether the password is right or not', async () => {
    const [owner] = await createPeople(t.app, 1, 'linked');
    await attack(owner!);
    const wrong = await login(owner!.email, 'not-it');
    const right = await login(owner!.email, PEOPLE_PASSWORD);
    for (const res of [wrong, right]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().signInLink).toBe(true);
      expect(res.json().error).toMatch(/one-time sign-in link by email/);
    }
    // Nothing tells a guesser that this password was the right one.
    expect(right.json()).toEqual(wrong.json());
  });

  it('answers the same for any address, and emails only an account that was offered one', async () => {
    const [owner, untouched] = await createPeople(t.app, 2, 'asker');
    await attack(owner!);
    expect((await login(owner!.email, PEOPLE_PASSWORD)).json().signInLink).toBe(true);

    const answers = await Promise.all([
      askForLink(owner!.email.toUpperCase()),
      askForLink(untouched!.email),
      askForLink('nobody@nowhere.example'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      // No SMTP in tests: the answer says the link waits in the Outbox (email-delivery.test.ts has both).
      expect(res.json()).toEqual({ ok: true, message: signInLinkAnswer('queued'), emailDelivery: 'queued' });
    }
    expect(await linksMailedTo(owner!.email)).toHaveLength(1);
    expect(await linksMailedTo(untouched!.email)).toHaveLength(0);
    // The offer is used up: asking again sends nothing more.
    await askForLink(owner!.email);
    expect(await linksMailedTo(owner!.email)).toHaveLength(1);
  });

  it('signs in once, trusts the browser under the attack, and is refused the second time', async () => {
    const [owner] = await createPeople(t.app, 1, 'redeemer');
    await attack(owner!);
    await login(owner!.email, PEOPLE_PASSWORD);
    await askForLink(owner!.email);
    const [mail] = await linksMailedTo(owner!.email);
    const token = tokenOf(mail!.text);

    const first = await redeem(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ id: owner!.id, email: owner!.email });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${first.json().token}` },
    });
    expect(me.json().id).toBe(owner!.id);
    // The browser is now a known device: its password sign-in works while the attack still locks others.
    const device = deviceCookie(first)!;
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth/login' });
    expect((await login(owner!.email, PEOPLE_PASSWORD, { device: device.value })).statusCode).toBe(200);
    expect((await login(owner!.email, PEOPLE_PASSWORD, { ip: '192.0.2.77' })).statusCode).toBe(429);

    const again = await redeem(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(SIGN_IN_LINK_INVALID);
  });

  it('refuses an expired link and an unknown one', async () => {
    const [owner] = await createPeople(t.app, 1, 'expired');
    await attack(owner!);
    await login(owner!.email, PEOPLE_PASSWORD);
    await askForLink(owner!.email);
    const token = tokenOf((await linksMailedTo(owner!.email))[0]!.text);
    // 15 minutes later.
    await t.app.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInLinks.userId, owner!.id));
    const expired = await redeem(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(SIGN_IN_LINK_INVALID);
    expect((await redeem('no-such-token')).statusCode).toBe(400);
  });
});

describe('GET /api/auth/options', () => {
  it('tells the login page whether GitHub sign-in is set up, before anyone clicks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ github: !!t.config.github });
  });
});
