import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxEmails, passwordResets, users } from '../../db/schema';
import { forgotPasswordAnswer, RESET_LINK_INVALID } from '@shared/schemas/password-reset';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { sha256 } from '../../lib/crypto';
import { DEFAULT_RESET_LIMITS } from './service/password-reset';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP ceiling of one test does not leak into another. */
const nextIp = () => `10.0.0.${++ipCounter}`;
const forgot = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string, ip = '10.9.9.9') =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress: ip });
const resetMails = (email: string) =>
  t.app.db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.to}) = ${email} and ${outboxEmails.subject} = 'Reset your password'`)
    .orderBy(outboxEmails.id);
const linkToken = (text: string) => text.match(/http:\/\/localhost:3000\/reset-password\/([\w-]+)/)![1]!;

describe('POST /api/auth/forgot-password', () => {
  it('answers the same whether or not the account exists, and emails a link only to a real account', async () => {
    const ip = nextIp();
    const known = await forgot('priya@example.com', ip);
    const unknown = await forgot('nobody-here@example.com', ip);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    // No SMTP in tests: the answer says the link waits in the Outbox (email-delivery.test.ts has both).
    expect(known.json()).toEqual({ ok: true, message: forgotPasswordAnswer('queued'), emailDelivery: 'queued' });
    expect(unknown.json()).toEqual(known.json());
    const mails = await resetMails('priya@example.com');
    expect(mails).toHaveLength(1);
    const token = linkToken(mails[0]!.text);
    const [row] = await t.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(row).toBeDefined();
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(await resetMails('nobody-here@example.com')).toHaveLength(0);
  });

  it('sends at most 3 links per account per hour, silently', async () => {
    for (let i = 0; i < 5; i++)
      expect((await forgot('ANANYA@example.com', nextIp())).json().message).toBe(forgotPasswordAnswer('queued'));
    expect(await resetMails('ananya@example.com')).toHaveLength(3);
  });

  it(`answers 429 with Retry-After after ${DEFAULT_RESET_LIMITS.perIp} requests from one address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < DEFAULT_RESET_LIMITS.perIp; i++)
      expect((await forgot(`nobody${i}@example.com`, ip)).statusCode).toBe(200);
    const res = await forgot('nobody@example.com', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many requests. Try again in (60|59) minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    expect((await forgot('nobody@example.com', nextIp())).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password, ends every session, and works once', async () => {
    const session = await loginAs(t.app, 'arjun@example.com', 'member12345');
    await forgot('arjun@example.com', nextIp());
    const token = linkToken((await resetMails('arjun@example.com')).at(-1)!.text);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 8 characters');
    expect((await reset(token, 'a-fresh-password')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    await loginAs(t.app, 'arjun@example.com', 'a-fresh-password');
    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(RESET_LINK_INVALID);
    const changed = await t.app.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.to} = 'arjun@example.com' and ${outboxEmails.subject} = 'Your password was changed'`);
    expect(changed).toHaveLength(1);
  });

  it('refuses an expired or unknown token', async () => {
    await forgot('kiran@example.com', nextIp());
    const token = linkToken((await resetMails('kiran@example.com')).at(-1)!.text);
    await t.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect((await reset(token, 'kiran-new-pass')).json()).toEqual({ error: RESET_LINK_INVALID });
    expect((await reset('x'.repeat(43), 'kiran-new-pass')).statusCode).toBe(400);
    await loginAs(t.app, 'kiran@example.com', 'member12345');
  });

  it('lets a member who never accepted the invitation set a password and become active', async () => {
    await forgot('rahul@example.com', nextIp());
    const token = linkToken((await resetMails('rahul@example.com')).at(-1)!.text);
    expect((await reset(token, 'rahul-pass-123')).statusCode).toBe(200);
    const [rahul] = await t.app.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.email, 'rahul@example.com'));
    expect(rahul!.status).toBe('active');
    await loginAs(t.app, 'rahul@example.com', 'rahul-pass-123');
  });

  it('two resets racing on one link: exactly one wins', async () => {
    await forgot('leela@example.com', nextIp());
    const token = linkToken((await resetMails('leela@example.com')).at(-1)!.text);
    const results = await Promise.all([reset(token, 'leela-pass-one'), reset(token, 'leela-pass-two')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers 429 after too many bad tokens from one address', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 20; i++)
      expect((await reset(`bad-token-${i}-xxxxxxxx`, 'whatever-123', ip)).statusCode).toBe(400);
    const limited = await reset('bad-token-final-xxxxxxxx', 'whatever-123', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
