// The admin team listing at 10,000 teams against the same listing at 100 teams, measured in the same
// run on embedded PGlite: a page must cost about the same whatever the number of teams (issue 5: one
// SQL query a page, counts in SQL). Also checks that each page is exactly one query.
//   node --import tsx bench/admin-list.ts
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { insertManyTeams, openCountingDb, type QueryCounter } from '../server/test/query-counter';
import type { BenchRow } from './run';

const ROUNDS = 40;
const WARMUP = 5;

interface Setup {
  app: FastifyInstance;
  counter: QueryCounter;
  token: string;
  close: () => Promise<void>;
}

async function setup(teams: number): Promise<Setup> {
  const { handle, counter } = await openCountingDb();
  const app = await buildApp(testConfig({ seedDemo: true, logLevel: 'silent' }), { dbHandle: handle });
  await app.ready();
  await insertManyTeams(app.db, teams);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: 'admin12345' },
  });
  const token = login.json().token as string;
  return {
    app,
    counter,
    token,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

async function time(s: Setup, url: string): Promise<{ medianMs: number; queries: number }> {
  const headers = { authorization: `Bearer ${s.token}` };
  for (let i = 0; i < WARMUP; i++) await s.app.inject({ url, headers });
  const samples: number[] = [];
  let queries = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const before = s.counter.queries.length;
    const start = process.hrtime.bigint();
    const res = await s.app.inject({ url, headers });
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    // Minus the session lookup every signed-in request makes.
    queries = s.counter.queries.length - before - 1;
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)]!, queries };
}

export async function run(): Promise<BenchRow[]> {
  const small = await setup(100);
  const large = await setup(10_000);
  try {
    const cases: { name: string; url: (teams: number) => string }[] = [
      { name: 'first page', url: () => '/api/teams?page=1&pageSize=20' },
      { name: 'middle page', url: (n) => `/api/teams?page=${Math.ceil(n / 40)}&pageSize=20` },
      { name: 'last page', url: (n) => `/api/teams?page=${Math.ceil((n + 5) / 20)}&pageSize=20` },
      { name: 'status filter', url: () => '/api/teams?status=approved&page=2&pageSize=20' },
      { name: 'search', url: () => '/api/teams?q=team%2077&pageSize=20' },
    ];
    const rows: BenchRow[] = [];
    for (const c of cases) {
      const base = await time(small, c.url(100));
      const big = await time(large, c.url(10_000));
      if (base.queries !== 1 || big.queries !== 1)
        throw new Error(`${c.name}: expected one query a page, got ${base.queries} and ${big.queries}`);
      rows.push({
        name: `GET /api/teams ${c.name} at 10,000 teams`,
        baseline: 'same page at 100 teams',
        value: big.medianMs,
        baselineValue: base.medianMs,
        unit: 'ms (median)',
        ratio: big.medianMs / base.medianMs,
        note: 'one SQL query a page',
      });
    }
    return rows;
  } finally {
    await small.close();
    await large.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((rows) => {
    for (const r of rows)
      console.log(
        `${r.name}: ${r.value.toFixed(2)} ms vs ${r.baselineValue.toFixed(2)} ms at 100 teams → ratio ${r.ratio.toFixed(2)}`,
      );
  });
}
