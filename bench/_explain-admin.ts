// EXPLAIN ANALYZE of the admin-list queries at 10,000 teams (the data of bench/admin-list.ts) on the
// server's own PGlite (openDb) or on PostgreSQL (BENCH_DATABASE_URL): the query each page sends, with its
// parameters, captured by the query counter; the first call (counting) and the second (total known),
// then the page's median and p95 over 30 calls. A profiling aid: not in `npm run bench`.
//   node --import tsx bench/_explain-admin.ts 'teams?q=team%2077' ...
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDb } from '../server/db/client';
import { insertManyTeams, openCountingDb, QueryCounter } from '../server/test/query-counter';
import { sql } from 'drizzle-orm';

const urls = process.argv.slice(2);
const url = process.env.BENCH_DATABASE_URL;
let counter: QueryCounter;
let handle;
if (url) ({ handle, counter } = await openCountingDb(url));
else {
  counter = new QueryCounter();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'explain-'));
  handle = await openDb({ dataDir: dir, logger: counter });
}
const app = await buildApp(testConfig({ seedDemo: true, logLevel: 'silent' }), { dbHandle: handle });
await app.ready();
const db = app.db;
await insertManyTeams(db, 10000);
await db.execute(
  sql.raw(`insert into users (name, email, username, role, status, created_at)
    select 'Loner Person ' || g, 'loner' || g || '@loner.test', 'loner' || g, 'team', 'active', now() - g * interval '7 second'
    from generate_series(1, 15000) g`),
);
await db.execute(
  sql.raw(`insert into submissions (team_id, event_id, problem_id, github_url, description, status, submitted_at)
    select t.id, t.event_id, null, 'https://github.com/scale/' || t.id, 'Scale submission', 'submitted', now() - t.id * interval '13 second'
    from teams t where t.name like 'Scale Team %' and t.id % 2 = 0`),
);
await db.execute(sql`vacuum analyze`);
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'admin@example.com', password: 'admin12345' },
});
const headers = { authorization: `Bearer ${login.json().token}` };
// Capture params too: wrap logQuery.
const seen: { q: string; p: unknown[] }[] = [];
(counter as unknown as { logQuery: (q: string, p: unknown[]) => void }).logQuery = (q: string, p: unknown[]) => {
  seen.push({ q, p });
  counter.queries.push(q);
};
for (const u of urls) {
  seen.length = 0;
  // First call counts (no known total); the second reads the known total.
  for (let i = 0; i < 2; i++) {
    const before = seen.length;
    const t0 = performance.now();
    await app.inject({ url: `/api/${u}`, headers });
    const ms = performance.now() - t0;
    const mine = seen.slice(before).filter((s) => !/sessions/.test(s.q));
    for (const s of mine) {
      const r = (await (handle.driverPool ?? handle.pool)!.query(
        `explain (analyze, buffers) ${s.q}`,
        s.p as unknown[],
      )) as { rows: { 'QUERY PLAN': string }[] };
      console.log(
        `\n=== ${u} call ${i + 1} (${ms.toFixed(1)} ms)\n${s.q}\n${JSON.stringify(s.p)}\n${r.rows.map((x) => x['QUERY PLAN']).join('\n')}`,
      );
    }
  }
  const t = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await app.inject({ url: `/api/${u}`, headers });
    t.push(performance.now() - t0);
  }
  const inOrder = t.map((x) => x.toFixed(0)).join(' ');
  t.sort((a, b) => a - b);
  console.log(
    `\n### ${u}: median ${t[15]!.toFixed(1)} p95 ${t[28]!.toFixed(1)} ms${process.env.ALL_TIMES ? `; in order: ${inOrder}` : ''}`,
  );
}
await app.close();
await handle.close();
