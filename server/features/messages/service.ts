// Contact and support messages (DESIGN D3): stored for the admin inbox and emailed to the organizers in
// the same transaction, so a message is never stored without its email or emailed without being stored.
// The admin Inbox lists them (paginated, counted in SQL), marks them handled and replies by email.
// A message belongs to the edition current when it was sent, or to none between editions (DESIGN D13):
// the forms work whether or not an edition is current.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ContactMessage, SupportMessage } from '@shared/schemas/messages';
import { type InboxMessage, type MessagePage, SUPPORT_SUBJECT_LABELS } from '@shared/schemas/messages';
import type { Db, Tx } from '../../db/client';
import { messages } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { containsPattern, iso, pageWindow, rows, whereAll } from '../../lib/sql';
import { adminMessageEmail, composeEmail, enqueueEmail, eventFacts, signatureOf } from '../mail/index';

export type IncomingMessage = ({ kind: 'contact' } & ContactMessage) | ({ kind: 'support' } & SupportMessage);

/** One line, no control characters: user text goes into an email subject header. */
function oneLine(s: string, max = 80): string {
  // \p{Cc}: control characters (CR/LF included), which could otherwise start a new header line.
  const flat = s
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function organizerEmail(msg: IncomingMessage, to: string, id: number) {
  const from = `${msg.name} <${msg.email}>`;
  if (msg.kind === 'contact') {
    return composeEmail(to, `Contact form: ${oneLine(msg.name)}`, [
      `New message from the contact form (#${id}).`,
      `From: ${from}`,
      msg.message,
      `Reply to ${msg.email} to answer. The message is also in the admin inbox.`,
    ]);
  }
  const subject = SUPPORT_SUBJECT_LABELS[msg.subject];
  return composeEmail(to, `Support request (${subject}): ${oneLine(msg.name)}`, [
    `New support request (#${id}).`,
    `From: ${from}\nSubject: ${subject}`,
    msg.message,
    `Reply to ${msg.email} to answer. The request is also in the admin inbox.`,
  ]);
}

export async function receiveMessage(
  db: Db,
  msg: IncomingMessage,
  organizer: string,
  eventId: number | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        eventId,
        kind: msg.kind,
        name: msg.name,
        email: msg.email,
        subject: msg.kind === 'support' ? msg.subject : null,
        body: msg.message,
      })
      .returning({ id: messages.id });
    await enqueueEmail(tx, organizerEmail(msg, organizer, row!.id));
    return row!.id;
  });
}

function toMessage(r: Omit<typeof messages.$inferSelect, 'eventId'>): InboxMessage {
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

/**
 * The inbox of one edition. The current edition's also holds the messages sent between editions; with
 * no current edition (id null) the inbox is those messages alone.
 */
export interface InboxEdition {
  id: number | null;
  current: boolean;
}

function editionCondition(edition: InboxEdition): SQL {
  if (edition.id === null) return sql`x.event_id is null`;
  if (edition.current) return sql`(x.event_id = ${edition.id} or x.event_id is null)`;
  return sql`x.event_id = ${edition.id}`;
}

export async function listMessages(
  tx: Tx,
  edition: InboxEdition,
  f: { page: number; pageSize: number; q?: string; kind?: string; handled?: boolean },
): Promise<MessagePage> {
  const conditions: SQL[] = [editionCondition(edition)];
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
    await writeAudit(tx, actorId, handled ? 'message.handled' : 'message.reopened', `message:${id}`, {}, row.eventId);
    return toMessage(row);
  });
}

/**
 * Reply to a contact or support message by email; the message is marked handled. The reply is signed
 * by the organizers of the message's edition; a message sent between editions gets the current one's
 * (`fallback`), or the deployment's organizer address when there is none.
 */
export async function replyToMessage(
  db: Db,
  actorId: number,
  id: number,
  mail: { subject: string; body: string },
  fallback: { eventId: number | null; organizerEmail: string },
): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(messages).set({ handled: true }).where(eq(messages.id, id)).returning();
    if (!row) throw notFound('Message not found');
    const eventId = row.eventId ?? fallback.eventId;
    const ev = eventId ? await eventFacts(tx, eventId) : signatureOf(null, fallback.organizerEmail);
    await enqueueEmail(tx, adminMessageEmail({ name: row.name, email: row.email }, mail.subject, mail.body, ev));
    await writeAudit(tx, actorId, 'message.reply', `message:${id}`, { subject: mail.subject }, row.eventId);
    return toMessage(row);
  });
}
