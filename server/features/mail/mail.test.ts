// The outbox and its worker against a real SMTP server on loopback: delivery, a permanent refusal, the
// transaction that wrote an email rolling it back, and mail kept queued without SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers';
import { outboxEmails } from '../../db/schema';
import { enqueueEmail } from './service/outbox';
import { smtpUrl, startSmtp, waitFor, type TestSmtp } from '../../test/smtp-servers';

describe('mail outbox with SMTP', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ refuse: (rcpt) => rcpt.startsWith('bounce') });
    t = await createTestApp({ smtpUrl: smtpUrl(smtp.port) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const row = async (id: number) => (await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

  it('delivers a queued email and marks it sent', async () => {
    const [id] = await enqueueEmail(t.app.db, { to: 'ada@example.com', subject: 'Welcome aboard', text: 'Hello Ada' });
    t.app.mail.kick();
    const sent = await waitFor(async () => {
      const r = await row(id!);
      return r.status === 'sent' ? r : undefined;
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.claimedUntil).toBeNull();
    const mail = smtp.received.find((m) => m.to.includes('ada@example.com'));
    expect(mail?.raw).toContain('Subject: Welcome aboard');
    expect(mail?.raw).toContain('Hello Ada');
  });

  it('fails an email the server refuses for good (5xx) at once, with the reason', async () => {
    const [id] = await enqueueEmail(t.app.db, { to: 'bounce@example.com', subject: 'Nope', text: 'x' });
    t.app.mail.kick();
    const failed = await waitFor(async () => {
      const r = await row(id!);
      return r.status === 'failed' ? r : undefined;
    });
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550 mailbox unavailable/);
  });

  it('rolls the email back with the transaction that wrote it', async () => {
    await t.app.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'ghost@example.com', subject: 'Never', text: 'x' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'ghost@example.com'));
    expect(rows).toHaveLength(0);
  });
});

describe('mail outbox without SMTP', () => {
  it('keeps the email queued in the outbox', async () => {
    const t = await createTestApp();
    try {
      const [id] = await enqueueEmail(t.app.db, { to: 'kept@example.com', subject: 'Kept', text: 'x' });
      t.app.mail.kick();
      await new Promise((r) => setTimeout(r, 300));
      const [row] = await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
      expect(row!.status).toBe('queued');
      expect(row!.attempts).toBe(0);
      expect(t.app.mail.enabled).toBe(false);
    } finally {
      await t.close();
    }
  });
});
