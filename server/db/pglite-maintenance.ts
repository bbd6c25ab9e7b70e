// PGlite has no autovacuum, so the app stands in for it: now and then it vacuums and analyzes the
// tables that changed enough, by autovacuum's own default thresholds. Without it, the planner keeps the
// statistics of an empty table after a registration rush, and the admin lists' index-only scans (page
// counts, deep pages) visit every row's heap page because nothing ever sets the visibility map.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rows } from '../lib/sql';

/** How often the statistics are looked at: the check is one small query; the work happens only when due. */
export const MAINTENANCE_INTERVAL_MS = 60_000;

interface TableActivity {
  relname: string;
  n_live_tup: number;
  n_dead_tup: number;
  n_mod_since_analyze: number;
  n_ins_since_vacuum: number;
}

/**
 * PostgreSQL's defaults (autovacuum_vacuum_threshold 50 + scale factor 0.2, the insert variant 1000 +
 * 0.2, analyze 50 + 0.1): a table is vacuumed (which also sets the visibility map) or analyzed once that
 * many rows changed since the last time.
 */
export function dueWork(t: TableActivity): 'vacuum' | 'analyze' | null {
  const live = Number(t.n_live_tup);
  if (Number(t.n_dead_tup) > 50 + 0.2 * live || Number(t.n_ins_since_vacuum) > 1000 + 0.2 * live) return 'vacuum';
  if (Number(t.n_mod_since_analyze) > 50 + 0.1 * live) return 'analyze';
  return null;
}

/**
 * Vacuums (with analyze) or analyzes each table of the public schema that is due, one at a time; returns
 * what it did. The counters reach pg_stat_user_tables within about a second of a change.
 */
export async function maintainTables(db: Db): Promise<{ table: string; work: 'vacuum' | 'analyze' }[]> {
  const activity = await rows<TableActivity>(
    db,
    sql`select relname, n_live_tup, n_dead_tup, n_mod_since_analyze, n_ins_since_vacuum
      from pg_stat_user_tables where schemaname = 'public'`,
  );
  const done: { table: string; work: 'vacuum' | 'analyze' }[] = [];
  for (const t of activity) {
    const work = dueWork(t);
    if (!work) continue;
    const table = sql.identifier(t.relname);
    await db.execute(work === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    done.push({ table: t.relname, work });
  }
  return done;
}

/** Runs maintainTables every `intervalMs` until stopped; a failure is retried at the next tick. */
export function startPgliteMaintenance(db: Db, intervalMs = MAINTENANCE_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return; // a long vacuum is still going: skip this tick rather than queue another
    running = maintainTables(db)
      .catch(() => undefined)
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
