// The worker's statements on the outbox. None of them waits on the network: a batch is claimed in one
// short statement (its lease written and committed), the emails are sent with no transaction open, and
// each result is recorded in a second short transaction. On PGlite, which runs one query at a time, the
// API's requests therefore never wait for an SMTP server; on PostgreSQL no connection is held meanwhile.
//
// The lease (claimed_until) keeps every other worker off a claimed row until it ends; a sender that
// crashed lets it lapse and the row is claimed again. `attempts`, raised by every claim, is the claim's
// token: a result is recorded only while the row still carries the attempt that was claimed, so a sender
// whose lease lapsed and whose row was claimed again (or retried by an admin) cannot overwrite it.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { rows } from '../../../lib/sql';

export interface ClaimedEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The attempt this claim is (1 = the first). */
  attempts: number;
}

/**
 * Claims up to `limit` due emails for `leaseMs`; committed when it returns (a single statement). The rows
 * are chosen in a materialized CTE, evaluated once: as a subquery joined to the update, a plan cached
 * while the outbox was empty (a generic plan of the named statement, after a few polls) rescanned it for
 * each row updated, every scan skipping the rows already taken, and the claim took every due email.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
  return rows<ClaimedEmail>(
    db,
    sql`
    with due as materialized (
      select id from outbox_emails
      where status = 'queued' and next_attempt_at <= now() and (claimed_until is null or claimed_until <= now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    update outbox_emails o
    set claimed_until = now() + (${leaseMs} * interval '1 millisecond'), attempts = o.attempts + 1,
        last_attempt_at = now()
    from due
    where o.id = due.id
    returning o.id, o."to", o.subject, o.text, o.html, o.attempts`,
  );
}

/** The claimed attempt is still the row's (see the header); false when someone else has it now. */
const stillOurs = (email: ClaimedEmail) => sql`id = ${email.id} and attempts = ${email.attempts} and status = 'queued'`;

async function changed(tx: Tx, statement: ReturnType<typeof sql>): Promise<boolean> {
  return (await rows<{ id: number }>(tx, statement)).length > 0;
}

export async function recordSent(db: Db, email: ClaimedEmail): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ours = await changed(
      tx,
      sql`update outbox_emails set status = 'sent', sent_at = now(), last_error = null, claimed_until = null
          where ${stillOurs(email)} returning id`,
    );
    await tx.execute(sql`
      insert into mail_health (id, last_success_at, consecutive_failures, failing_since) values (1, now(), 0, null)
      on conflict (id) do update set last_success_at = now(), consecutive_failures = 0, failing_since = null`);
    return ours;
  });
}

/**
 * A failed attempt: `retryInMs` schedules the next one, null fails the email for good. Every failure
 * counts towards the health's run of failures (reset by the next email that goes out).
 */
export async function recordFailure(
  db: Db,
  email: ClaimedEmail,
  error: string,
  retryInMs: number | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ours = await changed(
      tx,
      retryInMs === null
        ? sql`update outbox_emails set status = 'failed', last_error = ${error}, claimed_until = null
              where ${stillOurs(email)} returning id`
        : sql`update outbox_emails set last_error = ${error}, claimed_until = null,
                next_attempt_at = now() + (${retryInMs} * interval '1 millisecond')
              where ${stillOurs(email)} returning id`,
    );
    await tx.execute(sql`
      insert into mail_health (id, last_failure_at, last_error, consecutive_failures, failing_since)
      values (1, now(), ${error}, 1, now())
      on conflict (id) do update set last_failure_at = now(), last_error = ${error},
        consecutive_failures = mail_health.consecutive_failures + 1,
        failing_since = coalesce(mail_health.failing_since, now())`);
    return ours;
  });
}

/** A send abandoned at shutdown: the email is due again at once (for another instance, or the next start). */
export async function releaseClaim(db: Db, email: ClaimedEmail): Promise<void> {
  await db.execute(
    sql`update outbox_emails set claimed_until = null, next_attempt_at = now() where ${stillOurs(email)}`,
  );
}
