// The pin job's statements on repo_pins (decision 0020). None waits on the network: a submission's
// write schedules its row in the writer's own transaction; the worker claims a batch in one short
// committed statement (a lease in claimed_until), reads the repositories with no transaction open, and
// records each result in one more short statement. Times come from the server's clock (clockNow), which
// tests and the calendar's test clock move, so they are passed in rather than read with now().
//
// A claim's token is its attempt number with its lease's end: a result is recorded only while the row
// still carries both, so a reader whose lease lapsed (and whose row was claimed again, or rescheduled by
// a new submission) cannot overwrite a newer answer.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rows } from '../../../lib/sql';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * In the transaction that submits or updates the project: the row is due now. A changed URL starts over
 * (nothing read from the old repository stays); the same URL keeps its pinned head until the next read.
 */
export async function schedulePin(tx: Tx, submissionId: number, repoUrl: string, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into repo_pins (submission_id, repo_url, due_at) values (${submissionId}, ${repoUrl}, ${at(now)})
    on conflict (submission_id) do update set
      due_at = excluded.due_at, attempts = 0, claimed_until = null, last_error = null,
      sha = case when repo_pins.repo_url = excluded.repo_url then repo_pins.sha end,
      pinned_at = case when repo_pins.repo_url = excluded.repo_url then repo_pins.pinned_at end,
      last_sha = case when repo_pins.repo_url = excluded.repo_url then repo_pins.last_sha end,
      checked_at = case when repo_pins.repo_url = excluded.repo_url then repo_pins.checked_at end,
      reachable = case when repo_pins.repo_url = excluded.repo_url then repo_pins.reachable end,
      at_deadline = false, changed_after_deadline = false, repo_url = excluded.repo_url`);
}

/**
 * The deadline passed for these editions: every project of theirs not yet read at the deadline becomes
 * due once (a project without a row, e.g. one written before pins existed, gets one). Rows waiting for a
 * retry keep their time. Returns how many became due.
 */
export async function scheduleDeadlineReads(tx: Tx, eventIds: number[], now: Date): Promise<number> {
  if (eventIds.length === 0) return 0;
  const ids = sql.join(
    eventIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const inserted = await rows<{ submission_id: number }>(
    tx,
    sql`insert into repo_pins (submission_id, repo_url, due_at)
        select s.id, s.github_url, ${at(now)} from submissions s
        where s.event_id in (${ids}) and not exists (select 1 from repo_pins p where p.submission_id = s.id)
        on conflict (submission_id) do nothing
        returning submission_id`,
  );
  const updated = await rows<{ submission_id: number }>(
    tx,
    sql`update repo_pins p set due_at = ${at(now)}, attempts = 0
        from submissions s
        where s.id = p.submission_id and s.event_id in (${ids}) and p.at_deadline = false and p.due_at is null
        returning p.submission_id`,
  );
  return inserted.length + updated.length;
}

export interface ClaimedPin {
  submissionId: number;
  eventId: number;
  repoUrl: string;
  /** This claim's attempt (1 = the first since the last success). */
  attempts: number;
  atDeadline: boolean;
  /** The lease's end: with `attempts`, this claim's token. */
  claimedUntil: Date;
}

/**
 * Claims up to `limit` due rows of editions that are not archived for `leaseMs`; committed when it returns.
 * The rows are chosen in a materialized CTE, evaluated once (see claimDue in the mail outbox: a subquery
 * under a plan cached while nothing was due took every due row, 1,502 reads started at once at a deadline).
 */
export async function claimDuePins(tx: Tx, limit: number, leaseMs: number, now: Date): Promise<ClaimedPin[]> {
  const claimedUntil = new Date(now.getTime() + leaseMs);
  const found = await rows<{
    submission_id: number;
    event_id: number;
    repo_url: string;
    attempts: number;
    at_deadline: boolean;
  }>(
    tx,
    sql`
    with due as materialized (
      select rp.submission_id, s.event_id from repo_pins rp
      join submissions s on s.id = rp.submission_id
      join events e on e.id = s.event_id
      where rp.due_at <= ${at(now)} and (rp.claimed_until is null or rp.claimed_until <= ${at(now)})
        and e.state <> 'archived'
      order by rp.due_at, rp.submission_id
      limit ${limit}
      for update of rp skip locked
    )
    update repo_pins p set claimed_until = ${at(claimedUntil)}, attempts = p.attempts + 1
    from due
    where p.submission_id = due.submission_id
    returning p.submission_id, due.event_id, p.repo_url, p.attempts, p.at_deadline`,
  );
  return found.map((r) => ({
    submissionId: r.submission_id,
    eventId: r.event_id,
    repoUrl: r.repo_url,
    attempts: r.attempts,
    atDeadline: r.at_deadline,
    claimedUntil,
  }));
}

const ours = (pin: ClaimedPin) =>
  sql`submission_id = ${pin.submissionId} and attempts = ${pin.attempts} and claimed_until = ${at(pin.claimedUntil)}`;

/** What one read found, and what the row does next. */
export type PinOutcome =
  | { kind: 'head'; sha: string; deadlineRead: boolean; nextDueAt: Date | null }
  | { kind: 'empty'; deadlineRead: boolean; nextDueAt: Date | null; error: string }
  | { kind: 'unreachable'; deadlineRead: boolean; nextDueAt: Date | null; error: string }
  | { kind: 'retry'; error: string; dueAt: Date }
  | { kind: 'given_up'; deadlineRead: boolean; nextDueAt: Date | null; error: string };

/** Records a claimed read's outcome at `now`; false when the claim was no longer this reader's. */
export async function recordPin(tx: Tx, pin: ClaimedPin, outcome: PinOutcome, now: Date): Promise<boolean> {
  const due = (d: Date | null) => (d ? at(d) : sql`null`);
  let set;
  if (outcome.kind === 'retry') {
    set = sql`due_at = ${at(outcome.dueAt)}, last_error = ${outcome.error}`;
  } else {
    const common = sql`claimed_until = null, attempts = 0, checked_at = ${at(now)}, due_at = ${due(outcome.nextDueAt)}`;
    // The deadline's read, whatever it found, happened: later reads only compare with the pinned head.
    const deadline = outcome.deadlineRead ? sql`, at_deadline = true` : sql``;
    if (outcome.kind === 'head') {
      const sha = outcome.sha;
      // Before the deadline, and at it, the head read is the pinned one. After it, the pinned head stays
      // (one read late, because the repository could not be read at the deadline, pins the first seen).
      set = pin.atDeadline
        ? sql`${common}, reachable = true, last_error = null, last_sha = ${sha},
              pinned_at = case when sha is null then ${at(now)} else pinned_at end,
              changed_after_deadline = changed_after_deadline or (sha is not null and sha <> ${sha}),
              sha = coalesce(sha, ${sha})`
        : sql`${common}${deadline}, reachable = true, last_error = null, last_sha = ${sha}, sha = ${sha},
              pinned_at = ${at(now)}`;
    } else if (outcome.kind === 'given_up') {
      set = sql`${common}${deadline}, last_error = ${outcome.error}`;
    } else {
      set = sql`${common}${deadline}, reachable = ${outcome.kind === 'empty'}, last_error = ${outcome.error}`;
    }
  }
  const done = await rows<{ submission_id: number }>(
    tx,
    sql`update repo_pins set ${set}${outcome.kind === 'retry' ? sql`, claimed_until = null` : sql``}
        where ${ours(pin)} returning submission_id`,
  );
  return done.length > 0;
}

/** Hands a claimed row back untouched (the server is shutting down): due again at once, same attempt count. */
export async function releasePin(tx: Tx, pin: ClaimedPin): Promise<void> {
  await tx.execute(
    sql`update repo_pins set claimed_until = null, attempts = greatest(attempts - 1, 0) where ${ours(pin)}`,
  );
}

export interface PinRow {
  submission_id: number;
  repo_url: string;
  sha: string | null;
  checked_at: Date | string | null;
  changed_after_deadline: boolean;
  reachable: boolean | null;
}

export async function readPins(tx: Tx, submissionIds: number[]): Promise<PinRow[]> {
  if (submissionIds.length === 0) return [];
  return rows<PinRow>(
    tx,
    sql`select submission_id, repo_url, sha, checked_at, changed_after_deadline, reachable from repo_pins
        where submission_id in (${sql.join(
          submissionIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}
