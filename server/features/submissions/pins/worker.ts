// The pin job (issue 33, decision 0020): reads the default-branch head of every project's repository
// when the team submits or updates it, once more when the deadline has passed (the pinned head), and
// once a day after that (was it pushed to after the deadline?). Started with the app, stopped on close.
//
// Each pass: projects of editions whose deadline has passed that were not read at it become due; then
// batches of due rows are claimed (a short committed statement with a lease), read side by side with
// git (no transaction open, at most `concurrency` at once), and each result recorded in one more short
// statement. A transient failure (a timeout, the network) is retried later, each delay twice the last,
// up to `maxAttempts`; a crashed process's claims lapse with their lease and the next start resumes them.
import type { FastifyBaseLogger } from 'fastify';
import { ne } from 'drizzle-orm';
import { projectsFrozen } from '@shared/edition-gates';
import type { PinSettings } from '../../../config';
import type { Db } from '../../../db/client';
import { events } from '../../../db/schema';
import { clockNow } from '../../../lib/clock';
import { gatesOf } from '../../events/index';
import { lsRemoteHead, type HeadRead } from './ls-remote';
import {
  claimDuePins,
  recordPin,
  releasePin,
  scheduleDeadlineReads,
  type ClaimedPin,
  type PinOutcome,
} from './pin-store';
import { repoAddress } from './repo-url';
import { Spawner } from '../../../lib/spawner/spawner';

/** A read of a repository; tests and the bench stand in for git at this boundary. */
export type ReadHead = (
  remote: string,
  opts: { timeoutMs: number; allowHttp: boolean; signal: AbortSignal; spawner: Spawner },
) => Promise<HeadRead>;

export const gitReadHead: ReadHead = (remote, opts) => lsRemoteHead(remote, opts);

export class PinWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = true;
  private shutdown = new AbortController();
  /** git is started from a helper process, never by this one (see spawner.ts for why). */
  private readonly spawner = new Spawner();

  constructor(
    private db: Db,
    private settings: PinSettings,
    private log: FastifyBaseLogger,
    private readHead: ReadHead = gitReadHead,
  ) {}

  start() {
    if (!this.settings.enabled) return;
    this.stopped = false;
    this.shutdown = new AbortController();
    this.schedule(0);
  }

  /** Ask for a pass now (after a submission), without waiting for the next poll. */
  kick() {
    if (!this.stopped) this.schedule(0);
  }

  /** Stops polling, aborts the reads in flight (their rows are handed back) and waits for that. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.shutdown.abort();
    await this.running;
    await this.spawner.close();
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return this.schedule(this.settings.pollMs);
      this.running = this.drain()
        .catch((err) => this.log.error({ err }, 'pin worker pass failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.settings.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** The editions whose projects are frozen now (their deadline passed): their reads are the deadline's. */
  private async frozenEditions(now: Date): Promise<Set<number>> {
    const rows = await this.db.select().from(events).where(ne(events.state, 'archived'));
    return new Set(rows.filter((ev) => projectsFrozen(gatesOf(ev, now))).map((ev) => ev.id));
  }

  /** One pass: the deadline's reads scheduled, then every due row read. Returns how many reads ended. */
  async drain(): Promise<number> {
    let total = 0;
    const frozen = await this.frozenEditions(clockNow());
    await scheduleDeadlineReads(this.db, [...frozen], clockNow());
    const signal = this.shutdown.signal;
    while (!signal.aborted) {
      const now = clockNow();
      const batch = await claimDuePins(this.db, this.settings.concurrency, this.settings.leaseMs, now);
      if (batch.length === 0) break;
      // Whether a read is the deadline's is decided when it starts (a read after the deadline).
      const frozenNow = await this.frozenEditions(now);
      await Promise.all(batch.map((pin) => this.read(pin, frozenNow.has(pin.eventId), signal)));
      total += batch.length;
    }
    return total;
  }

  private outcome(pin: ClaimedPin, read: HeadRead, frozen: boolean, now: Date): PinOutcome {
    const s = this.settings;
    const deadlineRead = frozen && !pin.atDeadline;
    // Before the deadline nothing more is due until it passes (or the team writes again); after it, a recheck.
    const nextDueAt = frozen ? new Date(now.getTime() + s.recheckMs) : null;
    switch (read.kind) {
      case 'head':
        return { kind: 'head', sha: read.sha, deadlineRead, nextDueAt };
      case 'empty':
        return { kind: 'empty', deadlineRead, nextDueAt, error: 'The repository has no commits' };
      case 'unreachable':
        return { kind: 'unreachable', deadlineRead, nextDueAt, error: read.error };
      case 'transient': {
        if (pin.attempts >= s.maxAttempts)
          return {
            kind: 'given_up',
            deadlineRead,
            nextDueAt,
            error: `Gave up after ${pin.attempts} attempts: ${read.error}`,
          };
        const delay = Math.min(s.backoffCapMs, s.backoffBaseMs * 2 ** (pin.attempts - 1));
        return { kind: 'retry', error: read.error, dueAt: new Date(now.getTime() + delay) };
      }
    }
  }

  private async read(pin: ClaimedPin, frozen: boolean, signal: AbortSignal): Promise<void> {
    const address = repoAddress(pin.repoUrl, this.settings);
    const read: HeadRead = address.ok
      ? await this.readHead(address.remote, {
          timeoutMs: this.settings.timeoutMs,
          allowHttp: address.remote.startsWith('http:'),
          signal,
          spawner: this.spawner,
        }).catch((err: Error) => ({ kind: 'transient', error: err.message }) as const)
      : { kind: 'unreachable', error: address.error };
    try {
      if (signal.aborted) {
        await releasePin(this.db, pin);
        return;
      }
      const outcome = this.outcome(pin, read, frozen, clockNow());
      if (!(await recordPin(this.db, pin, outcome, clockNow())))
        this.log.info({ submissionId: pin.submissionId }, 'pin read ended after its claim was taken over; dropped');
      else if (outcome.kind !== 'head')
        this.log.warn({ submissionId: pin.submissionId, outcome: outcome.kind, err: read }, 'repository read failed');
    } catch (err) {
      // The database is away (or closing): the lease lapses and the row is read again.
      this.log.error({ err, submissionId: pin.submissionId }, 'could not record a repository read');
    }
  }
}
