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
  /** The highest outbox id seen, and the ids seen within the window behind it. */
  private seenUpTo = 0;
  private seen = new Set<number>();
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
    const floor = Math.max(0, this.seenUpTo - LATE_COMMIT_WINDOW);
    const skip = [...this.seen];
    const fresh = await rows<{ id: number; to: string; subject: string }>(
      this.db,
      sql`select id, "to", subject from outbox_emails
          where id > ${floor} and created_at >= ${this.startedAt.toISOString()}::timestamptz
          ${
            skip.length
              ? sql`and id not in (${sql.join(
                  skip.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
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

  private remember(ids: number[]) {
    for (const id of ids) {
      this.seen.add(id);
      if (id > this.seenUpTo) this.seenUpTo = id;
    }
    const floor = this.seenUpTo - LATE_COMMIT_WINDOW;
    for (const id of this.seen) if (id <= floor) this.seen.delete(id);
  }
}
