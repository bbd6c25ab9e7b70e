// Nobody is locked out of their own account (issue 30): each attack that used to leave the owner with a
// plain 429 is replayed with the shipped limits, then the owner, on a new device with the right
// password, is refused with the offer of a one-time sign-in link, asks for it, reads it from the outbox
// and gets in. The offer is the same for every refused sign-in (right or wrong password, known name or
// not), and asking for links has limits of its own, per account and per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createPeople, inPool, PEOPLE_PASSWORD, served, type Person } from '../../test/people';
import { DEVICE_COOKIE } from './service/devices';
import {
  LINK_EMAILS_PER_ACCOUNT,
  LINK_EMAILS_PER_ADDRESS,
  offerSignInLink,
  SignInLinkLimits,
} from './service/sign-in-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  served(() =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip }),
  );
const askForLink = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email }, remoteAddress: ip });

async function linksMailedTo(email: string) {
  return t.app.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, 'Your one-time sign-in link')))
    .orderBy(desc(outboxEmails.id));
}
const tokenOf = (text: string) => decodeURIComponent(text.match(/\/login\/link\?token=([^\s]+)/)![1]!);

/** A refused sign-in: 429, when to come back, and the link offered. */
function expectLinkOffered(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({
    error: expect.stringMatching(
      /^Too many sign-in attempts\. Try again in \d+ (minutes?|seconds?), or get a one-time sign-in link by email\.$/,
    ),
    signInLink: true,
  });
}

/** The owner, refused on a new device with the right password, gets in by the emailed link. */
async function ownerGetsInByLink(owner: Person, ip: string) {
  expectLinkOffered(await login(owner.email, PEOPLE_PASSWORD, ip));
  const before = (await linksMailedTo(owner.email)).length;
  expect((await askForLink(owner.email, ip)).statusCode).toBe(200);
  const mails = await linksMailedTo(owner.email);
  expect(mails).toHaveLength(before + 1);
  const redeemed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link/redeem',
    payload: { token: tokenOf(mails[0]!.text) },
    remoteAddress: ip,
  });
  expect(redeemed.statusCode).toBe(200);
  const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${redeemed.json().token}` } });
  expect(me.json().id).toBe(owner.id);
  // The browser is now the owner's known device: the password works there, the attack goes on elsewhere.
  const device = redeemed.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
  const again = await served(() =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: PEOPLE_PASSWORD },
      remoteAddress: ip,
      cookies: { [DEVICE_COOKIE]: device },
    }),
  );
  expect(again.statusCode).toBe(200);
}

describe('the owner gets in by the emailed link after', () => {
  it('60 wrong guesses from 60 addresses (the account refuses every new device)', async () => {
    const [owner] = await createPeople(t.app, 1, 'many-addresses');
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(owner!.email, `guess-${i}`, `198.51.100.${i + 1}`)),
    );
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(t.config.loginLimit.perAccount);
    for (const res of guesses.filter((r) => r.statusCode === 429)) expectLinkOffered(res);
    await ownerGetsInByLink(owner!, '192.0.2.10');
  });

  it("500 failures from a venue's shared address (the address refuses every new device there)", async () => {
    const venue = '192.0.2.200';
    const [owner] = await createPeople(t.app, 1, 'venue');
    // Wrong passwords at names nobody has: 10 per name (each name's own limit), 500 failures in all.
    const names = Array.from({ length: t.config.loginLimit.perIp / 10 }, (_, i) => `typo${i}@venue.example`);
    const failures = await inPool(names, 10, async (name) => {
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await login(name, `wrong-${i}`, venue));
      return answers;
    });
    expect(failures.flat().every((r) => r.statusCode === 401)).toBe(true);
    await ownerGetsInByLink(owner!, venue);
  }, 180_000);

  it("guesses from the owner's own address (the guesser shares it)", async () => {
    const shared = '192.0.2.77';
    const [owner] = await createPeople(t.app, 1, 'shared');
    for (let i = 0; i < 30; i++) await login(owner!.email, `guess-${i}`, shared);
    await ownerGetsInByLink(owner!, shared);
  });
});

describe('the offer', () => {
  it('answers a refused wrong password, a refused right one and an unknown name alike', async () => {
    const [owner] = await createPeople(t.app, 1, 'alike');
    const ip = '192.0.2.90';
    for (let i = 0; i < 10; i++) await login(owner!.email, `guess-${i}`, ip);
    for (let i = 0; i < 10; i++) await login('ghost@nowhere.example', `guess-${i}`, ip);
    const answers = [
      await login(owner!.email, 'still-wrong', ip),
      await login(owner!.email, PEOPLE_PASSWORD, ip),
      await login('ghost@nowhere.example', 'still-wrong', ip),
    ];
    for (const res of answers) expectLinkOffered(res);
    expect(new Set(answers.map((r) => r.json().error.replace(/\d+ (minutes?|seconds?)/, 'N')))).toHaveProperty(
      'size',
      1,
    );
  });

  it('a guesser asking for links can never use up the owner’s: every link it caused is still valid', async () => {
    const [owner] = await createPeople(t.app, 1, 'flooded');
    const attacker = '203.0.113.5';
    for (let i = 0; i < 10; i++) await login(owner!.email, `guess-${i}`, attacker);
    for (let i = 0; i < LINK_EMAILS_PER_ACCOUNT + 3; i++) {
      expectLinkOffered(await login(owner!.email, `guess-more-${i}`, attacker));
      await askForLink(owner!.email, attacker);
    }
    // At most the account's links per window, each of them valid: the owner opens the latest one.
    const mails = await linksMailedTo(owner!.email);
    expect(mails).toHaveLength(LINK_EMAILS_PER_ACCOUNT);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link/redeem',
      payload: { token: tokenOf(mails[0]!.text) },
    });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().user.id).toBe(owner!.id);
  });

  it('one address gets at most its own number of links emailed, whatever the accounts; another address is not held', async () => {
    // Refused sign-ins at a venue: one more account offered a link than the address may be emailed.
    const people = await createPeople(t.app, LINK_EMAILS_PER_ADDRESS + 1, 'venue-links');
    const limits = new SignInLinkLimits(t.app.db);
    for (const person of people) await offerSignInLink(limits, person.id);
    const venue = '192.0.2.150';
    for (const person of people) expect((await askForLink(person.email, venue)).statusCode).toBe(200);
    const mailed = await Promise.all(people.map(async (p) => (await linksMailedTo(p.email)).length));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(LINK_EMAILS_PER_ADDRESS);
    const last = people[people.length - 1]!;
    expect(mailed[mailed.length - 1], 'the account past the address limit is emailed nothing').toBe(0);
    // The same owner, refused again and asking from elsewhere, gets the link: the limit is the address's.
    await offerSignInLink(limits, last.id);
    expect((await askForLink(last.email, '198.51.100.250')).statusCode).toBe(200);
    expect(await linksMailedTo(last.email)).toHaveLength(1);
  }, 120_000);
});
