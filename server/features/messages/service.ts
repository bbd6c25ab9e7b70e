// Contact and support messages (DESIGN D3): stored for the admin inbox and emailed to the organizers in
// the same transaction, so a message is never stored without its email or emailed without being stored.
import type { ContactMessage, SupportMessage } from '@shared/schemas/messages';
import { SUPPORT_SUBJECT_LABELS } from '@shared/schemas/messages';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { composeEmail } from '../../mail/layout';
import { enqueueEmail } from '../../mail/outbox';

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

export async function receiveMessage(db: Db, msg: IncomingMessage, organizer: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
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
