// Small helpers for hand-written SQL (the admin listings that must stay one query a page, reports).
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** Runs a raw query and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Timestamps arrive as Date from both drivers; answers carry ISO strings. */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
export const isoOrNull = (value: Date | string | null | undefined) => (value == null ? null : iso(value));

/** A case-insensitive "contains" pattern with LIKE's wildcards escaped (the default escape is '\'). */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `where a and b and ...`, or nothing when there is no condition. */
export function whereAll(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

export function pageWindow(page: number, pageSize: number) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * The ids of one page of `source` (e.g. sql`users u where ...`), newest first by `key` then `id`
 * descending, as a subquery for a listing that also counted its rows as `total` (a column in scope,
 * e.g. `c.total`). An OFFSET reads every row it skips, so a page in the back half is read from the other
 * end of the same index (ascending, skipping total − offset − limit rows) and the caller's final ORDER
 * BY puts it back in order: the last page costs what the first does, the middle one is the worst. Only
 * one branch runs: each is gated on the total (a one-time filter). The outer LIMIT tells the planner the
 * page is small, or it would hash-join the page with the whole table.
 */
export function pageIds(opts: { source: SQL; id: SQL; key: SQL; total: SQL; limit: number; offset: number }): SQL {
  const { source, id, key, total, limit, offset } = opts;
  const rowsOf = sql`(select ${id} as id, ${key} as k from ${source}) w`;
  return sql`(select b.id from (
      (select w.id from ${rowsOf} where 2 * ${offset}::int + ${limit}::int <= ${total}
        order by w.k desc, w.id desc limit ${limit} offset ${offset})
      union all
      (select w.id from ${rowsOf} where 2 * ${offset}::int + ${limit}::int > ${total}
        order by w.k, w.id limit greatest(least(${limit}::int, ${total} - ${offset}::int), 0)
        offset greatest(${total} - ${offset}::int - ${limit}::int, 0))
    ) b limit ${limit})`;
}

/**
 * The ids of one page of `source` when its row count (`total`) is already known (server/lib/list-totals.ts):
 * the same page as pageIds, read from the nearer end of the index only, with no count and one branch to
 * plan. A page past the end reads nothing.
 */
export function knownPageIds(opts: {
  source: SQL;
  id: SQL;
  key: SQL;
  total: number;
  limit: number;
  offset: number;
}): SQL {
  const { source, id, key, total, limit, offset } = opts;
  if (2 * offset + limit <= total)
    return sql`(select ${id} as id from ${source} order by ${key} desc, ${id} desc limit ${limit} offset ${offset})`;
  const fromEnd = Math.max(total - offset - limit, 0);
  const count = Math.max(Math.min(limit, total - offset), 0);
  return sql`(select ${id} as id from ${source} order by ${key}, ${id} limit ${count} offset ${fromEnd})`;
}
