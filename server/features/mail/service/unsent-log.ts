// Without SMTP nothing is sent, so each newly queued email is logged at info with its recipient and
// subject (the README's promise; the text itself is read in the admin Outbox).
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rows } from '../../../lib/sql';

/** Queued emails logged one by one per pass; the rest of the pass as a count. */
const UNSENT_LOG_LINES = 50;
/**
 * On PostgreSQL an id is taken when a row is inserted, not when it commits: during a rush the email
 * numbered 5 can become visible after 6 was read. So each pass looks this many ids behind the highest
 * one it has seen, and skips the ids it has already logged.
 */
const LATE_COMMIT_WINDOW = 500;

export class UnsentLog {
  /** The highest outbox id seen. */
  private seenUpTo = 0;
  /**
   * Ids within the window behind `seenUpTo` not seen yet (numbered, then not yet committed or rolled
   * back). Kept instead of the ids seen: a pass during a rush used to send up to 500 seen ids as a
   * NOT IN list of 500 parameters, built, sent, planned and checked against every row of the window,
   * for each registration's emails (the registration-burst profile). The gaps are few, and a pass
   * reads only the new rows and those.
   */
  private gaps = new Set<number>();
  private startedAt = new Date();
  private logging: Promise<void> = Promise.resolve();
  /** A pass is queued and has not read the outbox yet: it will log what a new kick announces. */
  private queued = false;

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
  ) {}

  /** Emails queued before this (less a second of clock slack) are not news. */
  start() {
    this.startedAt = new Date(Date.now() - 1000);
  }

  /**
   * One pass at a time; an announcement to thousands logs its first emails one by one and the rest as a
   * count. A kick while a pass waits its turn adds none: that pass has not read yet, so it logs the new
   * email too (a registration rush queued one query per registration behind the database otherwise).
   */
  pass(): Promise<void> {
    if (this.queued) return this.logging;
    this.queued = true;
    this.logging = this.logging
      .then(async () => {
        this.queued = false;
        await this.logNew();
      })
      .catch((err) => this.log.warn({ err }, 'could not log the queued emails'));
    return this.logging;
  }

  private async logNew() {
    // One array parameter, however many gaps: `{}` when there is none.
    const gaps = `{${[...this.gaps].join(',')}}`;
    const fresh = await rows<{ id: number; to: string; subject: string }>(
      this.db,
      sql`select id, "to", subject from outbox_emails
          where (id > ${this.seenUpTo} or id = any(${gaps}::bigint[]))
            and created_at >= ${this.startedAt.toISOString()}::timestamptz
          order by id limit ${UNSENT_LOG_LINES + 1}`,
    );
    const shown = fresh.slice(0, UNSENT_LOG_LINES);
    for (const email of shown)
      this.log.info(
        { emailId: email.id, to: email.to, subject: email.subject },
        'email queued, not sent: SMTP_URL is not set',
      );
    this.remember(shown.map((email) => Number(email.id)));
    if (fresh.length > UNSENT_LOG_LINES) {
      const rest = await rows<{ id: number }>(
        this.db,
        sql`select id from outbox_emails where id > ${shown.at(-1)!.id} and created_at >= ${this.startedAt.toISOString()}::timestamptz`,
      );
      this.log.info({ count: rest.length }, `${rest.length} more emails queued, not sent: SMTP_URL is not set`);
      this.remember(rest.map((email) => Number(email.id)));
    }
  }

  /** `ids` were logged: ids skipped below the highest become gaps, and gaps past the window are let go. */
  private remember(ids: number[]) {
    for (const id of [...ids].sort((a, b) => a - b)) {
      if (id > this.seenUpTo) {
        for (let gap = Math.max(this.seenUpTo + 1, id - LATE_COMMIT_WINDOW); gap < id; gap++) this.gaps.add(gap);
        this.seenUpTo = id;
      } else this.gaps.delete(id);
    }
    const floor = this.seenUpTo - LATE_COMMIT_WINDOW;
    for (const gap of this.gaps) if (gap <= floor) this.gaps.delete(gap);
  }
}
