// Fixed-window counters kept in the database (DESIGN D12): every instance reads and writes the same
// row, so N instances never give N budgets, and each step is one atomic statement, so a burst of
// parallel requests cannot slip past a limit between a check and a write. The callers take a slot
// BEFORE the costly work (a password hash) and give it back when the work turns out to be legitimate.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { PreparedStatement } from './prepared';
import { rows } from './sql';

export interface Limit {
  /** Prefix of the counter keys; one name per kind of limit. */
  name: string;
  /** Allowed per window. */
  max: number;
  windowMs: number;
}

export type Verdict = { ok: true; count: number } | { ok: false; retryAfter: number };

/** Ended windows (and expired known devices) are deleted at most this often per process, by whichever
 * request comes first. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const nextSweep = new WeakMap<Db, number>();

async function maybeSweep(db: Db) {
  const now = Date.now();
  if ((nextSweep.get(db) ?? 0) > now) return;
  nextSweep.set(db, now + SWEEP_EVERY_MS);
  await db.execute(sql`delete from rate_counters where reset_at < now()`);
  await db.execute(sql`delete from login_devices where expires_at < now()`);
}

const windowEnd = (windowMs: number | Placeholder) =>
  sql`now() + ${windowMs}::double precision * interval '1 millisecond'`;
/** Whole seconds until the window ends, at least 1 (the value of a Retry-After header). */
const secondsLeft = sql`greatest(1, ceil(extract(epoch from (c.reset_at - now()))))::int`;

/**
 * Counts one hit of `key` unconditionally (a new window once the old one has ended), returning the new
 * `count` and `retry_after` (seconds until the window ends). Also run inside the registration statement.
 */
export const countHit = (key: Placeholder, windowMs: Placeholder) =>
  sql`insert into rate_counters as c (key, count, reset_at)
      values (${key}::text, 1, ${windowEnd(windowMs)})
      on conflict (key) do update set
        count = case when c.reset_at <= now() then 1 else c.count + 1 end,
        reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
      returning c.count, ${secondsLeft} as retry_after`;

const hitStatement = new PreparedStatement<{ count: number; retry_after: number }>(
  'rate_counter_hit',
  countHit(sql.placeholder('key'), sql.placeholder('windowMs')),
);

export class RateCounter {
  constructor(
    private db: Db,
    readonly limit: Limit,
  ) {}

  /** The counter's row key for a subject. */
  key(subject: string) {
    return `${this.limit.name}:${subject}`;
  }

  /**
   * Takes one slot if the window has one left: a single upsert that increments only while the count
   * is under the limit (or the window has ended), so concurrent callers can never take more than max.
   */
  async reserve(subject: string): Promise<Verdict> {
    await maybeSweep(this.db);
    const { max, windowMs } = this.limit;
    const [row] = await rows<{ count: number }>(
      this.db,
      sql`insert into rate_counters as c (key, count, reset_at)
          values (${this.key(subject)}, 1, ${windowEnd(windowMs)})
          on conflict (key) do update set
            count = case when c.reset_at <= now() then 1 else c.count + 1 end,
            reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
          where c.reset_at <= now() or c.count < ${max}::int
          returning c.count`,
    );
    if (row) return { ok: true, count: Number(row.count) };
    return { ok: false, retryAfter: await this.retryAfter(subject) };
  }

  /** Counts one unconditionally (the caller compares with the limit itself); returns the new count. */
  async hit(subject: string): Promise<{ count: number; retryAfter: number }> {
    await maybeSweep(this.db);
    // Every rate-limited request runs it: prepared (server/lib/prepared.ts).
    const [row] = await hitStatement.run(this.db, { key: this.key(subject), windowMs: this.limit.windowMs });
    return { count: Number(row!.count), retryAfter: Number(row!.retry_after) };
  }

  /** Gives slots back (a request that turned out legitimate), never below zero. */
  async release(subject: string, n = 1): Promise<void> {
    if (n <= 0) return;
    await this.db.execute(
      sql`update rate_counters set count = greatest(count - ${n}::int, 0)
          where key = ${this.key(subject)} and reset_at > now()`,
    );
  }

  /** Ends the window and answers what it had counted (0 when it had ended already). */
  async take(subject: string): Promise<number> {
    const [row] = await rows<{ count: number }>(
      this.db,
      sql`delete from rate_counters where key = ${this.key(subject)}
          returning case when reset_at > now() then count else 0 end as count`,
    );
    return row ? Number(row.count) : 0;
  }

  async reset(subject: string): Promise<void> {
    await this.db.execute(sql`delete from rate_counters where key = ${this.key(subject)}`);
  }

  /** Seconds until the subject's window ends (1 when there is none: it has just been swept). */
  async retryAfter(subject: string): Promise<number> {
    const [row] = await rows<{ s: number }>(
      this.db,
      sql`select ${secondsLeft} as s from rate_counters c where c.key = ${this.key(subject)}`,
    );
    return row ? Number(row.s) : 1;
  }
}

/**
 * Ends the window of `source` and gives what it had counted, plus `extra`, back to each target, in one
 * statement (a sign-in that succeeded hands back its own slot and its owner's earlier mistypes).
 */
export async function handBack(db: Db, source: string, targets: string[], extra = 1): Promise<void> {
  await db.execute(sql`
    with taken as (
      delete from rate_counters where key = ${source}
      returning case when reset_at > now() then count else 0 end as n
    )
    update rate_counters
    set count = greatest(count - ${extra}::int - coalesce((select n from taken), 0), 0)
    where key in (${sql.join(
      targets.map((t) => sql`${t}`),
      sql`, `,
    )}) and reset_at > now()`);
}

/** A 429 whose Retry-After header says when to come back (the error handler sends it). */
export function tooManyRequests(message: (wait: string) => string, retryAfterSeconds: number): AppError {
  return new AppError(429, message(humanWait(retryAfterSeconds)), undefined, retryAfterSeconds);
}

/** '45 seconds', '1 minute', '15 minutes': rounded up, as people read a wait. */
export function humanWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A route's @fastify/rate-limit config: `perIp` requests per client address per window, counted when the
 * request arrives (before its body is read), answered 429 with Retry-After and a plain message.
 */
/** The message of a per-address limit: 'Too many registrations from your connection. Please try again in …'. */
export const fromAddressMessage = (what: string) => (wait: string) =>
  `Too many ${what} from your connection. Please try again in ${wait}.`;

export function perAddressLimit(limit: { perIp: number; windowMs: number }, what: string) {
  return {
    max: limit.perIp,
    timeWindow: limit.windowMs,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
      tooManyRequests(fromAddressMessage(what), Math.max(1, Math.ceil(context.ttl / 1000))),
  };
}

interface RouteLimitSettings {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps its per-route counters in the same table, so the per-IP
 * limits of public forms and registration hold across instances too. The plugin builds the root store
 * with `new Store(options)` and one child per route (`child(routeOptions)`); routes that name the
 * same `groupId` share one counter.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private prefix: string;
    constructor(_options?: unknown, prefix = 'route') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      const counter = new RateCounter(db, { name: this.prefix, max, windowMs: timeWindow });
      counter.hit(key).then(
        (r) => cb(null, { current: r.count, ttl: r.retryAfter * 1000 }),
        (err: Error) => cb(err),
      );
    }

    // At run time the plugin passes the route's merged rate-limit settings (its types say RouteOptions).
    child(routeOptions: object) {
      const { groupId, routeInfo } = routeOptions as RouteLimitSettings;
      return new DatabaseRateLimitStore(
        undefined,
        groupId ? 'route-group' : `route ${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''}`,
      );
    }
  };
}
