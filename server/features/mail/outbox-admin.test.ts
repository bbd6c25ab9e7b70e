// The admin Outbox: every email newest first, filtered by recipient or status; retry of a failed one and
// of every failed one at once; and the health of delivery the admin area's banner shows (this app has
// no SMTP_URL, as the e2e server: "not configured"; the failing state is in mail-outage.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailHealthSchema, outboxPageSchema } from '@shared/schemas/mail';
import { mailHealth, outboxEmails } from '../../db/schema';
import { auditRows, unique } from '../../test/fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });

const failedEmail = (to: string, lastError = '550 mailbox unavailable') =>
  t.app.db
    .insert(outboxEmails)
    .values({ to, subject: 'Hi', text: 'x', status: 'failed', attempts: 5, lastError })
    .returning();

describe('outbox', () => {
  it('lists emails newest first, filters by recipient, retries a failed one', async () => {
    const to = `${unique('failing')}@example.com`;
    const [row] = await failedEmail(to);
    const page = outboxPageSchema.parse(
      (await get(`/api/admin/outbox?q=${encodeURIComponent(to.toUpperCase())}`)).json(),
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: row!.id,
      to,
      status: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
      sentAt: null,
      nextAttemptAt: null,
      sending: false,
    });
    expect(
      (await get('/api/admin/outbox?status=failed'))
        .json()
        .items.every((m: { status: string }) => m.status === 'failed'),
    ).toBe(true);
    const retry = await post(`/api/admin/outbox/${row!.id}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'queued', attempts: 0, sending: false });
    expect(retry.json().nextAttemptAt).not.toBeNull();
    expect((await auditRows(t.app, `outbox:${row!.id}`)).map((a) => a.action)).toEqual(['outbox.retry']);
    await t.app.db.update(outboxEmails).set({ status: 'sent' }).where(eq(outboxEmails.id, row!.id));
    expect((await post(`/api/admin/outbox/${row!.id}/retry`)).statusCode).toBe(409);
    expect((await post('/api/admin/outbox/999999/retry')).statusCode).toBe(404);
  });

  it('does not retry an email a worker is sending right now', async () => {
    const [row] = await t.app.db
      .insert(outboxEmails)
      .values({
        to: 'busy@example.com',
        subject: 'Hi',
        text: 'x',
        attempts: 1,
        claimedUntil: new Date(Date.now() + 60_000),
      })
      .returning();
    const item = (await get(`/api/admin/outbox?q=busy@example.com`)).json().items[0];
    expect(item).toMatchObject({ id: row!.id, status: 'queued', sending: true });
    const retry = await post(`/api/admin/outbox/${row!.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe('This email is being sent right now');
  });

  it('retries every failed email at once, audited with the count', async () => {
    await failedEmail(`${unique('outage-a')}@example.com`, 'Given up after 24 h of retries: connect ECONNREFUSED');
    await failedEmail(`${unique('outage-b')}@example.com`);
    const failedBefore = (await get('/api/admin/outbox?status=failed')).json().total as number;
    expect(failedBefore).toBeGreaterThanOrEqual(2);

    const res = await post('/api/admin/outbox/retry-failed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ requeued: failedBefore });
    expect((await get('/api/admin/outbox?status=failed')).json().total).toBe(0);
    const audit = await auditRows(t.app, 'outbox');
    expect(audit.at(-1)).toMatchObject({ action: 'outbox.retry_all', data: { count: failedBefore } });

    expect((await post('/api/admin/outbox/retry-failed')).json()).toEqual({ requeued: 0 });
  });

  it('is for admins only', async () => {
    const team = await loginAs(t.app, 'team@example.com', 'team12345');
    for (const [method, url] of [
      ['POST', '/api/admin/outbox/retry-failed'],
      ['GET', '/api/admin/mail/health'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: bearer(team) })).statusCode).toBe(403);
    }
  });
});

describe('mail health', () => {
  it('says SMTP is not configured, with the queued and failed counts', async () => {
    await failedEmail(`${unique('health')}@example.com`);
    const counts = async () =>
      (
        (await t.app.db.execute(
          sql`select count(*) filter (where status = 'queued')::int as queued,
                     count(*) filter (where status = 'failed')::int as failed from outbox_emails`,
        )) as unknown as { rows: { queued: number; failed: number }[] }
      ).rows[0]!;
    const res = await get('/api/admin/mail/health');
    expect(res.statusCode).toBe(200);
    const health = mailHealthSchema.parse(res.json());
    expect(health).toMatchObject({
      state: 'not-configured',
      configured: false,
      lastSuccessAt: null,
      consecutiveFailures: 0,
      ...(await counts()),
    });
    expect(health.queued).toBeGreaterThan(0); // the demo data's emails wait in the Outbox
  });

  it('reports the run of failures the workers recorded', async () => {
    const since = new Date(Date.now() - 5 * 60_000);
    await t.app.db
      .insert(mailHealth)
      .values({
        lastFailureAt: new Date(),
        lastError: 'connect ECONNREFUSED',
        consecutiveFailures: 4,
        failingSince: since,
      })
      .onConflictDoUpdate({
        target: mailHealth.id,
        set: { lastError: 'connect ECONNREFUSED', consecutiveFailures: 4, failingSince: since },
      });
    const health = mailHealthSchema.parse((await get('/api/admin/mail/health')).json());
    // Not configured here, which is what the admin must fix first, whatever the past attempts say.
    expect(health).toMatchObject({
      state: 'not-configured',
      consecutiveFailures: 4,
      lastError: 'connect ECONNREFUSED',
      failingSince: since.toISOString(),
    });
  });
});
