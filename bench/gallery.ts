// The projects gallery at event scale (issue 33): GET /api/events/{slug}/projects with 5,000 visible
// projects (first, middle and last page, a search, a search in one challenge, a technology), asked by a
// visitor (no session), in process (app.inject) against a bare Fastify route answering the same body
// (the baseline bench/http.ts uses, here in the same process so both are timed the same way).
// Requests are interleaved (app, bare, the order turning each time) and repeated in blocks: the p95 of
// each block, the median of the blocks' p95s with their spread. The issue's target is p95 ≤ 50 ms on
// both databases and one SQL statement a page, which is checked (the statements each request issues are
// counted).
//   node --import tsx bench/gallery.ts       GALLERY_PROJECTS=5000 GALLERY_BLOCKS=5 GALLERY_PER_BLOCK=40
//   BENCH_DATABASE_URL=postgres://…   also runs it on PostgreSQL (a fresh database of its own)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDb, type Db, type DbHandle } from '../server/db/client';
import { openCountingDb, QueryCounter } from '../server/test/query-counter';
import type { BenchRow } from './run';

const PROJECTS = Number(process.env.GALLERY_PROJECTS ?? 5000);
const BLOCKS = Number(process.env.GALLERY_BLOCKS ?? 5);
const PER_BLOCK = Number(process.env.GALLERY_PER_BLOCK ?? 40);
const WARMUP = 5;
const PAGE = 24; // GALLERY_PAGE_SIZE
const TOPICS = ['climate', 'voice', 'health', 'ledger', 'robot', 'transit', 'water', 'library'];
const TECHS = ['TypeScript', 'Rust', 'Python', 'Go', 'Kotlin', 'Swift', 'PostgreSQL', 'React'];

/**
 * `n` approved teams of the current edition, one submitted project each, spread over its challenges, with
 * descriptions, technologies and a pinned commit; then the gallery is published as an admin would.
 */
async function populate(db: Db, n: number) {
  await db.execute(
    sql.raw(`
    insert into teams (event_id, name, status, join_code, created_at, updated_at)
    select (select id from events where state = 'current'), 'Gallery Team ' || g, 'approved',
      'GAL' || lpad(g::text, 9, '0'), now() - g * interval '1 minute', now()
    from generate_series(1, ${n}) g`),
  );
  const topics = `(array[${TOPICS.map((t) => `'${t}'`).join(',')}])`;
  const techs = `(array[${TECHS.map((t) => `'${t}'`).join(',')}])`;
  await db.execute(
    sql.raw(`
    with p as (select array_agg(id order by id) ids from problems where event_id = (select id from events where state = 'current')),
         t as (select id, event_id, row_number() over (order by id) g from teams where name like 'Gallery Team %')
    insert into submissions (team_id, event_id, problem_id, github_url, description, tech_stack, status, submitted_at)
    select t.id, t.event_id, p.ids[1 + t.g % array_length(p.ids, 1)], 'https://github.com/gallery/project-' || t.g,
      'A ' || ${topics}[1 + t.g % ${TOPICS.length}] || ' project, number ' || t.g || ', built over a weekend by a team that cared about it.',
      array[${techs}[1 + t.g % ${TECHS.length}], ${techs}[1 + (t.g / ${TECHS.length}) % ${TECHS.length}]],
      'submitted', now() - t.g * interval '13 second'
    from t, p`),
  );
  await db.execute(
    sql.raw(`
    insert into repo_pins (submission_id, repo_url, sha, checked_at, reachable)
    select s.id, s.github_url, md5(s.id::text) || 'abcdefgh', now(), true
    from submissions s join teams t on t.id = s.team_id where t.name like 'Gallery Team %'`),
  );
  await db.execute(sql`vacuum analyze`);
}

/** The server's own PGlite (openDb on a fresh data directory), or a fresh database on PostgreSQL. */
async function openCounted(databaseUrl?: string): Promise<{ handle: DbHandle; counter: QueryCounter }> {
  if (databaseUrl) return openCountingDb(databaseUrl);
  const counter = new QueryCounter();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gallery-'));
  const handle = await openDb({ dataDir: dir, logger: counter });
  const close = handle.close;
  handle.close = async () => {
    try {
      await close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { handle, counter };
}

interface Setup {
  app: FastifyInstance;
  counter: QueryCounter;
  slug: string;
  close: () => Promise<void>;
}

async function setup(databaseUrl?: string): Promise<Setup> {
  const { handle, counter } = await openCounted(databaseUrl);
  const app = await buildApp(testConfig({ seedDemo: true, logLevel: 'silent' }), { dbHandle: handle });
  await app.ready();
  await populate(app.db, PROJECTS);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: 'admin12345' },
  });
  const admin = { authorization: `Bearer ${login.json().token as string}` };
  const slug = (await app.editions.current())!.slug;
  // Published through the Event area, as the organizers do (its caches learn of it).
  const version = (await app.inject({ url: `/api/events/${slug}`, headers: admin })).json().version as number;
  const published = await app.inject({
    method: 'PATCH',
    url: `/api/admin/events/${slug}`,
    headers: admin,
    payload: { version, galleryPublished: true },
  });
  if (published.statusCode !== 200)
    throw new Error(`publishing the gallery: ${published.statusCode} ${published.body}`);
  // Let under-pressure's event-loop sampler see a quiet loop after the load before any request.
  await new Promise((r) => setTimeout(r, 1500));
  return {
    app,
    counter,
    slug,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

async function timed(fn: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  const start = process.hrtime.bigint();
  const res = await fn();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
  return ms;
}

async function measureCase(s: Setup, url: string) {
  const first = await s.app.inject({ url });
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  const body = first.body;
  const total = (first.json() as { total: number }).total;
  // The baseline: a bare Fastify answering the same bytes with the same type.
  const bare = Fastify();
  bare.get('/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await bare.ready();
  try {
    for (let i = 0; i < WARMUP; i++) {
      await s.app.inject({ url });
      await bare.inject({ url });
    }
    // Statements a page issues, once warm (the edition is kept; a visitor has no session to look up).
    const before = s.counter.queries.length;
    await s.app.inject({ url });
    const statements = s.counter.queries.length - before;
    const appP95: number[] = [];
    const bareP95: number[] = [];
    const appAll: number[] = [];
    for (let b = 0; b < BLOCKS; b++) {
      const a: number[] = [];
      const z: number[] = [];
      for (let i = 0; i < PER_BLOCK; i++) {
        // Turn which goes first, so a drift of the machine's load favours neither.
        if ((i + b) % 2 === 0) {
          a.push(await timed(() => s.app.inject({ url })));
          z.push(await timed(() => bare.inject({ url })));
        } else {
          z.push(await timed(() => bare.inject({ url })));
          a.push(await timed(() => s.app.inject({ url })));
        }
      }
      a.sort((x, y) => x - y);
      z.sort((x, y) => x - y);
      appP95.push(percentile(a, 0.95));
      bareP95.push(percentile(z, 0.95));
      appAll.push(...a);
    }
    return { appP95, bareP95, statements, total, bytes: Buffer.byteLength(body), median: median(appAll) };
  } finally {
    await bare.close();
  }
}

async function measure(label: string, databaseUrl?: string): Promise<BenchRow[]> {
  const s = await setup(databaseUrl);
  try {
    const base = `/api/events/${s.slug}/projects`;
    const [challenge] = ((await s.app.inject({ url: `${base}/facets` })).json() as { challenges: { slug: string }[] })
      .challenges;
    const lastPage = Math.ceil(PROJECTS / PAGE);
    const cases: { name: string; url: string }[] = [
      { name: 'first page', url: base },
      { name: 'middle page', url: `${base}?page=${Math.ceil(lastPage / 2)}` },
      { name: 'last page', url: `${base}?page=${lastPage}` },
      { name: 'search', url: `${base}?q=climate` },
      { name: 'search, one project', url: `${base}?q=${encodeURIComponent(`number ${Math.ceil(PROJECTS * 0.86)},`)}` },
      { name: 'search in a challenge', url: `${base}?q=voice&challenge=${challenge!.slug}` },
      { name: 'technology filter', url: `${base}?tech=rust&page=2` },
    ];
    const rows: BenchRow[] = [];
    for (const c of cases) {
      const r = await measureCase(s, c.url);
      if (r.statements !== 1) throw new Error(`${c.name}: expected one SQL statement a page, got ${r.statements}`);
      const ratios = r.appP95.map((a, i) => a / r.bareP95[i]!);
      rows.push({
        name: `gallery ${c.name} at ${PROJECTS.toLocaleString('en')} projects on ${label}: p95`,
        baseline: 'bare Fastify route, same body',
        value: median(r.appP95),
        baselineValue: median(r.bareP95),
        unit: 'ms',
        ratio: median(ratios),
        note: `target p95 ≤ 50 ms; ${BLOCKS} blocks of ${PER_BLOCK}, p95 spread ${spread(r.appP95)} ms, ratio spread ${spread(ratios)}; median ${r.median.toFixed(1)} ms; ${r.total} matching, ${r.bytes} B; one SQL statement`,
      });
    }
    return rows;
  } finally {
    await s.close();
  }
}

export async function run(): Promise<BenchRow[]> {
  const rows = await measure('PGlite');
  if (process.env.BENCH_DATABASE_URL) rows.push(...(await measure('PostgreSQL', process.env.BENCH_DATABASE_URL)));
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((rows) => {
    for (const r of rows)
      console.log(
        `${r.name}: ${r.value.toFixed(2)} ms vs ${r.baselineValue.toFixed(2)} ms bare → ratio ${r.ratio.toFixed(1)} (${r.note})`,
      );
  });
}
