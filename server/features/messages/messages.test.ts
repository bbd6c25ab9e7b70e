import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { events, messages, outboxEmails } from '../../db/schema';
import { currentEventId } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helpers';

const ORGANIZER = 'organizers@test.example';
/** The seeded edition's contact address: the forms' emails go there, not to ORGANIZER_EMAIL (issue 31). */
const CONTACT = 'hello@hackverse.dev';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ organizerEmail: ORGANIZER });
});
afterAll(() => t.close());

let ipCounter = 1;
/** Each test posts from its own address so the per-IP limit of one test does not leak into another. */
function post(url: string, payload: unknown, ip = `10.0.0.${ipCounter++}`) {
  return t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });
}

describe('POST /api/contact', () => {
  it("stores the message and queues an email to the edition's contact address", async () => {
    const res = await post('/api/contact', {
      name: '  Asha Rao ',
      email: 'asha@example.com',
      message: 'We would love to sponsor the event.',
    });
    expect(res.statusCode).toBe(201);
    const { ok, id } = res.json();
    expect(ok).toBe(true);
    const [row] = await t.app.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: null,
      body: 'We would love to sponsor the event.',
      handled: false,
      // Stored with the edition current when it was sent.
      eventId: await currentEventId(t.app),
    });
    const [mail] = await t.app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, CONTACT))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(mail!.subject).toBe('Contact form: Asha Rao');
    expect(mail!.text).toContain('asha@example.com');
    expect(mail!.text).toContain('We would love to sponsor the event.');
    expect(mail!.html).not.toContain('<script');
  });

  it('answers 400 with the messages of each invalid field and stores nothing', async () => {
    const before = await t.app.db.select().from(messages);
    const res = await post('/api/contact', { name: 'A', email: 'not-an-email', message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email',
      message: 'Message must be at least 10 characters',
    });
    expect(await t.app.db.select().from(messages)).toHaveLength(before.length);
  });

  it('escapes the sender text in the HTML email and keeps the subject on one line', async () => {
    const res = await post('/api/contact', {
      name: 'Eve\r\nBcc: x@example.com',
      email: 'eve@example.com',
      message: '<script>alert(1)</script> hello there',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await t.app.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(1);
    expect(mail!.subject).toBe('Contact form: Eve Bcc: x@example.com');
    expect(mail!.html).toContain('&lt;script&gt;');
    expect(mail!.html).not.toContain('<script>');
  });

  it('rate-limits one address after five messages, while another address may still send', async () => {
    const ip = '10.9.9.9';
    const body = { name: 'Spammy Sam', email: 'sam@example.com', message: 'Buy my product, it is great.' };
    for (let i = 0; i < 5; i++) expect((await post('/api/contact', body, ip)).statusCode).toBe(201);
    const limited = await post('/api/contact', body, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many messages sent from your connection\. Please try again in /);
    expect((await post('/api/contact', body, '10.9.9.10')).statusCode).toBe(201);
    // The support form has an allowance of its own.
    expect((await post('/api/support', { ...body, subject: 'general' }, ip)).statusCode).toBe(201);
  });
});

describe('POST /api/support', () => {
  it("stores the request with its subject and queues an email to the edition's contact address", async () => {
    const res = await post('/api/support', {
      name: 'Vikram',
      email: 'vikram@example.com',
      subject: 'technical',
      message: 'The submit page shows an error for my repo.',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(messages).where(eq(messages.id, res.json().id));
    expect(row).toMatchObject({
      kind: 'support',
      subject: 'technical',
      body: 'The submit page shows an error for my repo.',
    });
    const [mail] = await t.app.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(1);
    expect(mail!.to).toBe(CONTACT);
    expect(mail!.subject).toBe('Support request (Technical issue): Vikram');
  });

  it('refuses a subject outside registration, technical, submission, general', async () => {
    for (const subject of ['billing', '', undefined]) {
      const res = await post('/api/support', {
        name: 'Vikram',
        email: 'vikram@example.com',
        subject,
        message: 'Something is not working here.',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.subject).toBe('Please select a subject');
    }
  });
});

describe('between editions', () => {
  it('the forms still work with no current edition: the message belongs to none', async () => {
    const current = await currentEventId(t.app);
    await t.app.db.update(events).set({ state: 'draft' }).where(eq(events.id, current));
    try {
      await vi.waitFor(async () => expect(await t.app.editions.current()).toBeNull());
      const res = await post('/api/contact', {
        name: 'Early Bird',
        email: 'early@example.com',
        message: 'When is the next one?',
      });
      expect(res.statusCode).toBe(201);
      const [row] = await t.app.db.select().from(messages).where(eq(messages.id, res.json().id));
      expect(row).toMatchObject({ name: 'Early Bird', eventId: null });
      // No edition, no contact address of its own: the deployment's organizers are told.
      const [mail] = await t.app.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(1);
      expect(mail).toMatchObject({ to: ORGANIZER, subject: 'Contact form: Early Bird' });
    } finally {
      await t.app.db.update(events).set({ state: 'current' }).where(eq(events.id, current));
    }
  });
});
