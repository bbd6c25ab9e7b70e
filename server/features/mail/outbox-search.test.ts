// Issue 31: organizers find an email by its recipient in the Outbox (the admin search box sends `q`). The
// search is a "contains" on the lower-cased address, served by a trigram index so it stays fast on a
// deployment with years of mail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  await t.app.db.execute(sql`
    insert into outbox_emails ("to", subject, text, status)
    select 'person' || g || '@crowd.test', 'Hello', 'Body', 'sent' from generate_series(1, 300) g`);
  await t.app.db.execute(sql`
    insert into outbox_emails ("to", subject, text, status) values
      ('Greta.Climate@Berlin.example', 'Your team is approved', 'Body', 'sent'),
      ('greta.climate@berlin.example', 'Reminder', 'Body', 'queued')`);
});
afterAll(() => t.close());

describe('Outbox search by recipient', () => {
  it('lists only the emails to a matching recipient, whatever the case', async () => {
    const res = await t.app.inject({ url: '/api/admin/outbox?q=CLIMATE@berlin', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(2);
    expect(page.items.map((m: { subject: string }) => m.subject).sort()).toEqual(['Reminder', 'Your team is approved']);
  });

  it('is answered from an index on the recipient, not by reading every email', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      // Small test tables make a full read cheapest; the question is whether an index can serve the search.
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = await tx.execute(
        sql`explain select id from outbox_emails o where lower(o."to") like ${'%climate@berlin%'}`,
      );
      return (r.rows as Record<string, string>[]).map((x) => Object.values(x)[0]).join('\n');
    });
    expect(plan).toContain('outbox_to_trgm_idx');
  });
});
