// When a transient failure is tried again, and when retrying stops. Delays double from a base up to a cap
// (30 s, 1, 2, 4, 8 min, then every 15 min by default), so an outage of any length ends with mail going
// out within one capped delay of the server's return; retrying stops once the scheduled delays add up to
// retryForMs (24 h by default). Attempts never run before their schedule, so an email has been retried
// for at least that long when it is given up.
import type { MailTimings } from '../../../config';

type Schedule = Pick<MailTimings, 'backoffBaseMs' | 'backoffCapMs' | 'retryForMs'>;

/** The wait after the failure of attempt number `attempt` (1 = the first). */
export function retryDelayMs(attempt: number, s: Schedule): number {
  // 2 ** 40 is already past any cap; the min keeps large attempt counts finite.
  return Math.min(s.backoffBaseMs * 2 ** Math.min(attempt - 1, 40), s.backoffCapMs);
}

/** True when, after the failure of attempt `attempt`, the email has been retried for retryForMs. */
export function retriedLongEnough(attempt: number, s: Schedule): boolean {
  let scheduled = 0;
  for (let i = 1; i < attempt; i++) {
    scheduled += retryDelayMs(i, s);
    if (scheduled >= s.retryForMs) return true;
  }
  return false;
}
