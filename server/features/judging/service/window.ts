// Judging follows the calendar (issue 24): the edition's submission window (shared/phases.ts) decides
// when judges may be handed work. Before it closes, teams can still change their projects, so a review
// could be overtaken by an edit: hand-outs wait, unless an admin opened judging early (an override they
// confirm, audit-logged). Compared with the server's clock (clockNow), never the system's.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { submissionWindow } from '@shared/phases';
import { earlyOpenNotice, windowOpenMessage } from '@shared/judging-window';
import type { JudgingWindow } from '@shared/schemas/judging';
import type { Tx } from '../../../db/client';
import { submissions, teams } from '../../../db/schema';
import { clockNow } from '../../../lib/clock';
import { conflict } from '../../../lib/errors';
import { loadEvent } from '../../events/index';
import type { SettingsRow } from './context';

/** The edition's window now: when it closes, whether it is open and how many projects can still change. */
export async function judgingWindow(tx: Tx, eventId: number, now = clockNow()): Promise<JudgingWindow> {
  const ev = await loadEvent(tx, eventId);
  const { closesAt } = submissionWindow(ev);
  const open = now.getTime() < closesAt.getTime();
  let changeable = 0;
  if (open) {
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
    changeable = row?.n ?? 0;
  }
  return {
    closesAt: closesAt.toISOString(),
    open,
    changeable,
    notice: open ? earlyOpenNotice(closesAt, ev.timeZone, changeable) : null,
  };
}

/** Why a judge may not be handed work yet (the window is open and judging was not opened early), or null. */
export async function handOutWait(tx: Tx, eventId: number, settings: SettingsRow): Promise<string | null> {
  if (settings.openedEarly) return null;
  const ev = await loadEvent(tx, eventId);
  const { closesAt } = submissionWindow(ev);
  return clockNow().getTime() < closesAt.getTime() ? windowOpenMessage(closesAt, ev.timeZone) : null;
}

/** 409 naming when the window closes, before a judge is handed anything while it is open. */
export async function assertHandOutsAllowed(tx: Tx, eventId: number, settings: SettingsRow): Promise<void> {
  const wait = await handOutWait(tx, eventId, settings);
  if (wait) throw conflict(wait);
}
