// The worker's claim: a claimed email is nobody else's while its lease is live; a lapsed lease (a sender
// that crashed) lets another claim it, and the first sender's late result is then not recorded over it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers';
import { outboxEmails } from '../../db/schema';
import { claimDue, recordFailure, recordSent } from './service/delivery-store';
import { enqueueEmail } from './service/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // no SMTP: the app's own worker stays idle
});
afterAll(() => t.close());

const row = async (id: number) => (await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;
const mail = (to: string) => ({ to, subject: 'Lease', text: 'x' });

describe('claims and leases', () => {
  it('a live lease keeps the email from every other claim; a lapsed one lets it be claimed again', async () => {
    const [id] = await enqueueEmail(t.app.db, mail('lease@example.com'));
    const first = await claimDue(t.app.db, 10, 60_000);
    expect(first.map((e) => [e.id, e.attempts])).toEqual([[id, 1]]);
    expect(await claimDue(t.app.db, 10, 60_000)).toEqual([]);

    // The first sender crashed: its lease lapses.
    await t.app.db.execute(sql`update outbox_emails set claimed_until = now() - interval '1 second' where id = ${id!}`);
    const second = await claimDue(t.app.db, 10, 60_000);
    expect(second.map((e) => [e.id, e.attempts])).toEqual([[id, 2]]);

    // The first sender's late result is not recorded over the second claim.
    expect(await recordSent(t.app.db, first[0]!)).toBe(false);
    expect((await row(id!)).status).toBe('queued');
    expect(await recordSent(t.app.db, second[0]!)).toBe(true);
    expect(await row(id!)).toMatchObject({ status: 'sent', claimedUntil: null });
  });

  it('claims no more than its limit after polling an empty outbox, when a burst arrives', async () => {
    // The worker polls a quiet outbox; its claim's cached plan then assumed an empty table. Before the claim
    // was a materialized CTE, that plan rescanned the claiming subquery once per row it updated, each scan
    // taking the next rows, and a burst of registrations' emails was claimed (and sent) all at once.
    await t.app.db.execute(sql`delete from outbox_emails`);
    await t.app.db.execute(sql`vacuum analyze outbox_emails`);
    for (let i = 0; i < 8; i++) expect(await claimDue(t.app.db, 4, 60_000)).toEqual([]);
    await enqueueEmail(
      t.app.db,
      Array.from({ length: 40 }, (_, i) => mail(`burst-${i}@example.com`)),
    );
    expect(await claimDue(t.app.db, 4, 60_000)).toHaveLength(4);
    await t.app.db.execute(sql`delete from outbox_emails`);
  });

  it('claims taken side by side never share an email', async () => {
    const ids = await enqueueEmail(
      t.app.db,
      Array.from({ length: 12 }, (_, i) => mail(`side-${i}@example.com`)),
    );
    const claims = await Promise.all([1, 2, 3].map(() => claimDue(t.app.db, 5, 60_000)));
    const claimed = claims.flat().map((e) => e.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });

  it('a failed attempt schedules the next one and frees the email; null fails it', async () => {
    const [id] = await enqueueEmail(t.app.db, mail('retry@example.com'));
    const [claim] = await claimDue(t.app.db, 1, 60_000);
    expect(claim!.id).toBe(id);
    expect(await recordFailure(t.app.db, claim!, 'connect ECONNREFUSED', 60_000)).toBe(true);
    const waiting = await row(id!);
    expect(waiting).toMatchObject({ status: 'queued', claimedUntil: null, lastError: 'connect ECONNREFUSED' });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(waiting.lastAttemptAt!.getTime() + 50_000);
    expect(await claimDue(t.app.db, 10, 60_000)).toEqual([]); // not due for a minute

    await t.app.db.execute(sql`update outbox_emails set next_attempt_at = now() where id = ${id!}`);
    const [again] = await claimDue(t.app.db, 1, 60_000);
    expect(await recordFailure(t.app.db, again!, '550 mailbox unavailable', null)).toBe(true);
    expect(await row(id!)).toMatchObject({ status: 'failed', attempts: 2, lastError: '550 mailbox unavailable' });
  });
});
