// The admin Inbox: contact and support messages listed, marked handled, answered by email.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events, messages, outboxEmails } from '../../db/schema';
import { currentEventId, eventIdOf, unique } from '../../test/fixtures';
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

describe('inbox of an edition', () => {
  const ids = (page: { items: { id: number }[] }) => page.items.map((x) => x.id);

  it("shows the chosen edition's messages; the current edition's also those sent between editions", async () => {
    const current = await currentEventId(t.app);
    const past = await eventIdOf(t.app, 'hackverse-2026');
    const [now, old, between] = await t.app.db
      .insert(messages)
      .values([
        { eventId: current, kind: 'contact', name: 'Now', email: 'now@example.com', body: 'This year' },
        { eventId: past, kind: 'contact', name: 'Old', email: 'old@example.com', body: 'Last year' },
        { eventId: null, kind: 'contact', name: 'Between', email: 'between@example.com', body: 'Between editions' },
      ])
      .returning();
    const currentPage = (await get('/api/admin/messages?pageSize=100')).json();
    expect(ids(currentPage)).toEqual(expect.arrayContaining([now!.id, between!.id]));
    expect(ids(currentPage)).not.toContain(old!.id);
    const pastPage = (await get('/api/admin/messages?event=hackverse-2026&pageSize=100')).json();
    expect(ids(pastPage)).toEqual([old!.id]);
    expect(pastPage.total).toBe(1);
    expect((await get('/api/admin/messages?event=no-such-edition')).statusCode).toBe(404);
    // A reply is signed by the organizers of the message's edition.
    expect(
      (await post(`/api/admin/messages/${old!.id}/reply`, { subject: 'Re: last year', body: 'Thanks!' })).statusCode,
    ).toBe(200);
    const [mail] = await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'old@example.com'));
    expect(mail!.text).toContain('The HackVerse 2026 organizers');
  });

  it('between editions, lists the messages that belong to none', async () => {
    const current = await currentEventId(t.app);
    const [between] = await t.app.db
      .insert(messages)
      .values({ kind: 'support', name: 'Late', email: 'late@example.com', subject: 'general', body: 'Anyone?' })
      .returning();
    await t.app.db.update(events).set({ state: 'draft' }).where(eq(events.id, current));
    try {
      await vi.waitFor(async () => expect(await t.app.editions.current()).toBeNull());
      const page = (await get('/api/admin/messages?pageSize=100')).json();
      expect(ids(page)).toContain(between!.id);
      const rows = await t.app.db.select().from(messages).where(eq(messages.id, between!.id));
      expect(rows[0]!.eventId).toBeNull();
    } finally {
      await t.app.db.update(events).set({ state: 'current' }).where(eq(events.id, current));
      await vi.waitFor(async () => expect((await t.app.editions.current())?.id).toBe(current));
    }
  });
});
