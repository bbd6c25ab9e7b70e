// The admin's Outbox: every email's status, paginated with the count in SQL; retry of one failed (or
// waiting) email, and of every failed email at once (after an outage, or a fixed configuration).
import { sql, type SQL } from 'drizzle-orm';
import type { OutboxItem, OutboxMessage, OutboxPage, RetryFailedResult } from '@shared/schemas/mail';
import type { Db, Tx } from '../../../db/client';
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
  last_attempt_at: Date | null;
  next_attempt_at: Date;
  sending: boolean;
}

/** The columns of an item; `sending` is a live lease (a worker has it right now). */
const ITEM_COLUMNS = sql.raw(`o.id, o."to", o.subject, o.text, o.status, o.attempts, o.last_error, o.created_at,
  o.sent_at, o.last_attempt_at, o.next_attempt_at, coalesce(o.claimed_until > now(), false) as sending`);

function toItem(r: OutboxRow): OutboxItem {
  return {
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: iso(r.created_at),
    sentAt: isoOrNull(r.sent_at),
    lastAttemptAt: isoOrNull(r.last_attempt_at),
    nextAttemptAt: r.status === 'queued' ? iso(r.next_attempt_at) : null,
    sending: r.sending,
  };
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
      select ${ITEM_COLUMNS} from outbox_emails o ${where} order by o.id desc limit ${limit} offset ${offset}
    ) r on true
    order by r.id desc`,
  );
  return {
    items: result.filter((r) => r.id !== null).map(toItem),
    total: result[0]?.total ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** One email with its HTML part: organizers read what was sent (an invitation's link) on screen. */
export async function outboxMessage(tx: Tx, id: number): Promise<OutboxMessage> {
  const [row] = await rows<OutboxRow & { html: string | null }>(
    tx,
    sql`select ${ITEM_COLUMNS}, o.html from outbox_emails o where o.id = ${id}`,
  );
  if (!row) throw notFound('Email not found');
  return { ...toItem(row), html: row.html };
}

/**
 * Back in the queue for an attempt now, with a new round of retries (attempts from 0). Not while a
 * worker is sending it: the email could go out twice.
 */
export async function retryEmail(db: Db, actorId: number, id: number): Promise<OutboxItem> {
  return db.transaction(async (tx) => {
    const [row] = await rows<{ status: OutboxItem['status']; to: string; sending: boolean }>(
      tx,
      sql`select status, "to", coalesce(claimed_until > now(), false) as sending
          from outbox_emails where id = ${id} for update`,
    );
    if (!row) throw notFound('Email not found');
    if (row.status === 'sent') throw conflict('This email was already sent');
    if (row.sending) throw conflict('This email is being sent right now');
    const [updated] = await rows<OutboxRow>(
      tx,
      sql`update outbox_emails o set status = 'queued', attempts = 0, next_attempt_at = now(), claimed_until = null
          where o.id = ${id} returning ${ITEM_COLUMNS}`,
    );
    await writeAudit(tx, actorId, 'outbox.retry', `outbox:${id}`, { to: row.to, from: row.status });
    return toItem(updated!);
  });
}

/** Every failed email back in the queue, each with a new round of retries; one audit row with the count. */
export async function retryAllFailed(db: Db, actorId: number): Promise<RetryFailedResult> {
  return db.transaction(async (tx) => {
    const requeued = await rows<{ id: number }>(
      tx,
      sql`update outbox_emails set status = 'queued', attempts = 0, next_attempt_at = now(), claimed_until = null
          where status = 'failed' returning id`,
    );
    await writeAudit(tx, actorId, 'outbox.retry_all', 'outbox', { count: requeued.length });
    return { requeued: requeued.length };
  });
}
