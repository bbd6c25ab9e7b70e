// The judging settings of an edition: the admin opens and closes judging and sets the reviews wanted per
// submission.
import { eq } from 'drizzle-orm';
import type { JudgingSettings, UpdateJudgingSettings } from '@shared/schemas/judging';
import type { Db } from '../../../db/client';
import { judgingSettings } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { loadSettings, toSettings } from './context';

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
    if (input.state === 'open' && current.state !== 'open') {
      // Reopening after a close lets judges revise again.
      Object.assign(set, { state: 'open', openedAt: current.openedAt ?? now, closedAt: null });
    }
    if (input.state === 'closed' && current.state !== 'closed') {
      Object.assign(set, { state: 'closed', closedAt: now });
    }
    if (Object.keys(set).length) await tx.update(judgingSettings).set(set).where(eq(judgingSettings.eventId, eventId));
    await writeAudit(tx, actorId, 'judging.settings', 'judging', { from: toSettings(current), change: input }, eventId);
    return toSettings(await loadSettings(tx, eventId));
  });
}
