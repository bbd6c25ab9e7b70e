// Export completeness (issue 35): every column of the database that references users is either exported
// (tables.ts EXPORTED_TABLES or a section of its own) or excluded with a reason, read from the database's
// own foreign keys, so a new table that names a person cannot be forgotten. And the export really holds them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql';
import { createTestApp, type TestApp } from '../../test/helpers';
import { BY_EMAIL, EXCLUDED_COLUMNS, EXPORT_SECTIONS, EXPORTED_TABLES } from './service/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every table that names a person is placed', () => {
  it('each foreign key to users is exported or excluded with a reason', async () => {
    const refs = await rows<{ table_name: string; column_name: string }>(
      t.app.db,
      sql`select kcu.table_name, kcu.column_name
          from information_schema.referential_constraints rc
          join information_schema.key_column_usage kcu
            on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
          where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'
          order by 1, 2`,
    );
    expect(refs.length).toBeGreaterThan(25);
    const placed = new Set<string>([
      ...EXPORTED_TABLES.flatMap((e) => e.columns.map((c) => `${e.table}.${c}`)),
      ...Object.entries(EXPORT_SECTIONS).flatMap(([table, cols]) => cols.map((c) => `${table}.${c}`)),
      ...Object.keys(EXCLUDED_COLUMNS),
    ]);
    const missing = refs.map((r) => `${r.table_name}.${r.column_name}`).filter((c) => !placed.has(c));
    expect(missing, 'add these to server/features/privacy/service/tables.ts').toEqual([]);
    for (const reason of Object.values(EXCLUDED_COLUMNS)) expect(reason.length).toBeGreaterThan(20);
  });

  it('every table and column the catalogue names exists (a renamed column is noticed too)', async () => {
    const cols = await rows<{ c: string }>(
      t.app.db,
      sql`select table_name || '.' || column_name as c from information_schema.columns where table_schema = 'public'`,
    );
    const known = new Set(cols.map((r) => r.c));
    const named = [
      ...EXPORTED_TABLES.flatMap((e) => [...e.columns, ...(e.omit ?? [])].map((c) => `${e.table}.${c}`)),
      ...BY_EMAIL.map((b) => `${b.table}.${b.column}`),
      ...Object.keys(EXCLUDED_COLUMNS),
    ];
    expect(named.filter((c) => !known.has(c))).toEqual([]);
  });
});
