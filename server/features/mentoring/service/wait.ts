// Places in the queue, the honest estimate of the wait, and whether anyone is on shift. The estimate is
// the line ahead times how long the edition's mentors took over their last resolved requests, shared by
// the mentors on shift; with nobody on shift, the time until the next shift comes first.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { formatInZone as formatZoned } from '@shared/zoned-time';
import { MENTORING_MESSAGES, type ShiftStatus } from '@shared/schemas/mentoring';
import type { Tx } from '../../../db/client';
import { helpRequests } from '../../../db/schema';
import { clockNow } from '../../../lib/clock';
import { gatesOf, type EditionRow } from '../../events/index';
import { mentorsOnShift, nextShiftStart } from './mentors';

/** Minutes a request takes when the edition has no resolved one yet to learn from. */
export const DEFAULT_HANDLING_MINUTES = 10;
const RECENT = 20;

/** The open requests' places in the line (1 = next), by id. */
export async function queuePositions(tx: Tx, eventId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(and(eq(helpRequests.eventId, eventId), eq(helpRequests.status, 'open')))
    .orderBy(helpRequests.queuedAt, helpRequests.id);
  return new Map(rows.map((r, i) => [r.id, i + 1]));
}

/** The mean minutes from claim to resolution of the edition's last resolved requests. */
export async function handlingMinutes(tx: Tx, eventId: number): Promise<number> {
  const rows = await tx
    .select({ minutes: sql<number>`extract(epoch from (${helpRequests.resolvedAt} - ${helpRequests.claimedAt})) / 60` })
    .from(helpRequests)
    .where(
      and(eq(helpRequests.eventId, eventId), isNotNull(helpRequests.resolvedAt), isNotNull(helpRequests.claimedAt)),
    )
    .orderBy(desc(helpRequests.resolvedAt))
    .limit(RECENT);
  if (rows.length === 0) return DEFAULT_HANDLING_MINUTES;
  return Math.max(1, rows.reduce((s, r) => s + Number(r.minutes), 0) / rows.length);
}

export interface WaitModel {
  onShift: number;
  handling: number;
  /** Minutes until the next shift when nobody is on shift (null: none planned, or someone is on). */
  untilNextShift: number | null;
  nextShiftAt: Date | null;
}

export async function waitModel(tx: Tx, eventId: number, at: Date = clockNow()): Promise<WaitModel> {
  const onShift = (await mentorsOnShift(tx, eventId, at)).length;
  const handling = await handlingMinutes(tx, eventId);
  const next = onShift > 0 ? null : await nextShiftStart(tx, eventId, at);
  return {
    onShift,
    handling,
    nextShiftAt: next,
    untilNextShift: next ? Math.max(0, (next.getTime() - at.getTime()) / 60_000) : null,
  };
}

/** The estimated wait in whole minutes of the request at `position`; null when no mentor is coming. */
export function estimateMinutes(m: WaitModel, position: number): number | null {
  if (m.onShift > 0) return Math.ceil((position * m.handling) / m.onShift);
  if (m.untilNextShift === null) return null;
  return Math.ceil(m.untilNextShift + position * m.handling);
}

/** What the form says before a request is sent: who is on shift, the next shift, whether the queue is open. */
export async function shiftStatus(tx: Tx, ev: EditionRow, at: Date = clockNow()): Promise<ShiftStatus> {
  const onShift = (await mentorsOnShift(tx, ev.id, at)).length;
  const next = onShift > 0 ? null : await nextShiftStart(tx, ev.id, at);
  const gate = gatesOf(ev, at).helpQueue;
  return {
    onShift,
    nextShiftAt: next ? next.toISOString() : null,
    timeZone: ev.timeZone,
    message:
      onShift > 0 ? null : MENTORING_MESSAGES.noMentorOnShift(next ? `on ${formatZoned(next, ev.timeZone)}` : null),
    queueOpen: gate.open,
    queueMessage: gate.message,
  };
}
