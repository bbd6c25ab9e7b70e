// What happens to an email an action just wrote to the Outbox (issue 31 "Messages that are true"). Every
// email waits in the Outbox until the worker sends it, and without SMTP it never is: a page must not say
// "we have sent", "emailed" or "Invitation Sent" then. Every answer of an action that emails carries an
// `emailDelivery` (shared/schemas/common.ts), the admin area's mail health maps onto the same three
// states, and these are the only sentences that turn one into words. Whether SMTP is configured or
// failing is a fact of the whole server, so public answers may say it: it tells nothing of an account.
// Plain (no zod): the sign-in pages read it and public pages must not pull the schema chunk for it.

/**
 * sending: SMTP is configured and delivering; queued: no SMTP here, the email stays in the Outbox;
 * delayed: SMTP is failing right now, the email waits in the Outbox and is retried.
 */
export const EMAIL_DELIVERIES = ['sending', 'queued', 'delayed'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/** The admin mail health's state (shared/schemas/mail.ts) as what it means for an email queued now. */
export function emailDeliveryOf(state: 'delivering' | 'not-configured' | 'failing'): EmailDelivery {
  if (state === 'not-configured') return 'queued';
  return state === 'failing' ? 'delayed' : 'sending';
}

/**
 * undefined while mail goes out (or the state is not known); else the sentence that says where the email
 * is and why: `subject` names it ("It", "The invitation to ada@example.org", "5 emails"), `plural` when
 * it names several.
 */
export function deliveryNote(delivery: EmailDelivery | undefined, subject = 'It', plural = false): string | undefined {
  const is = plural ? 'are' : 'is';
  switch (delivery) {
    case 'queued':
      return `${subject} ${is} queued in the Outbox and will not be delivered: SMTP is not configured.`;
    case 'delayed':
      return `${subject} ${is} queued in the Outbox: delivery is failing right now and will be retried.`;
    default:
      return undefined;
  }
}

/**
 * Emails just written to `count` people: `sent` while mail goes out ('5 people were emailed.'), else
 * where they wait ('The emails to 5 people are queued in the Outbox …'). `people` is the count in words.
 */
export function emailsToNote(count: number, people: string, delivery: EmailDelivery | undefined, sent: string): string {
  const waiting =
    count > 0 ? deliveryNote(delivery, `The ${count === 1 ? 'email' : 'emails'} to ${people}`, count !== 1) : undefined;
  return waiting ?? sent;
}

/**
 * A toast's title for an email just written: 'Invitation Sent' while mail goes out (or its state is not
 * known), else 'Invitation Queued'. `sent` words the first ('Emailed').
 */
export function mailTitle(what: string, delivery: EmailDelivery | undefined, sent = 'Sent'): string {
  return `${what} ${delivery === 'queued' || delivery === 'delayed' ? 'Queued' : sent}`;
}
