// The edition facts the emails of every feature quote (name, contact address, dates), read in the
// action's transaction, and who an email goes to. An email names the edition it is about (DESIGN D13):
// the caller passes that edition's id, never "the" event.
import type { Tx } from '../../../db/client';
import { loadEvent } from '../../events/index';

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

export async function eventFacts(tx: Tx, eventId: number): Promise<EventFacts> {
  const row = await loadEvent(tx, eventId);
  return {
    name: row.name,
    contactEmail: row.contactEmail,
    submissionDeadline: row.submissionDeadline,
    winnersPublishedAt: row.winnersPublishedAt,
  };
}
