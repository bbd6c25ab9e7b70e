// The outbox and its worker against a real SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/helpers';
import { outboxEmails } from '../../db/schema';
import { enqueueEmail } from './service/outbox';

interface Received {
  to: string[];
  raw: string;
}

function startSmtp(opts: { failFor?: (rcpt: string) => boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, cb) {
      if (opts.failFor?.(address.address))
        return cb(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  return new Promise<{ server: SMTPServer; port: number; received: Received[] }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    );
  });
}

async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mail outbox with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ failFor: (rcpt) => rcpt.startsWith('bounce') });
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.server.close(() => r()));
  });

  it('delivers a queued email and marks it sent', async () => {
    const [id] = await enqueueEmail(t.app.db, { to: 'ada@example.com', subject: 'Welcome aboard', text: 'Hello Ada' });
    t.app.mail.kick();
    const row = await waitFor(async () => {
      const [r] = await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
      return r?.status === 'sent' ? r : undefined;
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    const mail = smtp.received.find((m) => m.to.includes('ada@example.com'));
    expect(mail?.raw).toContain('Subject: Welcome aboard');
    expect(mail?.raw).toContain('Hello Ada');
  });

  it('retries with backoff and marks the email failed after the last try', async () => {
    const [id] = await enqueueEmail(t.app.db, { to: 'bounce@example.com', subject: 'Nope', text: 'x' });
    t.app.mail.kick();
    const row = await waitFor(async () => {
      const [r] = await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
      return r?.status === 'failed' ? r : undefined;
    });
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/550|mailbox unavailable/);
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
      expect(t.app.mail.enabled).toBe(false);
    } finally {
      await t.close();
    }
  });
});
