// The privacy job: erases accounts whose grace period is over (erase.ts) and retires editions past their
// retention (retention.ts). Its state is in the rows (a pending deletion's row, an edition's
// personal_data_erased_at), each erasure locks what it erases and checks it again, so a restart simply runs
// the next pass and two instances running at once erase each thing once.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { clockNow } from '../../../lib/clock';
import { RepeatingPass } from '../../../lib/repeating-pass';
import { eraseDue } from './erase';
import { retireDue } from './retention';

/** One pass of both; answers what it did. */
export async function privacyPass(db: Db, at: Date = clockNow()) {
  return { erased: await eraseDue(db, at), retired: await retireDue(db, at) };
}

/** A pass every minute until stopped (started with the app, stopped on close). */
export const privacyJob = (db: Db, log: FastifyBaseLogger, intervalMs = 60_000) =>
  new RepeatingPass(
    async () => {
      const done = await privacyPass(db);
      if (done.erased || done.retired) log.info(done, 'privacy: erased');
    },
    log,
    'privacy: pass failed',
    intervalMs,
  );
