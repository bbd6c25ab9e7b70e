// An edition's row (name, dates, team rules, prizes, contact): every feature reads it through here, by
// the edition's id (DESIGN D13); which edition a request means is decided once, in context.ts.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { events } from '../../../db/schema';
import { AppError } from '../../../lib/errors';

export type EventRow = typeof events.$inferSelect;

export async function loadEvent(db: Tx, eventId: number): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  // Callers pass an id they were given by the directory; its absence is a broken installation.
  if (!row) throw new AppError(503, 'The event is not configured yet');
  return row;
}

/** Locks the edition's row until the transaction ends: actions that change it take turns. */
export async function lockEvent(tx: Tx, eventId: number): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!row) throw new AppError(503, 'The event is not configured yet');
  return row;
}

/** Changes the edition's row (its facts, its milestones as they happen). */
export async function updateEvent(tx: Tx, eventId: number, patch: Partial<Omit<EventRow, 'id'>>): Promise<void> {
  await tx.update(events).set(patch).where(eq(events.id, eventId));
}
