// Organizers read what was sent and what they are about to send (issue 24): one Outbox email with its
// text and HTML parts; the preview of an admin message as each recipient reads it; the number of
// people an announcement's audience would email.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PREVIEW_NAME } from '@shared/schemas/mail';
import { outboxEmails } from '../../db/schema';
import { bearer, createTestApp, loginAs, onPostgres, type TestApp } from '../../test/helpers';
import type { FastifyBaseLogger } from 'fastify';
import { composeEmail, MailWorker } from './index';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.app.inject({ url, headers: bearer(token) });

describe('reading the Outbox', () => {
  it('answers one email with its text and HTML parts, to admins only', async () => {
    const mail = composeEmail('ada@example.org', 'Join Code Crusaders', [
      'Hi Ada,',
      'https://hack.example/invite/abc123',
    ]);
    const [row] = await t.app.db.insert(outboxEmails).values(mail).returning({ id: outboxEmails.id });
    const res = await get(`/api/admin/outbox/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row!.id,
      to: 'ada@example.org',
      subject: 'Join Code Crusaders',
      text: 'Hi Ada,\n\nhttps://hack.example/invite/abc123',
      status: 'queued',
      html: expect.stringContaining('<a href="https://hack.example/invite/abc123">'),
    });
    expect((await get('/api/admin/outbox/2147483647')).statusCode).toBe(404);
    const team = await loginAs(t.app, 'team@example.com', 'team12345');
    expect((await get(`/api/admin/outbox/${row!.id}`, team)).statusCode).toBe(403);
  });
});

describe('before sending', () => {
  it('previews an admin message as each recipient reads it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail/preview',
      headers: bearer(admin),
      payload: { subject: 'Dinner', body: 'Food at 7.\n\nBring your badge.' },
    });
    expect(res.statusCode).toBe(200);
    const { subject, text } = res.json();
    expect(subject).toBe('Dinner');
    expect(text).toMatch(
      new RegExp(
        `^Hello \\${PREVIEW_NAME.slice(0, -1)}\\},\\n\\nFood at 7\\.\\n\\nBring your badge\\.\\n\\nThe .+ organizers \\(`,
      ),
    );
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail/preview',
      headers: bearer(admin),
      payload: { subject: '', body: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toHaveProperty('subject');
  });

  it("counts an announcement's audience: everyone is at least the approved teams' people", async () => {
    const everyone = (await get('/api/announcements/audience-count?audience=everyone')).json().count;
    const approved = (await get('/api/announcements/audience-count?audience=approved')).json().count;
    expect(approved).toBeGreaterThan(0);
    expect(everyone).toBeGreaterThanOrEqual(approved);
    expect((await get('/api/announcements/audience-count?audience=nobody')).statusCode).toBe(400);
  });
});

describe('without SMTP', () => {
  it('logs each newly queued email at info with its recipient and subject (the README says so)', async () => {
    const info = vi.fn();
    const log = { info, warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const worker = new MailWorker(t.app.db, { from: 'x@example.org', ...t.config.mail }, log);
    worker.start();
    expect(worker.enabled).toBe(false);
    const [row] = await t.app.db
      .insert(outboxEmails)
      .values(composeEmail('grace@example.org', 'Your invitation', ['Hi Grace']))
      .returning({ id: outboxEmails.id });
    await worker.logUnsent();
    expect(info).toHaveBeenCalledWith(
      { emailId: row!.id, to: 'grace@example.org', subject: 'Your invitation' },
      'email queued, not sent: SMTP_URL is not set',
    );
    // Logged once: the next pass has nothing new.
    info.mockClear();
    await worker.logUnsent();
    expect(info).not.toHaveBeenCalled();
    await worker.stop();
  });

  it('logs each email of a rush once, reading the outbox once per pass rather than once per email', async () => {
    const info = vi.fn();
    const log = { info, warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    let reads = 0;
    const db = new Proxy(t.app.db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (...args: Parameters<typeof target.execute>) => {
              reads++;
              return target.execute(...args);
            }
          : Reflect.get(target, key, receiver),
    });
    const worker = new MailWorker(db, { from: 'x@example.org', ...t.config.mail }, log);
    worker.start();
    await worker.logUnsent();
    info.mockClear();
    reads = 0;
    // Forty registrations at once, each kicking the worker as it commits.
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await t.app.db.insert(outboxEmails).values(composeEmail(`rush${i}@example.org`, 'Your team', ['Hi']));
        await worker.logUnsent();
      }),
    );
    await worker.logUnsent();
    const logged = info.mock.calls
      .map(([fields]) => (fields as { to: string }).to)
      .filter((to) => to.startsWith('rush'));
    expect(logged.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `rush${i}@example.org`).sort());
    expect(reads).toBeLessThan(40);
    await worker.stop();
  });

  // PostgreSQL numbers a row when it is inserted and shows it when it commits: an email numbered
  // before one already logged can appear later, and is logged all the same (it was lost once in CI).
  it.skipIf(!onPostgres)('logs an email whose transaction commits after a later-numbered one was logged', async () => {
    const info = vi.fn();
    const log = { info, warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const worker = new MailWorker(t.app.db, { from: 'x@example.org', ...t.config.mail }, log);
    worker.start();
    await worker.logUnsent();
    info.mockClear();
    let commitSlow!: () => void;
    const slowMayCommit = new Promise<void>((resolve) => (commitSlow = resolve));
    let numbered!: () => void;
    const slowNumbered = new Promise<void>((resolve) => (numbered = resolve));
    const slow = t.app.db.transaction(async (tx) => {
      await tx.insert(outboxEmails).values(composeEmail('slow@example.org', 'Your team', ['Hi']));
      numbered();
      await slowMayCommit;
    });
    await slowNumbered;
    await t.app.db.insert(outboxEmails).values(composeEmail('quick@example.org', 'Your team', ['Hi']));
    await worker.logUnsent();
    commitSlow();
    await slow;
    await worker.logUnsent();
    await worker.logUnsent();
    const logged = info.mock.calls.map(([fields]) => (fields as { to: string }).to);
    expect(logged).toEqual(['quick@example.org', 'slow@example.org']);
    await worker.stop();
  });
});
