// The admin Outbox: every email newest first, filtered by recipient or status; retry of a failed one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema';
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

describe('outbox', () => {
  it('lists emails newest first, filters by recipient, retries a failed one', async () => {
    const to = `${unique('failing')}@example.com`;
    const [row] = await t.app.db
      .insert(outboxEmails)
      .values({ to, subject: 'Hi', text: 'x', status: 'failed', attempts: 5, lastError: '550 mailbox unavailable' })
      .returning();
    const page = (await get(`/api/admin/outbox?q=${encodeURIComponent(to.toUpperCase())}`)).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: row!.id,
      to,
      status: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
      sentAt: null,
    });
    expect(
      (await get('/api/admin/outbox?status=failed'))
        .json()
        .items.every((m: { status: string }) => m.status === 'failed'),
    ).toBe(true);
    const retry = await post(`/api/admin/outbox/${row!.id}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await auditRows(t.app, `outbox:${row!.id}`)).map((a) => a.action)).toEqual(['outbox.retry']);
    await t.app.db.update(outboxEmails).set({ status: 'sent' }).where(eq(outboxEmails.id, row!.id));
    expect((await post(`/api/admin/outbox/${row!.id}/retry`)).statusCode).toBe(409);
    expect((await post('/api/admin/outbox/999999/retry')).statusCode).toBe(404);
  });
});
