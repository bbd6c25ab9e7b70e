// An SMTP outage strands nothing: transient failures (a 421 "try later", a refused connection) keep the
// email queued with its next attempt scheduled, and it goes out on its own once a working server is back
// on the port; only after retrying for the configured period is it given up. The health the admin banner
// reads follows along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { outboxEmails } from '../../db/schema';
import type { Config } from '../../config';
import { testConfig } from '../../config';
import { enqueueEmail } from './service/outbox';
import { freePort, smtpUrl, startSmtp, waitFor, type TestSmtp } from '../../test/smtp-servers';

const ADMIN = { email: 'organizer@example.com', password: 'organizer-123' };

/**
 * One app per scenario, built before its test (building is slow on a busy machine) with SMTP_URL on
 * `port()`, and the SMTP servers the scenario started, closed after it.
 */
function scenario(port: () => Promise<number>, mail: Partial<Config['mail']> = {}) {
  const s = { app: undefined as unknown as TestApp, port: 0, servers: [] as TestSmtp[] };
  beforeAll(async () => {
    s.port = await port();
    s.app = await createTestApp({ admin: ADMIN, smtpUrl: smtpUrl(s.port), mail: { ...testConfig().mail, ...mail } });
  });
  afterAll(async () => {
    await s.app?.close();
    for (const server of s.servers) await server.close();
  });
  return s;
}

const rowOf = async (app: TestApp, id: number) =>
  (await app.app.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

/** Waits until the email has failed `n` attempts and is still queued for another; returns the row. */
const afterFailedAttempts = (app: TestApp, id: number, n: number) =>
  waitFor(async () => {
    const r = await rowOf(app, id);
    return r.attempts >= n && r.claimedUntil === null ? r : undefined;
  });

const health = async (app: TestApp) => {
  const admin = await loginAs(app.app, ADMIN.email, ADMIN.password);
  return (await app.app.inject({ url: '/api/admin/mail/health', headers: bearer(admin) })).json();
};

describe('a 421 "try later"', () => {
  let busy: TestSmtp;
  const s = scenario(async () => {
    busy = await startSmtp({ greetWith: { code: 421, message: 'Too busy, try again later' } });
    return busy.port;
  });

  it('keeps the email queued and scheduled; it goes out once a working server takes the port', async () => {
    s.servers.push(busy);
    const [id] = await enqueueEmail(s.app.app.db, { to: 'patient@example.com', subject: 'Outage', text: 'x' });
    s.app.app.mail.kick();
    const waiting = await afterFailedAttempts(s.app, id!, 3);
    expect(waiting.status).toBe('queued');
    expect(waiting.lastError).toMatch(/421/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(waiting.lastAttemptAt!.getTime());
    const h = await health(s.app);
    expect(h).toMatchObject({ configured: true, state: 'failing', queued: 1, failed: 0 });
    expect(h.consecutiveFailures).toBeGreaterThanOrEqual(3);
    expect(h.lastError).toMatch(/421/);
    expect(h.failingSince).not.toBeNull();

    await busy.close();
    const back = await startSmtp({ port: s.port });
    s.servers.push(back);
    const sent = await waitFor(async () => {
      const r = await rowOf(s.app, id!);
      return r.status === 'sent' ? r : undefined;
    });
    expect(sent.lastError).toBeNull();
    expect(back.received.map((m) => m.to)).toEqual([['patient@example.com']]);
    expect(await health(s.app)).toMatchObject({ state: 'delivering', consecutiveFailures: 0, failingSince: null });
  });
});

describe('a refused connection', () => {
  const s = scenario(freePort);

  it('keeps the email queued; it goes out once a server listens on the port', async () => {
    const [id] = await enqueueEmail(s.app.app.db, { to: 'later@example.com', subject: 'Refused', text: 'x' });
    s.app.app.mail.kick();
    const waiting = await afterFailedAttempts(s.app, id!, 2);
    expect(waiting.status).toBe('queued');
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    const back = await startSmtp({ port: s.port });
    s.servers.push(back);
    await waitFor(async () => ((await rowOf(s.app, id!)).status === 'sent' ? true : undefined));
    expect(back.received).toHaveLength(1);
  });
});

describe('a 451 for one recipient (greylisting)', () => {
  let grey: TestSmtp;
  const s = scenario(async () => {
    grey = await startSmtp({ greylist: true });
    return grey.port;
  });

  it('is retried, not failed', async () => {
    s.servers.push(grey);
    const [id] = await enqueueEmail(s.app.app.db, { to: 'grey@example.com', subject: 'Grey', text: 'x' });
    s.app.app.mail.kick();
    const sent = await waitFor(async () => {
      const r = await rowOf(s.app, id!);
      return r.status === 'sent' ? r : undefined;
    });
    expect(sent.attempts).toBe(2);
    expect(grey.received).toHaveLength(1);
  });
});

describe('an outage longer than the retry period', () => {
  const s = scenario(freePort, { backoffBaseMs: 10, backoffCapMs: 40, retryForMs: 300 });

  it('gives the email up, with the reason, only after retrying for that long', async () => {
    const [id] = await enqueueEmail(s.app.app.db, { to: 'never@example.com', subject: 'Gone', text: 'x' });
    s.app.app.mail.kick();
    const failed = await waitFor(async () => {
      const r = await rowOf(s.app, id!);
      return r.status === 'failed' ? r : undefined;
    });
    // After the tenth failure the scheduled delays add up to 10 + 20 + 40 × 7 = 310 ms, past 300.
    expect(failed.attempts).toBe(10);
    expect(failed.lastError).toMatch(/^Given up after 300 ms of retries: .*ECONNREFUSED/);
    expect(failed.createdAt.getTime() + 300).toBeLessThanOrEqual(failed.lastAttemptAt!.getTime());
  });
});
