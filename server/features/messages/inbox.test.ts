// The admin Inbox: contact and support messages listed, marked handled, answered by email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages, outboxEmails } from '../../db/schema';
import { unique } from '../../test/fixtures';
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

describe('inbox', () => {
  it('lists contact and support messages, marks them handled, replies by email', async () => {
    const email = `${unique('visitor')}@example.com`;
    const [m] = await t.app.db
      .insert(messages)
      .values({ kind: 'support', name: 'Visitor', email, subject: 'technical', body: 'The page is blank' })
      .returning();
    await t.app.db
      .insert(messages)
      .values({ kind: 'contact', name: 'Sponsor', email: 'sponsor@example.com', body: 'We want to sponsor' });
    const page = (await get('/api/admin/messages?kind=support')).json();
    expect(page.items.map((x: { id: number }) => x.id)).toContain(m!.id);
    expect(page.items.every((x: { kind: string }) => x.kind === 'support')).toBe(true);
    expect((await get('/api/admin/messages?q=blank')).json().total).toBe(1);
    expect((await post(`/api/admin/messages/${m!.id}/handled`, { handled: true })).json().handled).toBe(true);
    expect(
      (await get('/api/admin/messages?handled=false')).json().items.map((x: { id: number }) => x.id),
    ).not.toContain(m!.id);
    const reply = await post(`/api/admin/messages/${m!.id}/reply`, { subject: 'Re: blank page', body: 'Fixed now.' });
    expect(reply.statusCode).toBe(200);
    const [mail] = await t.app.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.to} = ${email}`);
    expect(mail).toMatchObject({ subject: 'Re: blank page' });
    expect((await post('/api/admin/messages/999999/handled', { handled: true })).statusCode).toBe(404);
  });
});
