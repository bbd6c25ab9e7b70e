// The judging settings of an edition: the admin opens and closes judging, sets the reviews wanted per
// submission and whether hand-outs stop there. Opening while the submission window is still open is an
// override (issue 24): refused with a 409 naming what is still open unless the admin confirms (`force`),
// and audit-logged as such.
import { eq } from 'drizzle-orm';
import type { JudgingSettings, UpdateJudgingSettings } from '@shared/schemas/judging';
import type { Db, Tx } from '../../../db/client';
import { judgingSettings } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict } from '../../../lib/errors';
import { loadSettings, toSettings } from './context';
import { judgingWindow } from './window';

/** The settings with the submission window, as the admin's screens show them. */
export async function settingsView(tx: Tx, eventId: number): Promise<JudgingSettings> {
  return { ...toSettings(await loadSettings(tx, eventId)), window: await judgingWindow(tx, eventId) };
}

export const EARLY_OPEN_CONFIRM = 'Confirm to open judging early';

export async function updateSettings(
  db: Db,
  eventId: number,
  actorId: number,
  input: UpdateJudgingSettings,
): Promise<JudgingSettings> {
  return db.transaction(async (tx) => {
    const current = await loadSettings(tx, eventId, true);
    const now = new Date();
    const set: Partial<typeof judgingSettings.$inferInsert> = {};
    if (input.targetReviews !== undefined) set.targetReviews = input.targetReviews;
    if (input.holdMinutes !== undefined) set.holdMinutes = input.holdMinutes;
    if (input.stopAtTarget !== undefined) set.stopAtTarget = input.stopAtTarget;
    let early: { closesAt: string; changeable: number } | null = null;
    if (input.state === 'open' && current.state !== 'open') {
      const window = await judgingWindow(tx, eventId);
      if (window.open) {
        if (!input.force) throw conflict(`${window.notice}. ${EARLY_OPEN_CONFIRM}.`);
        early = { closesAt: window.closesAt, changeable: window.changeable };
      }
      // Reopening after a close lets judges revise again.
      Object.assign(set, {
        state: 'open',
        openedAt: current.openedAt ?? now,
        closedAt: null,
        openedEarly: early !== null,
      });
    }
    if (input.state === 'closed' && current.state !== 'closed') {
      Object.assign(set, { state: 'closed', closedAt: now });
    }
    if (Object.keys(set).length) await tx.update(judgingSettings).set(set).where(eq(judgingSettings.eventId, eventId));
    await writeAudit(
      tx,
      actorId,
      early ? 'judging.open_early' : 'judging.settings',
      'judging',
      { from: toSettings(current), change: input, ...(early ? { window: early } : {}) },
      eventId,
    );
    return settingsView(tx, eventId);
  });
}
