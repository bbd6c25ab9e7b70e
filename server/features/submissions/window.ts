// The submission window on the server (issue "The calendar drives the product"): one decision, by the
// server's clock (clockNow), with the edition's row share-locked in the writing transaction, so a phase
// override or a moved deadline waits for the submissions already deciding and none decides on stale
// dates. The gate itself and its words are shared/submission-window.ts, which the pages read too.
import { eq } from 'drizzle-orm';
import { submissionGate, submissionGateMessage, submissionWindowLine } from '@shared/submission-window';
import type { SubmissionWindowState } from '@shared/schemas/submissions';
import type { Tx } from '../../db/client';
import { events } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { clockNow } from '../../lib/clock';
import type { EventRow } from '../events/index';

/** The edition's row, share-locked until the transaction ends (changes to it wait; submissions do not). */
export async function shareLockEvent(tx: Tx, eventId: number): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('share');
  if (!row) throw new AppError(503, 'The event is not configured yet');
  return row;
}

/** 409 naming the phase and its dates unless the window is open at `now`. */
export function assertWindowOpen(ev: EventRow, now: Date): void {
  const gate = submissionGate(ev, now);
  if (!gate.open) throw conflict(submissionGateMessage(ev, gate)!);
}

/** What the dashboard and /submit show: the window, whether it is open, and why not, at the server's clock. */
export function windowState(ev: EventRow, now: Date = clockNow()): SubmissionWindowState {
  const gate = submissionGate(ev, now);
  return {
    opensAt: gate.opensAt.toISOString(),
    deadline: gate.deadline.toISOString(),
    closesAt: gate.closesAt.toISOString(),
    graceMinutes: ev.graceMinutes,
    timeZone: ev.timeZone,
    phase: gate.phase,
    overridden: gate.overridden,
    open: gate.open,
    reason: gate.reason ?? null,
    message: submissionGateMessage(ev, gate),
    line: submissionWindowLine(ev, now),
    serverNow: now.toISOString(),
  };
}
