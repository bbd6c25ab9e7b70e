// The event facts the emails of every feature quote (name, contact address, dates), read in the
// action's transaction, and who an email goes to.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { event } from '../../../db/schema';

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

export async function eventFacts(tx: Tx): Promise<EventFacts> {
  const [row] = await tx
    .select({
      name: event.name,
      contactEmail: event.contactEmail,
      submissionDeadline: event.submissionDeadline,
      winnersPublishedAt: event.winnersPublishedAt,
    })
    .from(event)
    .where(eq(event.id, 1));
  if (!row) throw new Error('The event row is missing (the seed creates it)');
  return row;
}
