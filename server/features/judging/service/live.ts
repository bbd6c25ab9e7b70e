// Tells admins' screens that coverage changed (issue 11 'Admins see coverage live'). The event carries
// no scores or names (every admin socket receives it), only the edition it concerns, so a screen
// watching another edition (DESIGN D13) knows to ignore it; admin screens refetch coverage and ranking.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { JUDGING_LIVE_TYPE, type JudgingLiveMessage } from '@shared/schemas/judging';

export async function publishCoverage(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  eventId: number,
  reason: JudgingLiveMessage['reason'],
): Promise<void> {
  try {
    await app.live?.publish({
      type: JUDGING_LIVE_TYPE,
      audience: 'admin',
      eventId,
      reason,
      message: 'Judging coverage changed',
    });
  } catch (err) {
    // The change is stored; admin screens also refetch on reconnect and on focus.
    log.warn({ err }, 'judging: live coverage event failed');
  }
}
