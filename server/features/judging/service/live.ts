// Tells admins' screens that coverage changed (issue 11 'Admins see coverage live'). The event carries
// no scores or names (every admin socket receives it), only the edition it concerns, so a screen
// watching another edition (DESIGN D13) knows to ignore it; admin screens refetch coverage and ranking.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { JUDGING_LIVE_TYPE, type JudgingLiveMessage } from '@shared/schemas/judging';
import { refreshRanking } from './ranking-answers';

export async function publishCoverage(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  eventId: number,
  reason: JudgingLiveMessage['reason'],
): Promise<void> {
  // What changes coverage changes the ranking's input too: compute it before an admin screen asks.
  void refreshRanking(app, eventId, log);
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

/** The rankings still computing whose readiness will be announced: one message per ranking, however many asked. */
const announced = new WeakSet<Promise<unknown>>();

/**
 * After an admin was answered the quick ranking (`updating`), tells admin screens when the full one (with the
 * bootstrap's intervals) is ready, so they refetch it instead of polling.
 */
export function announceRankingWhenReady(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  eventId: number,
  ready: Promise<unknown>,
): void {
  if (announced.has(ready)) return;
  announced.add(ready);
  ready.then(
    () =>
      app.live
        ?.publish({
          type: JUDGING_LIVE_TYPE,
          audience: 'admin',
          eventId,
          reason: 'ranking',
          message: 'Judging ranking ready',
        })
        .catch((err: unknown) => log.warn({ err }, 'judging: live ranking event failed')),
    // A failed ranking: the next request computes it again and answers the error.
    () => undefined,
  );
}
