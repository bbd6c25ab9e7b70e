// Where the contact and support forms' emails go (issue 31): to the contact address the organizers set
// for their edition, not to the deployment's ORGANIZER_EMAIL (a default nobody of theirs reads).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

const DEPLOYMENT_DEFAULT = 'organizers@deployment.example';
const EDITION_CONTACT = 'hello@climate-hack.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    organizerEmail: DEPLOYMENT_DEFAULT,
    admin: { email: 'owner@example.org', password: 'owner-pass-123' },
  });
  // The organizer sets their edition's contact address in the Event area.
  const admin = await loginAs(t.app, 'owner@example.org', 'owner-pass-123');
  const slug = (await t.app.editions.current())!.slug;
  const facts = (await t.app.inject({ url: `/api/events/${slug}`, headers: bearer(admin) })).json();
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/events/${slug}`,
    headers: bearer(admin),
    payload: { contactEmail: EDITION_CONTACT, version: facts.version },
  });
  expect(res.statusCode, res.body).toBe(200);
  await vi.waitFor(async () => expect((await t.app.editions.current())?.contactEmail).toBe(EDITION_CONTACT));
});
afterAll(() => t.close());

const lastMail = async () => (await t.app.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(1))[0]!;

describe("the forms' emails go to the edition's contact address", () => {
  it('POST /api/contact', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Asha Rao', email: 'asha@example.com', message: 'We would love to sponsor the event.' },
      remoteAddress: '10.1.0.1',
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMail();
    expect(mail.subject).toBe('Contact form: Asha Rao');
    expect(mail.to).toBe(EDITION_CONTACT);
    const toDefault = await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, DEPLOYMENT_DEFAULT));
    expect(toDefault).toEqual([]);
  });

  it('POST /api/support', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { name: 'Vikram', email: 'vikram@example.com', subject: 'technical', message: 'The submit page fails.' },
      remoteAddress: '10.1.0.2',
    });
    expect(res.statusCode).toBe(201);
    expect((await lastMail()).to).toBe(EDITION_CONTACT);
  });
});
