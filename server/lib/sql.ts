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
