// People's Choice at event scale on PostgreSQL (issue 33): 2,000 voters cast their ballots within 60 s
// against the real server process (PUT /api/events/{slug}/ballot, each voter signed in, from an address of
// their own through X-Forwarded-For, one in ten changing their ballot a moment later). It must end with 0
// errors and every ballot counted once: the admins' tally (GET …/ballots/results) is compared with the
// ballots the voters last sent, project by project, and the ballots table holds one row per voter.
// Baseline from the same run: the same voters, schedule and bodies against a bare Fastify route that
// answers the server's ballot body (bench/lib/bare-server.ts), interleaved by segments (app, bare, the
// order turning each segment); p95 and p99 of each segment, the median of the segments' ratios with
// their spread. Arrivals are open-loop (each voter at its time, whatever the answers before it).
//   BENCH_DATABASE_URL=postgres://… node --import tsx bench/voting.ts
//   VOTING_VOTERS=2000 VOTING_SECONDS=60 VOTING_SEGMENTS=4        (PostgreSQL only: skipped without a URL)
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sha256 } from '../server/lib/crypto';
import { startBare } from './lib/bare-process';
import { startServer } from './lib/server-process';
import type { BenchRow } from './run';

const VOTERS = Number(process.env.VOTING_VOTERS ?? 2000);
const SECONDS = Number(process.env.VOTING_SECONDS ?? 60);
const SEGMENTS = Number(process.env.VOTING_SEGMENTS ?? 4);
const TEAM_SIZE = 10;
/** One voter in ten sends a second, different ballot this long after the first. */
const CHANGE_AFTER_MS = 1500;
const HOUR = 3_600_000;

interface Voter {
  token: string;
  address: string;
  first: number[];
  /** The changed ballot, for one voter in ten. */
  second: number[] | null;
}

interface Answer {
  status: number;
  ms: number;
  body: string;
}

function request(agent: http.Agent, url: string, method: string, body?: string, headers = {}): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        agent,
        method,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers }
          : headers,
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, body: text }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - t0, body: String(err) }));
    req.end(body);
  });
}

/** A fresh database on the server of `base` (dropped by the returned function). */
async function freshDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_voting_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * `n` voters of the current edition: joined members of approved teams of ten, each team with a visible
 * project, accounts made two days ago (before the window opens), signed in (a session row each: signing
 * 2,000 people in through argon2 is not what is measured). Returns the voters and their projects.
 */
async function populate(db: pg.Client, n: number): Promise<{ voters: Voter[]; projects: number[] }> {
  const teamCount = Math.ceil(n / TEAM_SIZE);
  await db.query('begin');
  const {
    rows: [ev],
  } = await db.query<{ id: number }>(`select id from events where state = 'current'`);
  await db.query(
    `insert into teams (event_id, name, status, join_code, created_at, updated_at)
     select $1, 'Voting Team ' || g, 'approved', 'VOTE' || lpad(g::text, 8, '0'), now() - interval '3 days', now()
     from generate_series(1, $2::int) g`,
    [ev!.id, teamCount],
  );
  await db.query(
    `insert into users (name, email, username, role, status, created_at)
     select 'Voter ' || g, 'voter' || g || '@vote.test', 'voter' || g, 'team', 'active', now() - interval '2 days'
     from generate_series(1, $1::int) g`,
    [n],
  );
  await db.query(
    `with tt as (select id, row_number() over (order by id) rn from teams where name like 'Voting Team %'),
          uu as (select id, row_number() over (order by id) rn from users where email like '%@vote.test')
     insert into team_members (team_id, event_id, user_id, role, joined)
     select tt.id, $1, uu.id, case when (uu.rn - 1) % ${TEAM_SIZE} = 0 then 'leader' else 'member' end, true
     from uu join tt on tt.rn = (uu.rn - 1) / ${TEAM_SIZE} + 1`,
    [ev!.id],
  );
  const { rows: projects } = await db.query<{ id: number }>(
    `insert into submissions (team_id, event_id, github_url, description, tech_stack, status)
     select t.id, $1, 'https://github.com/voting/' || t.id, 'A project the People''s Choice benchmark votes for, described at length.',
       array['TypeScript'], 'submitted'
     from teams t where t.name like 'Voting Team %' order by t.id
     returning id`,
    [ev!.id],
  );
  const { rows: people } = await db.query<{ id: number }>(
    `select id from users where email like '%@vote.test' order by id`,
  );
  const tokens = people.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select u, h, now() + interval '1 day' from unnest($1::int[], $2::text[]) as x(u, h)`,
    [people.map((p) => p.id), tokens.map(sha256)],
  );
  await db.query('commit');
  const ids = projects.map((p) => p.id);
  // Up to three projects of the next teams (never one's own), one to three of them.
  const pick = (team: number, shift: number, count: number) =>
    Array.from({ length: count }, (_, k) => ids[(team + 1 + shift + k) % ids.length]!);
  const voters = people.map((_, i) => {
    const team = Math.floor(i / TEAM_SIZE);
    return {
      token: tokens[i]!,
      address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      first: pick(team, i % 5, 1 + (i % 3)),
      second: i % 10 === 3 ? pick(team, (i % 5) + 3, 1 + ((i + 1) % 3)) : null,
    } satisfies Voter;
  });
  return { voters, projects: ids };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));

/** The voters of one segment, each at their time over `ms`, against `url`; every answer. */
async function segment(agent: http.Agent, url: string, voters: Voter[], ms: number): Promise<Answer[]> {
  const t0 = performance.now();
  const gap = ms / voters.length;
  return (
    await Promise.all(
      voters.map(async (v, i) => {
        await sleepUntil(t0 + i * gap);
        const headers = { authorization: `Bearer ${v.token}`, 'x-forwarded-for': v.address };
        const first = await request(agent, url, 'PUT', JSON.stringify({ projectIds: v.first }), headers);
        if (!v.second) return [first];
        await sleepUntil(performance.now() + CHANGE_AFTER_MS);
        return [first, await request(agent, url, 'PUT', JSON.stringify({ projectIds: v.second }), headers)];
      }),
    )
  ).flat();
}

async function measure(databaseUrl: string): Promise<BenchRow[]> {
  const db = await freshDatabase(databaseUrl);
  const server = await startServer({ databaseUrl: db.url });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { voters, projects } = await populate(client, VOTERS);
    const login = await request(
      agent,
      `${server.base}/api/auth/login`,
      'POST',
      JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }),
    );
    const admin = { authorization: `Bearer ${(JSON.parse(login.body) as { token: string }).token}` };
    const { rows } = await client.query<{ slug: string }>(`select slug from events where state = 'current'`);
    const slug = rows[0]!.slug;
    const edition = JSON.parse(
      (await request(agent, `${server.base}/api/events/${slug}`, 'GET', undefined, admin)).body,
    );
    // The window is open now; the voters' accounts are older than it.
    const windowSet = await request(
      agent,
      `${server.base}/api/admin/events/${slug}`,
      'PATCH',
      JSON.stringify({
        version: edition.version,
        votingOpensAt: new Date(Date.now() - HOUR).toISOString(),
        votingClosesAt: new Date(Date.now() + 4 * HOUR).toISOString(),
        votesPerPerson: 3,
      }),
      admin,
    );
    if (windowSet.status !== 200) throw new Error(`opening the window: ${windowSet.status} ${windowSet.body}`);
    const path = `/api/events/${slug}/ballot`;
    // The bare route answers a ballot as the server does (one voter's answer, sent before the run and
    // sent again in the run: the same upsert, so nothing is counted twice).
    const sample = await request(
      agent,
      `${server.base}${path}`,
      'PUT',
      JSON.stringify({ projectIds: voters[0]!.first }),
      { authorization: `Bearer ${voters[0]!.token}`, 'x-forwarded-for': voters[0]!.address },
    );
    if (sample.status !== 200) throw new Error(`a ballot: ${sample.status} ${sample.body}`);
    bare = await startBare({ [path]: { body: sample.body, type: 'application/json; charset=utf-8' } });

    const size = Math.ceil(voters.length / SEGMENTS);
    const perSegmentMs = (SECONDS * 1000) / SEGMENTS;
    const app: Answer[][] = [];
    const base: Answer[][] = [];
    for (let s = 0; s < SEGMENTS; s++) {
      const group = voters.slice(s * size, (s + 1) * size);
      // Turn which goes first, so a drift of the machine's load favours neither.
      for (const which of s % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const)) {
        if (which === 'app') app.push(await segment(agent, `${server.base}${path}`, group, perSegmentMs));
        else base.push(await segment(agent, `${bare.base}${path}`, group, perSegmentMs));
      }
    }

    // 0 errors, and every ballot counted once.
    const answers = app.flat();
    const failed = answers.filter((a) => a.status !== 200);
    const expected = new Map<number, number>();
    for (const v of voters) for (const id of v.second ?? v.first) expected.set(id, (expected.get(id) ?? 0) + 1);
    const results = JSON.parse(
      (await request(agent, `${server.base}/api/events/${slug}/ballots/results`, 'GET', undefined, admin)).body,
    ) as { ballots: number; items: { projectId: number; votes: number }[] };
    const counted = new Map(results.items.map((i) => [i.projectId, i.votes]));
    const wrong = projects.filter((id) => (counted.get(id) ?? 0) !== (expected.get(id) ?? 0));
    const {
      rows: [stored],
    } = await client.query<{ n: number; people: number }>(
      `select count(*)::int n, count(distinct user_id)::int people from ballots b
       join users u on u.id = b.user_id where u.email like '%@vote.test'`,
    );
    if (failed.length || wrong.length || results.ballots !== voters.length || stored!.n !== voters.length)
      throw new Error(
        `People's Choice: ${failed.length} failed ballots (${failed
          .slice(0, 3)
          .map((f) => `${f.status} ${f.body.slice(0, 120)}`)
          .join(
            '; ',
          )}), ${wrong.length} projects with a wrong tally, ${results.ballots} ballots counted and ${stored!.n} stored for ${voters.length} voters`,
      );

    const p = (xs: Answer[], q: number) =>
      percentile(
        xs.map((a) => a.ms).sort((x, y) => x - y),
        q,
      );
    const p95 = app.map((a) => p(a, 0.95));
    const bareP95 = base.map((a) => p(a, 0.95));
    const p99 = app.map((a) => p(a, 0.99));
    const bareP99 = base.map((a) => p(a, 0.99));
    const r95 = p95.map((v, i) => v / bareP95[i]!);
    const r99 = p99.map((v, i) => v / bareP99[i]!);
    const label = `People's Choice: ${VOTERS.toLocaleString('en')} voters in ${SECONDS} s on PostgreSQL`;
    const checked = `${answers.length} PUTs (${voters.filter((v) => v.second).length} changed ballots), 0 errors; tally = ballots sent for all ${projects.length} projects; ${stored!.n} ballots stored, one a voter`;
    return [
      {
        name: `${label}: p95 of PUT ballot`,
        baseline: 'bare Fastify route, same body',
        value: median(p95),
        baselineValue: median(bareP95),
        unit: 'ms',
        ratio: median(r95),
        note: `${SEGMENTS} interleaved segments, p95 spread ${spread(p95)} ms, ratio spread ${spread(r95)}; ${checked}`,
      },
      {
        name: `${label}: p99 of PUT ballot`,
        baseline: 'bare Fastify route, same body',
        value: median(p99),
        baselineValue: median(bareP99),
        unit: 'ms',
        ratio: median(r99),
        note: `p99 spread ${spread(p99)} ms, ratio spread ${spread(r99)}`,
      },
    ];
  } finally {
    agent.destroy();
    bare?.stop();
    await client.end();
    await server.stop();
    await db.drop();
  }
}

export async function run(): Promise<BenchRow[]> {
  if (!process.env.BENCH_DATABASE_URL) {
    console.log('  skipped: People’s Choice is measured on PostgreSQL (set BENCH_DATABASE_URL)');
    return [];
  }
  return measure(process.env.BENCH_DATABASE_URL);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((rows) => {
    for (const r of rows)
      console.log(
        `${r.name}: ${r.value.toFixed(2)} ms vs ${r.baselineValue.toFixed(2)} ms bare → ratio ${r.ratio.toFixed(1)} (${r.note})`,
      );
  });
}
