// The admin's Outbox: every email's status, paginated with the count in SQL, and retry of failed ones.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { OutboxItem, OutboxPage } from '@shared/schemas/admin';
import type { Db, Tx } from '../../../db/client';
import { outboxEmails } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { containsPattern, iso, isoOrNull, pageWindow, rows, whereAll } from '../../../lib/sql';

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: OutboxItem['status'];
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export async function listOutbox(
  tx: Tx,
  f: { page: number; pageSize: number; q?: string; status?: string },
): Promise<OutboxPage> {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(sql`o.status = ${f.status}`);
  if (f.q) conditions.push(sql`lower(o."to") like ${containsPattern(f.q)}`);
  const where = whereAll(conditions);
  const { limit, offset } = pageWindow(f.page, f.pageSize);
  const result = await rows<OutboxRow & { total: number }>(
    tx,
    sql`
    select c.total, r.* from (select count(*)::int as total from outbox_emails o ${where}) c
    left join lateral (
      select o.id, o."to", o.subject, o.text, o.status, o.attempts, o.last_error, o.created_at, o.sent_at
      from outbox_emails o ${where} order by o.id desc limit ${limit} offset ${offset}
    ) r on true
    order by r.id desc`,
  );
  return {
    items: result
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        status: r.status,
        attempts: r.attempts,
        lastError: r.last_error,
        createdAt: iso(r.created_at),
        sentAt: isoOrNull(r.sent_at),
      })),
    total: result[0]?.total ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** Puts a failed (or waiting) email back in the queue for an attempt now. */
export async function retryEmail(db: Db, actorId: number, id: number): Promise<OutboxItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: outboxEmails.status, to: outboxEmails.to })
      .from(outboxEmails)
      .where(eq(outboxEmails.id, id))
      .for('update');
    if (!row) throw notFound('Email not found');
    if (row.status === 'sent') throw conflict('This email was already sent');
    const [updated] = await tx
      .update(outboxEmails)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date() })
      .where(eq(outboxEmails.id, id))
      .returning();
    await writeAudit(tx, actorId, 'outbox.retry', `outbox:${id}`, { to: row.to, from: row.status });
    const r = updated!;
    return {
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: iso(r.createdAt),
      sentAt: isoOrNull(r.sentAt),
    };
  });
}
