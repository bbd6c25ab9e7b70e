// PGlite on its worker thread, through the app's drizzle interface: the event loop keeps turning while
// the database works, values and errors look exactly as they do from PostgreSQL, a transaction holds
// the single session, and the database on disk survives a close and reopen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDb, type DbHandle } from './client';
import { runMigrations } from './migrate';
import { events, problems, teams } from './schema';
import { eventSeed } from './seed-event';
import { isUniqueViolation } from '../lib/errors';
import { onPostgres } from '../test/helpers';

/** An edition for the rows below to belong to (a migrated database has none). */
async function anEdition(handle: DbHandle): Promise<number> {
  const [row] = await handle.db.insert(events).values(eventSeed()).returning({ id: events.id });
  return row!.id;
}

const problem = (eventId: number, slug: string) => ({
  eventId,
  slug,
  title: slug,
  category: 'ai' as const,
  description: 'd',
  longDescription: 'd',
  difficulty: 1,
  prize: 'p',
});

describe.skipIf(onPostgres)('PGlite on a worker thread', () => {
  let handle: DbHandle;
  let eventId: number;
  beforeAll(async () => {
    handle = await openDb({ dataDir: ':memory:' });
    await runMigrations(handle);
    eventId = await anEdition(handle);
  });
  afterAll(() => handle.close());

  it('lets the event loop turn while a query runs', async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      if (!running) return;
      turns++;
      setImmediate(spin);
    };
    const query = handle.db.execute(sql`select pg_sleep(0.3)`).finally(() => (running = false));
    setImmediate(spin);
    await query;
    // On the main thread the query would have held the loop: no turn before it answered.
    expect(turns).toBeGreaterThan(1);
  });

  it('answers with the values node-postgres gives for PostgreSQL', async () => {
    const [row] = await handle.db
      .insert(teams)
      .values({ eventId, name: 'Typed', status: 'pending', joinCode: 'TYPED00001', description: 'x' })
      .returning();
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(typeof row!.id).toBe('number');
    const { rows } = await handle.db.execute(
      sql`select count(*) as n, 1.5::numeric as d, true as b, '{"a":[1]}'::jsonb as j, null::text as z, ${'x'}::text as p`,
    );
    expect(rows[0]).toEqual({ n: '1', d: '1.5', b: true, j: { a: [1] }, z: null, p: 'x' });
  });

  it('reports database errors with their SQLSTATE code and constraint', async () => {
    await handle.db
      .insert(teams)
      .values({ eventId, name: 'Twice', status: 'pending', joinCode: 'TWICE00001', description: 'x' });
    const err = await handle.db
      .insert(teams)
      .values({ eventId, name: 'Twice', status: 'pending', joinCode: 'TWICE00002', description: 'x' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect(isUniqueViolation(err)).toBe(true);
    const syntax = await handle.db.execute(sql`selec 1`).catch((e: { cause?: { code?: string } }) => e);
    expect((syntax as { cause?: { code?: string } }).cause?.code).toBe('42601');
  });

  it('runs a transaction alone: other queries wait for its end, and a rollback undoes it', async () => {
    const seen: string[] = [];
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.insert(problems).values(problem(eventId, 'tx-one'));
      outside = handle.db
        .select()
        .from(problems)
        .where(eq(problems.slug, 'tx-one'))
        .then((rows) => seen.push(`outside saw ${rows.length}`));
      await new Promise((r) => setTimeout(r, 50));
      seen.push('commit');
    });
    await outside;
    expect(seen).toEqual(['commit', 'outside saw 1']);

    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(problems).values(problem(eventId, 'tx-two'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await handle.db.select().from(problems).where(eq(problems.slug, 'tx-two'))).toEqual([]);
  });

  it('serves a single statement before transactions that queued earlier', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    let firstHolds!: () => void;
    const holding = new Promise<void>((r) => (firstHolds = r));
    const first = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      firstHolds();
      await new Promise<void>((r) => (finishFirst = r));
    });
    await holding;
    const queued = [1, 2].map((n) => handle.db.transaction(async () => void order.push(`transaction ${n}`)));
    const read = handle.db.execute(sql`select 1`).then(() => order.push('read'));
    await new Promise((r) => setTimeout(r, 20));
    finishFirst();
    await Promise.all([first, ...queued, read]);
    expect(order).toEqual(['read', 'transaction 1', 'transaction 2']);
  });
});

describe.skipIf(onPostgres)('PGlite on a worker thread, on disk', () => {
  it('keeps its data across a close and reopen, and refuses queries once closed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    try {
      const first = await openDb({ dataDir: dir });
      await runMigrations(first);
      await first.db.insert(problems).values(problem(await anEdition(first), 'kept'));
      await first.close();
      await expect(first.db.select().from(problems)).rejects.toThrow();

      const second = await openDb({ dataDir: dir });
      try {
        const rows = await second.db.select({ slug: problems.slug }).from(problems);
        expect(rows).toEqual([{ slug: 'kept' }]);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // A new directory is created by a process of its own (pglite-init.js): a slow start on a busy machine.
  }, 120_000);
});

// The tests' database images (server/test/database-images.ts): a database dumped once, started many times.
describe.skipIf(onPostgres)('PGlite started from a dumped database', () => {
  it('starts with the dumped rows, and its own changes reach neither the image nor another copy', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-image-'));
    const file = path.join(dir, 'image.tar');
    const handles: DbHandle[] = [];
    try {
      const source = await openDb({ dataDir: ':memory:' });
      handles.push(source);
      await runMigrations(source);
      await source.db.insert(problems).values(problem(await anEdition(source), 'imaged'));
      await source.dump!(file);

      const [a, b] = await Promise.all([1, 2].map(() => openDb({ dataDir: ':memory:', image: file })));
      handles.push(a!, b!);
      const eventId = (await a!.db.select({ id: events.id }).from(events))[0]!.id;
      await a!.db.insert(problems).values(problem(eventId, 'only-in-a'));
      const slugs = async (h: DbHandle) =>
        (await h.db.select({ slug: problems.slug }).from(problems)).map((r) => r.slug);
      expect((await slugs(a!)).sort()).toEqual(['imaged', 'only-in-a']);
      expect(await slugs(b!)).toEqual(['imaged']);
      expect(await slugs(source)).toEqual(['imaged']);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
