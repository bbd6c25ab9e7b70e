// Judging follows the calendar (issue 24) through the edition's gates (shared/edition-gates.ts): judges
// are handed work once no project can change any more (the Judging phase, by the dates or the organizers'
// override), within the calendar's judging window when one is set, unless an admin opened judging early
// (an override they confirm, audit-logged). The "can still change" count reads the same submissions gate
// the teams' writes do. Compared with the server's clock (clockNow), never the system's.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { judgingWouldBeEarly, type EditionGates } from '@shared/edition-gates';
import { earlyOpenNotice } from '@shared/judging-window';
import { PHASE_LABELS } from '@shared/phases';
import type { JudgingWindow } from '@shared/schemas/judging';
import type { Tx } from '../../../db/client';
import { submissions, teams } from '../../../db/schema';
import { clockNow } from '../../../lib/clock';
import { conflict } from '../../../lib/errors';
import { gatesOf, loadEvent, shareLockEvent, type EventRow } from '../../events/index';
import type { SettingsRow } from './context';

const projects = (n: number) => (n === 1 ? '1 project' : `${n} projects`);

/** Projects that can still change: drafts and submitted ones of approved teams. */
async function changeableCount(tx: Tx, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .where(
      and(
        eq(submissions.eventId, eventId),
        eq(teams.status, 'approved'),
        inArray(submissions.status, ['draft', 'submitted']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The edition's window now, as the admin's judging screens show it: whether opening judging now is
 * opening it early (the phase is before Judging), and how many projects can still change (counted only
 * while the submissions gate is open: none can otherwise).
 */
export async function judgingWindow(tx: Tx, eventId: number, now = clockNow()): Promise<JudgingWindow> {
  const ev = await loadEvent(tx, eventId);
  return windowOf(tx, ev, gatesOf(ev, now));
}

async function windowOf(tx: Tx, ev: EventRow, gates: EditionGates): Promise<JudgingWindow> {
  const { closesAt } = gates.submissions.window;
  const open = judgingWouldBeEarly(gates);
  const changeable = open && gates.submissions.open ? await changeableCount(tx, ev.id) : 0;
  let notice: string | null = null;
  if (open && !gates.overridden) notice = earlyOpenNotice(closesAt, ev.timeZone, changeable);
  else if (open && gates.submissions.open)
    notice = `Submissions are open (set by the organizers): ${projects(changeable)} can still change`;
  else if (open)
    notice = `${ev.name} is in ${PHASE_LABELS[gates.phase]} (set by the organizers): judging starts with the Judging phase`;
  return { closesAt: closesAt.toISOString(), open, changeable, notice };
}

/**
 * The judging gate for the settings as read in the caller's transaction, on the edition row read there
 * (share-locked when `lock`: an override waits for the hand-outs deciding on the old phase).
 */
export async function handOutGate(tx: Tx, eventId: number, settings: SettingsRow, lock = false) {
  const ev = lock ? await shareLockEvent(tx, eventId) : await loadEvent(tx, eventId);
  return gatesOf(ev, clockNow(), { state: settings.state, openedEarly: settings.openedEarly }).judging;
}

/** 409 naming why (the phase, the calendar's judging window, or judging not open) before any hand-out. */
export async function assertHandOutsAllowed(tx: Tx, eventId: number, settings: SettingsRow): Promise<void> {
  const gate = await handOutGate(tx, eventId, settings, true);
  if (!gate.open) throw conflict(gate.message!);
}
