// The edition's gates on the server (DESIGN D17, decision 0015): every write that depends on what is
// open now asks shared/edition-gates.ts once, inside its transaction, on the edition row it read there
// (share-locked: a phase override or a moved date waits for the writes deciding on the old row, and
// later ones see the new one) and at the server's clock (clockNow), never the system's.
import { eq } from 'drizzle-orm';
import { editionGates, type EditionGates, type GateName, type JudgingSwitch } from '@shared/edition-gates';
import type { Tx } from '../../../db/client';
import { events } from '../../../db/schema';
import { AppError, conflict } from '../../../lib/errors';
import { clockNow } from '../../../lib/clock';
import type { EventRow } from './event-row';

/** The edition's row, share-locked until the transaction ends (changes to it wait; other readers do not). */
export async function shareLockEvent(tx: Tx, eventId: number): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('share');
  if (!row) throw new AppError(503, 'The event is not configured yet');
  return row;
}

/** What is open for `row` at `now` (the server's clock by default). */
export function gatesOf(row: EventRow, now: Date = clockNow(), judging?: JudgingSwitch): EditionGates {
  return editionGates(row, now, judging);
}

/** 409 with the gate's words (naming the phase and its dates) unless `gate` is open. */
export function assertGate(gates: EditionGates, gate: GateName): void {
  const g = gates[gate];
  if (!g.open) throw conflict(g.message ?? 'This is closed now');
}

/**
 * Inside a write: share-locks the edition row, reads the clock once and refuses unless `gate` is open.
 * Returns the row and the gates, so the write goes on with what it decided on.
 */
export async function openGate(
  tx: Tx,
  eventId: number,
  gate: GateName,
): Promise<{ row: EventRow; gates: EditionGates }> {
  const row = await shareLockEvent(tx, eventId);
  const gates = gatesOf(row);
  assertGate(gates, gate);
  return { row, gates };
}
