// Which cached data may have changed. Database triggers (drizzle/0005_data_change_notify.sql, 0011) NOTIFY
// 'hackathon_data' with '<table> <txid>' on every committed change of a watched table, whoever made it.
// Two paths bring them here:
//
// - the process's own writes, counted before the write's caller resumes, so the next read can never see
//   the old answer. On PostgreSQL each pooled connection asks for the payloads as NOTICEs of its own
//   statements (hackathon.change_notices, set at connect: server/db/client.ts) and counts them when
//   PostgreSQL reports the transaction over (ReadyForQuery, idle): NOTIFY would wake every listening
//   backend at every commit, ten per instance if every pooled connection listened. PGlite has one
//   session, which LISTENs: a session hears its own notifications at commit, before the COMMIT answer;
// - on PostgreSQL, a dedicated connection (the live bus's listener, server/live/bus.ts) LISTENs and hears
//   the other instances' writes (and an operator's in psql). While it is away, `reliable()` is false and
//   caches are bypassed; when it is back, everything counts as changed.
//
// A cache records `stamp(tables)` before it loads and keeps the answer only while the stamp is unchanged
// (`unchangedSince`): a change that commits during the load makes the loaded answer stale at once.
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DbHandle } from '../db/client';
import { createBus, type LiveBus } from '../live/bus';

export const DATA_CHANNEL = 'hackathon_data';

/** Tables whose changes are announced (the triggers of drizzle/0005_data_change_notify.sql). */
export type WatchedTable =
  | 'problems'
  | 'teams'
  | 'team_members'
  | 'events'
  // An edition's public pages (drizzle/0017_event_pages_notify.sql).
  | 'event_pages'
  | 'announcements'
  | 'winners'
  | 'submissions'
  | 'sessions'
  | 'users'
  // Announced when mail becomes due (queued or put back in the queue), for the mail workers.
  | 'outbox_emails'
  // What the judging ranking is computed from (drizzle/0034_judging_notify.sql).
  | 'evaluations'
  | 'judges'
  | 'judge_conflicts'
  | 'judging_settings';

/** The notices the triggers send a session with hackathon.change_notices on (drizzle/0011). */
const NOTICE_CODE = 'HC001';
const NOTICE_PREFIX = `${DATA_CHANNEL} `;

/** Payloads already counted (each arrives by notice and by NOTIFY): the last few hundred. */
const SEEN_MAX = 512;

export class DataChanges {
  private readonly versions = new Map<string, number>();
  /** Bumped when changes may have been missed (the cross-instance listener was away). */
  private epoch = 0;
  private readonly seen = new Set<string>();
  private bus: LiveBus | null = null;
  private readonly attached = new WeakSet<object>();
  private readonly listeners = new Map<string, Set<() => void>>();

  /** A number that changes whenever any of the tables may have changed. */
  stamp(tables: readonly WatchedTable[]): number {
    let sum = this.epoch;
    for (const t of tables) sum += this.versions.get(t) ?? 0;
    return sum;
  }

  /** False while changes made elsewhere could go unheard: callers must not trust what they cached. */
  reliable(): boolean {
    return this.bus === null || this.bus.connected();
  }

  /**
   * The one rule of every cache here: take `stamp(tables)` before reading, and trust what was read only
   * while this says true: no change of those tables heard since (nor missed: the listener is there).
   * Checked after the read to keep it, and on each use to answer from it.
   */
  unchangedSince(stamp: number, tables: readonly WatchedTable[]): boolean {
    return this.reliable() && this.stamp(tables) === stamp;
  }

  /** A notification payload '<table> <txid>'; duplicates (one per listening connection) count once. */
  receive(payload: string) {
    if (this.seen.has(payload)) return;
    this.seen.add(payload);
    if (this.seen.size > SEEN_MAX) this.seen.delete(this.seen.values().next().value!);
    const table = payload.slice(0, payload.indexOf(' ') >>> 0);
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
    for (const listener of this.listeners.get(table) ?? []) listener();
  }

  /** Calls `listener` after each committed change of `table` (once per transaction); returns the unsubscribe. */
  onChange(table: WatchedTable, listener: () => void): () => void {
    let set = this.listeners.get(table);
    if (!set) this.listeners.set(table, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Everything may have changed (the listener reconnected, or a test says so). */
  changedAll() {
    this.epoch++;
  }

  /** PGlite's session LISTENs: its notifications arrive before the answer of the committing query. */
  attachClient(client: pg.ClientBase) {
    if (this.attached.has(client)) return;
    this.attached.add(client);
    client.on('notification', (n) => {
      if (n.channel === DATA_CHANNEL && n.payload) this.receive(n.payload);
    });
    // Queued before whatever the client was checked out for, so it runs first.
    client.query(`LISTEN ${DATA_CHANNEL}`).catch(() => {
      /* a dead connection: the pool discards it, and its queries fail on their own */
    });
  }

  /**
   * A PostgreSQL pooled client (connected with hackathon.change_notices on): the payloads of its
   * statements' notices count when PostgreSQL reports the transaction over (ReadyForQuery, idle) and it
   * committed: the last command before was not a ROLLBACK (an explicit one, or a COMMIT of a failed
   * transaction, both tagged so) nor an error. A savepoint rolled back inside a committed transaction
   * still counts its notices: one change too many invalidates, never one too few. Counted ahead of the
   * client's own handler, so before the query's caller resumes.
   */
  attachNotices(client: pg.Client) {
    if (this.attached.has(client)) return;
    this.attached.add(client);
    const connection = client.connection;
    const pending: string[] = [];
    let lastTag: string | null = null;
    let failed = false;
    connection.prependListener('notice', (n: { code?: string; message?: string }) => {
      if (n.code === NOTICE_CODE && n.message?.startsWith(NOTICE_PREFIX))
        pending.push(n.message.slice(NOTICE_PREFIX.length));
    });
    connection.prependListener('commandComplete', (m: { text?: string }) => {
      lastTag = m.text ?? null;
      failed = false;
    });
    connection.prependListener('errorMessage', () => {
      failed = true;
    });
    connection.prependListener('readyForQuery', (m: { status?: string }) => {
      if (m.status === 'I') {
        const committed = !failed && lastTag !== 'ROLLBACK';
        if (committed) for (const payload of pending) this.receive(payload);
        pending.length = 0;
      }
      lastTag = null;
      failed = false;
    });
  }

  async startCrossInstance(handle: DbHandle, opts: { databaseUrl?: string; log: FastifyBaseLogger }) {
    if (handle.kind !== 'postgres' || !handle.pool) return;
    this.bus = await createBus(handle, {
      instanceId: 'data-changes',
      channel: DATA_CHANNEL,
      applicationName: 'hackathon-data',
      framed: false,
      receive: (payload) => this.receive(payload),
      onListening: () => this.changedAll(),
      databaseUrl: opts.databaseUrl,
      log: opts.log,
    });
  }

  async close() {
    await this.bus?.close();
    this.bus = null;
  }
}

const byHandle = new WeakMap<DbHandle, { changes: DataChanges; users: number; ready: Promise<void> }>();

/**
 * The change tracker of a database handle, shared by the apps that share the handle (tests run two
 * instances on one PGlite). Released with `releaseDataChanges` when an app closes.
 */
export async function dataChangesFor(
  handle: DbHandle,
  opts: { databaseUrl?: string; log: FastifyBaseLogger },
): Promise<DataChanges> {
  let entry = byHandle.get(handle);
  if (!entry) {
    const changes = new DataChanges();
    const ready = (async () => {
      if (handle.pglite) {
        // A test-built handle driving PGlite on this thread: PGlite calls listeners as it reads the
        // answer of the committing query, before that query resolves.
        await handle.pglite.listen(DATA_CHANNEL, (payload) => changes.receive(payload));
        return;
      }
      const pool = handle.driverPool ?? handle.pool;
      if (pool) {
        const attach =
          handle.kind === 'postgres'
            ? (client: pg.PoolClient) => changes.attachNotices(client as unknown as pg.Client)
            : (client: pg.PoolClient) => changes.attachClient(client);
        pool.on('connect', attach);
        // Connections opened before (migrations, the seed) are idle in the pool: each is attached on its
        // next checkout through the 'acquire' event.
        pool.on('acquire', attach);
      }
      await changes.startCrossInstance(handle, opts);
    })();
    entry = { changes, users: 0, ready };
    byHandle.set(handle, entry);
  }
  entry.users++;
  await entry.ready;
  return entry.changes;
}

export async function releaseDataChanges(handle: DbHandle) {
  const entry = byHandle.get(handle);
  if (!entry || --entry.users > 0) return;
  byHandle.delete(handle);
  await entry.changes.close();
}
