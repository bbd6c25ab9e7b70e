// A copy of the migrations folder that stops before one migration, so a test can fill a database as it
// was before that migration ran and then check what the migration did with the data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { migrationsFolder } from '../db/migrate';

/** The migrations folder without migration `idx` and those after it. */
export function migrationsBefore(idx: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < idx);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/** The index of a migration by its tag's name ('safe_organizer_links' finds 0020_safe_organizer_links). */
export function migrationIndex(name: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const entry = (journal.entries as { idx: number; tag: string }[]).find((e) => e.tag.endsWith(`_${name}`));
  if (!entry) throw new Error(`No migration named ${name}`);
  return entry.idx;
}

/**
 * Inserts rows written against today's schema into a database migrated only up to an earlier point.
 * Drizzle names every column of today's table (with `default` for the unset ones), so a column added
 * by a later migration fails the insert; this writes only the columns the database has, which keeps
 * these tests true as the schema grows. Returns the rows as stored.
 */
export async function insertAsOf<T extends Table>(
  handle: DbHandle,
  table: T,
  rows: T['$inferInsert'][],
): Promise<{ id: number }[]> {
  const name = getTableName(table);
  const existing = new Set(
    (
      await handle.driverPool!.query(
        'select column_name from information_schema.columns where table_name = $1 and table_schema = current_schema()',
        [name],
      )
    ).rows.map((r: { column_name: string }) => r.column_name),
  );
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, col]) => existing.has(col.name) && rows.some((r) => (r as Record<string, unknown>)[key] !== undefined),
  );
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const cells = columns.map(([key, col]) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined) return 'default';
      params.push(value === null ? null : col.mapToDriverValue(value));
      return `$${params.length}`;
    });
    return `(${cells.join(', ')})`;
  });
  const list = columns.map(([, col]) => `"${col.name}"`).join(', ');
  const result = await handle.driverPool!.query(
    `insert into "${name}" (${list}) values ${tuples.join(', ')} returning *`,
    params,
  );
  return result.rows as { id: number }[];
}
