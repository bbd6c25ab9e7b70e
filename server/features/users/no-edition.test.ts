// Accounts are deployment-wide (DESIGN D13): before the first edition is set up (a production start),
// an organizer can still email a person and reset a password, signed by the deployment's organizers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { outboxTo } from '../../test/fixtures';

let t: TestApp;
let admin: string;
let personId: number;
beforeAll(async () => {
  t = await createTestApp({ seedEdition: false, admin: { email: 'owner@example.org', password: 'owner-pass-123' } });
  admin = await loginAs(t.app, 'owner@example.org', 'owner-pass-123');
  const [person] = await t.app.db
    .insert(users)
    .values({
      name: 'Early Person',
      email: 'early@example.org',
      username: 'early',
      passwordHash: await hashPassword('early-pass-1'),
    })
    .returning({ id: users.id });
  personId = person!.id;
});
afterAll(() => t.close());

describe('with no edition yet', () => {
  it('there is none: the public facts say so', async () => {
    expect((await t.app.inject({ url: '/api/event' })).statusCode).toBe(404);
  });

  it('an organizer emails a person and resets a password, signed by the organizers', async () => {
    const email = await t.app.inject({
      method: 'POST',
      url: `/api/users/${personId}/email`,
      headers: bearer(admin),
      payload: { subject: 'Welcome', body: 'The first edition opens soon.' },
    });
    expect(email.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/users/${personId}/reset-password`,
      headers: bearer(admin),
      payload: { newPassword: 'a-brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    const sent = await outboxTo(t.app, 'early@example.org');
    expect(sent.map((m) => m.subject)).toEqual(['Welcome', 'Your password was reset']);
    expect(sent[1]!.text).toContain('An organizer of the event reset your password');
    expect(sent[0]!.text).toContain(t.config.organizerEmail);
  });
});
