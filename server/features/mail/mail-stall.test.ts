// A stalled SMTP server (it accepts the connection and never says a word) delays nothing else: no
// transaction is open while a send waits, so on PGlite, which runs one query at a time, the API keeps
// answering; stopping the worker aborts the send and hands the email back to the queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers';
import { testConfig } from '../../config';
import { outboxEmails } from '../../db/schema';
import { enqueueEmail } from './service/outbox';
import { smtpUrl, startStalledSmtp, waitFor, type StalledSmtp } from '../../test/smtp-servers';

let stalled: StalledSmtp;
let t: TestApp;
beforeAll(async () => {
  stalled = await startStalledSmtp();
  // Time limits far beyond the test's: only the API's independence and the abort can make it pass.
  const patient = { connectionTimeoutMs: 120_000, greetingTimeoutMs: 120_000, socketTimeoutMs: 120_000 };
  t = await createTestApp({
    smtpUrl: smtpUrl(stalled.port),
    mail: { ...testConfig().mail, ...patient, sendTimeoutMs: 240_000, leaseMs: 480_000 },
  });
});
afterAll(async () => {
  await t.close();
  await stalled.close();
});

const row = async (id: number) => (await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

describe('a stalled SMTP server', () => {
  let id: number;

  it('the API answers while a send waits for a greeting that never comes', async () => {
    [id] = (await enqueueEmail(t.app.db, { to: 'waiting@example.com', subject: 'Stalled', text: 'x' })) as [number];
    t.app.mail.kick();
    await waitFor(async () => (stalled.open.size > 0 ? true : undefined));
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ url: '/api/event' });
      expect(res.statusCode).toBe(200);
    }
    // The send was in flight throughout: the one connection is still open, the email still leased.
    expect(stalled.accepted).toBe(1);
    expect(stalled.open.size).toBe(1);
    const leased = await row(id);
    expect(leased).toMatchObject({ status: 'queued', attempts: 1 });
    expect(leased.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('stopping the worker aborts the send and hands the email back to the queue', async () => {
    await t.app.mail.stop();
    await waitFor(async () => (stalled.open.size === 0 ? true : undefined));
    const released = await row(id);
    expect(released).toMatchObject({ status: 'queued', claimedUntil: null, sentAt: null });
    expect(released.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
