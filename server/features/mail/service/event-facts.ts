// The edition facts the emails of every feature quote (name, contact address, dates), read in the
// action's transaction, and who an email goes to. An email names the edition it is about (DESIGN D13):
// the caller passes that edition's id, never "the" event.
import type { Tx } from '../../../db/client';
import { loadEvent, type EventRow } from '../../events/index';

export interface Recipient {
  name: string;
  email: string;
}
export interface EventFacts {
  name: string;
  contactEmail: string;
  submissionDeadline: Date;
  winnersPublishedAt: Date | null;
}

/** What the emails quote of an edition whose row is already in hand. */
export const factsOf = (row: EventRow): EventFacts => ({
  name: row.name,
  contactEmail: row.contactEmail,
  submissionDeadline: row.submissionDeadline,
  winnersPublishedAt: row.winnersPublishedAt,
});

export async function eventFacts(tx: Tx, eventId: number): Promise<EventFacts> {
  return factsOf(await loadEvent(tx, eventId));
}

/** Who signs an email an organizer writes: an edition's name and contact address. */
export type Signature = Pick<EventFacts, 'name' | 'contactEmail'>;

/**
 * The signature of a deployment-wide email (an account's message, a password reset): the edition the
 * admin works on, or with none yet (a production start before the first edition is set up) the
 * deployment's organizers (ORGANIZER_EMAIL), so an account can be helped before any edition exists.
 */
export function signatureOf(edition: EventRow | null, organizerEmail: string): Signature {
  return edition
    ? { name: edition.name, contactEmail: edition.contactEmail }
    : { name: 'the event', contactEmail: organizerEmail };
}
