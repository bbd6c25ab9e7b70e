// The admin's ranking answered at once (issue 32: computed off the request path, never stale). Its input is
// read from tables whose every committed change the app hears (server/cache/changes.ts; the judging tables
// since drizzle/0034_judging_notify.sql), so:
// - an answer is kept while none of those tables changed, and the next request is answered from it;
// - each change of judging (an evaluation, a conflict: publishCoverage) reads the new input and computes the
//   full ranking in the background (refreshRanking), keeping the answer once it settles;
// - a request that comes after that read began, with no change heard since, shares it (in flight or done)
//   instead of queueing the same queries behind it on the database, then answers the quick fit if the
//   bootstrap still computes (ranking.ts, rankingOf).
// While changes made elsewhere could go unheard (PostgreSQL's listener away), nothing is kept or shared.
import type { FastifyBaseLogger } from 'fastify';
import type { DataChanges, WatchedTable } from '../../../cache/index';
import type { Db } from '../../../db/client';
import { loadRankingInput, rankingOf, type RankingInput, type RankingResult } from './ranking';

/** Every table the ranking's input reads (context.ts, rubric.ts and the judges' names). */
const TABLES: readonly WatchedTable[] = [
  'evaluations',
  'judges',
  'judge_conflicts',
  'judging_settings',
  'submissions',
  'teams',
  'team_members',
  'problems',
  'events',
  'users',
];

interface Read {
  stamp: number;
  input: Promise<RankingInput>;
}

/** The background ranking of an edition: running, and whether its input changed meanwhile. */
interface Refresh {
  again: boolean;
  done: Promise<void>;
}

/** One database's rankings: what was read, what was kept and what is being computed, per edition. */
class RankingAnswers {
  /** Per edition: the last input read (in flight or done), by the stamp taken before it began. */
  private readonly reading = new Map<number, Read>();
  /** Per edition: the last full ranking's answer and the stamp of its input. */
  private readonly kept = new Map<number, { stamp: number; result: RankingResult }>();
  /** Per edition: the background ranking running. */
  private readonly refreshing = new Map<number, Refresh>();

  constructor(
    private readonly db: Db,
    private readonly changes: DataChanges,
  ) {}

  /** The admin's answer: the kept one if nothing changed, else the current input's (the quick fit while computing). */
  async answer(eventId: number): Promise<RankingResult> {
    const kept = this.kept.get(eventId);
    if (kept && this.changes.unchangedSince(kept.stamp, TABLES)) return kept.result;
    const { stamp, input } = this.read(eventId);
    const result = await rankingOf(await input, { quickWhileComputing: true });
    if (!result.settled) this.keep(eventId, stamp, result);
    return result;
  }

  /**
   * Computes the edition's full ranking in the background and keeps it (called after a change of its input
   * is committed), so that the admin's next request is answered from it instead of waiting for the
   * bootstrap (a second or more when the thread and the model are cold). Changes that arrive while one runs
   * are folded into one more run, from the latest data: a judging rush queues at most one ranking, and the
   * result is never older than the last committed evaluation once it settles.
   */
  refresh(eventId: number, log: FastifyBaseLogger): Promise<void> {
    const running = this.refreshing.get(eventId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state: Refresh = { again: false, done: Promise.resolve() };
    state.done = (async () => {
      try {
        do {
          state.again = false;
          const { stamp, input } = this.read(eventId);
          this.keep(eventId, stamp, await rankingOf(await input));
        } while (state.again);
      } catch (err) {
        // The request computes it again (and answers the error, if there is one).
        log.warn({ err, eventId }, 'judging: background ranking failed');
      } finally {
        this.refreshing.delete(eventId);
      }
    })();
    this.refreshing.set(eventId, state);
    return state.done;
  }

  /** Resolves once the edition's background ranking (if one runs) has finished. */
  refreshed(eventId: number): Promise<void> {
    return this.refreshing.get(eventId)?.done ?? Promise.resolve();
  }

  private keep(eventId: number, stamp: number, result: RankingResult) {
    if (this.changes.unchangedSince(stamp, TABLES)) this.kept.set(eventId, { stamp, result });
  }

  private read(eventId: number): Read {
    const known = this.reading.get(eventId);
    if (known && this.changes.unchangedSince(known.stamp, TABLES)) return known;
    // The stamp before the read: a change committed while it runs makes what it read stale.
    const stamp = this.changes.stamp(TABLES);
    const read: Read = { stamp, input: loadRankingInput(this.db, eventId) };
    if (!this.changes.reliable()) return read;
    this.reading.set(eventId, read);
    // A failed read is not shared again: the next request reads anew (and answers its own error).
    read.input.catch(() => {
      if (this.reading.get(eventId) === read) this.reading.delete(eventId);
    });
    return read;
  }
}

/** Per database (test apps share a database's handle and its change tracker). */
const answers = new WeakMap<Db, RankingAnswers>();
const answersOf = (app: RankingApp) => {
  let found = answers.get(app.db);
  if (!found) answers.set(app.db, (found = new RankingAnswers(app.db, app.dataChanges)));
  return found;
};

/** What the ranking needs of an app. */
export interface RankingApp {
  db: Db;
  dataChanges: DataChanges;
}

/** The edition's ranking for the admin's screen (GET /api/admin/judging/ranking). */
export function adminRanking(app: RankingApp, eventId: number): Promise<RankingResult> {
  return answersOf(app).answer(eventId);
}

/** Starts the edition's ranking in the background once its input changed (RankingAnswers.refresh). */
export function refreshRanking(app: RankingApp, eventId: number, log: FastifyBaseLogger): Promise<void> {
  return answersOf(app).refresh(eventId, log);
}

/** Resolves once the edition's background ranking (if one runs) has finished: for tests and benchmarks. */
export function rankingRefreshed(db: Db, eventId: number): Promise<void> {
  return answers.get(db)?.refreshed(eventId) ?? Promise.resolve();
}
