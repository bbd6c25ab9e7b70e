// The durable outbox: mail is a row written in the caller's transaction, so an action and its email
// commit or roll back together; the worker delivers it later (woken when the caller's transaction
// commits, see kick.ts).
import type { Tx } from '../../../db/client';
import { outboxEmails } from '../../../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Erased accounts keep a reserved address under `.invalid` (RFC 2606; issue 35): nothing is ever sent to
 * one, whichever feature writes the email.
 */
export const isUndeliverable = (to: string) => /\.invalid$/i.test(to.trim());

export async function enqueueEmail(tx: Tx, mail: OutgoingEmail | OutgoingEmail[]): Promise<number[]> {
  const list = (Array.isArray(mail) ? mail : [mail]).filter((m) => !isUndeliverable(m.to));
  if (list.length === 0) return [];
  const rows = await tx
    .insert(outboxEmails)
    .values(list.map((m) => ({ to: m.to, subject: m.subject, text: m.text, html: m.html ?? null })))
    .returning({ id: outboxEmails.id });
  return rows.map((r) => r.id);
}
