// The admin's Outbox (every email's status, retry of failed ones) and Inbox (contact and support
// messages, DESIGN D3), both paginated with counts in SQL.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { InboxMessage, MessagePage, OutboxItem, OutboxPage } from '@shared/schemas/admin';
import type { Db, Tx } from '../../db/client';
import { messages, outboxEmails } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { enqueueEmail } from '../../mail/outbox';
import { adminMessageEmail, eventFacts } from './emails';
import { containsPattern, iso, isoOrNull, pageWindow, rows, whereAll } from './sql';

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

function toMessage(r: typeof messages.$inferSelect): InboxMessage {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    subject: r.subject,
    body: r.body,
    handled: r.handled,
    createdAt: iso(r.createdAt),
  };
}

export async function listMessages(
  tx: Tx,
  f: { page: number; pageSize: number; q?: string; kind?: string; handled?: boolean },
): Promise<MessagePage> {
  const conditions: SQL[] = [];
  if (f.kind) conditions.push(sql`x.kind = ${f.kind}`);
  if (f.handled !== undefined) conditions.push(sql`x.handled = ${f.handled}`);
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(
      sql`(lower(x.name) like ${pattern} or lower(x.email) like ${pattern} or lower(coalesce(x.subject, '')) like ${pattern} or lower(x.body) like ${pattern})`,
    );
  }
  const where = whereAll(conditions);
  const { limit, offset } = pageWindow(f.page, f.pageSize);
  const result = await rows<{
    total: number;
    id: number;
    kind: InboxMessage['kind'];
    name: string;
    email: string;
    subject: string | null;
    body: string;
    handled: boolean;
    created_at: Date;
  }>(
    tx,
    sql`
    select c.total, r.* from (select count(*)::int as total from messages x ${where}) c
    left join lateral (
      select x.id, x.kind, x.name, x.email, x.subject, x.body, x.handled, x.created_at
      from messages x ${where} order by x.created_at desc, x.id desc limit ${limit} offset ${offset}
    ) r on true
    order by r.created_at desc, r.id desc`,
  );
  return {
    items: result
      .filter((r) => r.id !== null)
      .map((r) =>
        toMessage({
          id: r.id,
          kind: r.kind,
          name: r.name,
          email: r.email,
          subject: r.subject,
          body: r.body,
          handled: r.handled,
          createdAt: r.created_at,
        }),
      ),
    total: result[0]?.total ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function markMessage(db: Db, actorId: number, id: number, handled: boolean): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(messages).set({ handled }).where(eq(messages.id, id)).returning();
    if (!row) throw notFound('Message not found');
    await writeAudit(tx, actorId, handled ? 'message.handled' : 'message.reopened', `message:${id}`, {});
    return toMessage(row);
  });
}

/** Reply to a contact or support message by email; the message is marked handled. */
export async function replyToMessage(
  db: Db,
  actorId: number,
  id: number,
  mail: { subject: string; body: string },
): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(messages).set({ handled: true }).where(eq(messages.id, id)).returning();
    if (!row) throw notFound('Message not found');
    const ev = await eventFacts(tx);
    await enqueueEmail(tx, adminMessageEmail({ name: row.name, email: row.email }, mail.subject, mail.body, ev));
    await writeAudit(tx, actorId, 'message.reply', `message:${id}`, { subject: mail.subject });
    return toMessage(row);
  });
}
