// The privacy job: erases accounts whose grace period is over (erase.ts) and retires editions past their
// retention (retention.ts). Its state is in the rows (a pending deletion's row, an edition's
// personal_data_erased_at), each erasure locks what it erases and checks it again, so a restart simply runs
// the next pass and two instances running at once erase each thing once.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { clockNow } from '../../../lib/clock';
import { eraseDue } from './erase';
import { retireDue } from './retention';

/** One pass of both; answers what it did. */
export async function privacyPass(db: Db, at: Date = clockNow()) {
  return { erased: await eraseDue(db, at), retired: await retireDue(db, at) };
}

export class PrivacyJob {
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private running?: Promise<unknown>;

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    private intervalMs = 60_000,
  ) {}

  start() {
    this.stopped = false;
    this.schedule();
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = privacyPass(this.db)
        .then((done) => {
          if (done.erased || done.retired) this.log.info(done, 'privacy: erased');
        })
        .catch((err: unknown) => this.log.warn({ err }, 'privacy: pass failed'))
        .finally(() => this.schedule());
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
