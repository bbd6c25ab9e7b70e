// Started test databases, reused (docs/decisions/0023-ci-time.md). An API test app on a PGlite image used
// to start a new database thread for itself: a worker, PGlite's import, the 44 MB image unpacked and a
// backend started (0.6-1 s on a 2-core machine, most of a test file's setup). Now, when an app closes, its
// database goes back to this fork's pool, put back exactly as the image was: the rows of every table,
// the sequences, no session state. The next app on the same image takes it (tens of milliseconds).
//
// A database whose structure a test changed (DDL: its catalog no longer matches) is closed, not reused.
import type { DbHandle } from '../db/client';
import { openDb } from '../db/client';

interface Table {
  name: string;
  /** Columns that take a value (generated ones are computed again). */
  columns: string[];
  /** The image's rows as JSON, or null for an empty table. */
  rows: string | null;
}

/** An image's contents, read from a database just opened on it, before any app touched it. */
interface Pristine {
  tables: Table[];
  sequences: { name: string; value: string; called: boolean }[];
  catalog: string;
}

const pristineOf = new Map<string, Promise<Pristine>>();
const idle = new Map<string, DbHandle[]>();
/** What the pool has done in this fork (its own test reads it). */
export const poolCounts = { opened: 0, reused: 0, closed: 0 };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The catalog's fingerprint: each row of these catalogs written since the image (CREATE, ALTER, DROP,
 * TRUNCATE) changes its xmin. VACUUM and ANALYZE update their rows in place (same xmin).
 */
const CATALOG = `select concat_ws('/', ${[
  'pg_class',
  'pg_attribute',
  'pg_constraint',
  'pg_trigger',
  'pg_index',
  'pg_proc',
  'pg_type',
  'pg_namespace',
  'pg_extension',
]
  .map((c) => `(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${c})`)
  .join(', ')}) as catalog`;

async function readPristine(handle: DbHandle): Promise<Pristine> {
  const pool = handle.driverPool!;
  const { rows: defs } = await pool.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
        array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      group by c.relname order by c.relname`,
  );
  const tables: Table[] = [];
  for (const d of defs) {
    const { rows } = await pool.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${ident(d.name)} t`,
    );
    tables.push({ name: d.name, columns: d.columns, rows: rows[0]?.rows ?? null });
  }
  const { rows: seqs } = await pool.query<{ name: string; last: string | null; start: string }>(
    `select sequencename as name, last_value::text as last, start_value::text as start
      from pg_sequences where schemaname = 'public'`,
  );
  const sequences = seqs.map((s) => ({ name: s.name, value: s.last ?? s.start, called: s.last !== null }));
  const { rows: cat } = await pool.query<{ catalog: string }>(CATALOG);
  return { tables, sequences, catalog: cat[0]!.catalog };
}

/** Puts the image's rows and sequences back; false when the database's structure changed (not reusable). */
async function restore(handle: DbHandle, pristine: Pristine): Promise<boolean> {
  const pool = handle.driverPool!;
  // Whatever the last session left in the one backend: LISTENs, advisory locks, temporary tables, settings.
  await pool.query('discard all');
  const { rows } = await pool.query<{ catalog: string }>(CATALOG);
  if (rows[0]!.catalog !== pristine.catalog) return false;
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Replica role: no trigger fires (foreign keys, the data-change notices), so the order is free.
    await client.query('set local session_replication_role = replica');
    await client.query(pristine.tables.map((t) => `delete from ${ident(t.name)};`).join('\n'));
    for (const t of pristine.tables) {
      if (!t.rows) continue;
      const cols = t.columns.map(ident).join(', ');
      await client.query(
        `insert into ${ident(t.name)} (${cols}) overriding system value
          select ${cols} from json_populate_recordset(null::${ident(t.name)}, $1::json)`,
        [t.rows],
      );
    }
    if (pristine.sequences.length)
      await client.query(
        `select ${pristine.sequences
          .map((s) => `setval(${`'${ident(s.name).replace(/'/g, "''")}'`}, ${Number(s.value)}, ${s.called})`)
          .join(', ')}`,
      );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    client.release(true);
    throw err;
  }
  client.release();
  return true;
}

/** A started database on `image`: one an earlier app of this fork gave back, else a new one. */
export async function takeDatabase(image: string): Promise<DbHandle> {
  const reused = idle.get(image)?.pop();
  if (reused) {
    poolCounts.reused++;
    return reused;
  }
  poolCounts.opened++;
  const handle = await openDb({ dataDir: ':memory:', image });
  if (!pristineOf.has(image)) pristineOf.set(image, readPristine(handle));
  await pristineOf.get(image);
  return handle;
}

/**
 * Takes back the database of an app that closed: on a new session, with the image's contents put back,
 * it waits for the next app; a database that cannot be put back is closed.
 */
export async function giveBackDatabase(image: string, handle: DbHandle): Promise<void> {
  let next: DbHandle | undefined;
  try {
    next = await handle.renew!();
    if (await restore(next, await pristineOf.get(image)!)) {
      const list = idle.get(image) ?? [];
      list.push(next);
      idle.set(image, list);
      return;
    }
  } catch {
    /* a database that failed (a test stopped its thread) is closed below */
  }
  poolCounts.closed++;
  await (next ?? handle).close().catch(() => undefined);
}
