// A message an admin wrote (Contact Team, Send Email, a reply to the inbox), as an email.
import { composeEmail } from './layout';
import type { EventFacts, Recipient } from './event-facts';
import type { OutgoingEmail } from './outbox';

/** A message the admin wrote: blank lines separate paragraphs. */
function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Signed by the organizers of the edition it is about (only its name and address are quoted). */
export function adminMessageEmail(
  to: Recipient,
  subject: string,
  body: string,
  ev: Pick<EventFacts, 'name' | 'contactEmail'>,
): OutgoingEmail {
  return composeEmail(to.email, subject, [
    `Hello ${to.name},`,
    ...paragraphsOf(body),
    `The ${ev.name} organizers (${ev.contactEmail})`,
  ]);
}
