// The submission deadline under its real load (issue "The calendar drives the product"): 1,500 approved
// teams' submissions and updates over the last 5 minutes before the deadline (most of them late), then a
// burst just after it, against the real server process, on PGlite and (BENCH_DATABASE_URL) on a fresh
// PostgreSQL database. The server runs with TEST_CLOCK and its clock is set to the window's length (5
// minutes, the issue's load) before the demo edition's deadline; DEADLINE_WINDOW_S=60 fires the same
// arrivals over one minute (5× the rate, a stress test). The server decides by its own clock. Each
// accepted answer carries the instant the server
// decided it; the server's clock is known here to the millisecond (the clock call's answer), so:
//   errors before the deadline (any answer to a request sent before it that is not an acceptance, or a
//   refusal that came back only after it): target 0;  accepted after the deadline: 0;  refused before: 0;
//   p50/p95/p99 latency of the requests sent before the deadline: p99 ≤ 500 ms.
//
//   node --import tsx bench/deadline.ts      DEADLINE_TEAMS=1500 DEADLINE_WINDOW_S=300 DEADLINE_BURST=300
//   BENCH_DATABASE_URL=postgres://…   also runs it on PostgreSQL (a fresh database of its own, dropped after);
//   DEADLINE_SKIP_PGLITE=1            PostgreSQL alone
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDb } from '../server/db/client';
import { startServer } from './lib/server-process';
import type { BenchRow } from './run';

const TEAMS = Number(process.env.DEADLINE_TEAMS ?? 1500);
const WINDOW_S = Number(process.env.DEADLINE_WINDOW_S ?? 300);
const BURST = Number(process.env.DEADLINE_BURST ?? 300);
/** Share of teams that update their project once after submitting it. */
const UPDATE_SHARE = 0.5;

interface Shot {
  team: number;
  /** Planned wall-clock time (ms since the run's start). */
  at: number;
  round: number;
  sentServer?: number;
  receivedServer?: number;
  status?: number;
  decided?: number;
  error?: string;
}

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

/** 1,500 approved teams of one leader each, with a session per leader whose token this process knows. */
async function populate(target: { dataDir: string; databaseUrl?: string }, run: string): Promise<void> {
  const handle = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await handle.driverPool!.query(`
      insert into users (name, email, username, role, status)
      select 'Deadline Leader ' || g, 'deadline.${run}.' || g || '@bench.example.org', 'deadline_${run}_' || g, 'team', 'active'
      from generate_series(1, ${TEAMS}) g;
      insert into teams (event_id, name, status, join_code, problem_id)
      select e.id, 'Deadline ${run} ' || g, 'approved', 'DL${run}' || g,
        (select min(id) from problems p where p.event_id = e.id)
      from generate_series(1, ${TEAMS}) g, (select id from events where state = 'current') e;
      insert into team_members (team_id, event_id, user_id, role)
      select t.id, t.event_id, u.id, 'leader' from teams t
      join users u on u.username = 'deadline_${run}_' || substr(t.name, length('Deadline ${run} ') + 1);
      insert into sessions (user_id, token_hash, expires_at)
      select u.id, encode(sha256(convert_to('deadline-${run}-' || substr(u.username, length('deadline_${run}_') + 1), 'UTF8')), 'hex'),
        now() + interval '1 day'
      from users u where u.username like 'deadline\\_${run}\\_%';
    `);
  } finally {
    await handle.close();
  }
}

function post(agent: http.Agent, base: string, token: string, body: string) {
  return new Promise<{ status: number; text: string }>((resolve) => {
    const req = http.request(
      `${base}/api/submissions`,
      {
        agent,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, text: JSON.stringify({ error: err.message }) }));
    req.end(body);
  });
}

const payload = (run: string, team: number, round: number, problemId: number) =>
  JSON.stringify({
    teamName: `Deadline ${run} ${team}`,
    problemId: String(problemId),
    githubUrl: `https://github.com/deadline-${run}/team-${team}-v${round}`,
    demoUrl: '',
    description: 'A project that arrives in the last minutes before the deadline, described at some length.',
    techStack: 'TypeScript, PostgreSQL',
  });

/** The plan: each team submits (most late: density rising to the deadline), half update once later. */
function plan(windowMs: number): Shot[] {
  const shots: Shot[] = [];
  for (let team = 1; team <= TEAMS; team++) {
    const first = windowMs * Math.sqrt(Math.random()) * 0.98;
    shots.push({ team, at: first, round: 1 });
    if (Math.random() < UPDATE_SHARE)
      shots.push({ team, at: first + (windowMs - first) * Math.random() * 0.98, round: 2 });
  }
  // The burst just after the deadline: teams that missed it and teams trying a last change.
  for (let i = 0; i < BURST; i++)
    shots.push({ team: 1 + Math.floor(Math.random() * TEAMS), at: windowMs + 5 + Math.random() * 1500, round: 3 });
  return shots.sort((a, b) => a.at - b.at);
}

async function freshDatabase(url: string) {
  const name = `bench_deadline_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function measure(label: string, baseUrl?: string): Promise<BenchRow[]> {
  const run = randomBytes(3).toString('hex');
  const fresh = baseUrl ? await freshDatabase(baseUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-deadline-'));
  const env = { DATA_DIR: dataDir, TEST_CLOCK: 'true', NODE_ENV: 'test' };
  try {
    // Migrate and seed the demo edition, then load the teams while no server holds the database.
    const seeding = await startServer({ databaseUrl: fresh?.url, env });
    const facts = (await (await fetch(`${seeding.base}/api/event`)).json()) as { submissionDeadline: string };
    const problems = (await (await fetch(`${seeding.base}/api/problems?active=true`)).json()) as { id: number }[];
    await seeding.stop();
    await populate({ dataDir, databaseUrl: fresh?.url }, run);
    const server = await startServer({ databaseUrl: fresh?.url, env });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    try {
      const deadline = Date.parse(facts.submissionDeadline);
      const windowMs = WINDOW_S * 1000;
      const shots = plan(windowMs);
      // The server's clock: the window's length before the deadline, and this process's view of it.
      const asked = Date.now();
      const clock = (await (
        await fetch(`${server.base}/api/test/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ at: new Date(deadline - windowMs).toISOString() }),
        })
      ).json()) as { now: string };
      const got = Date.now();
      const offset = Date.parse(clock.now) - (asked + got) / 2; // server ms = wall ms + offset (± half the call)
      const slack = Math.ceil((got - asked) / 2) + 1;
      const serverNow = () => Date.now() + offset;
      const start = got;
      await Promise.all(
        shots.map(async (shot) => {
          const wait = start + shot.at - Date.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          shot.sentServer = serverNow();
          const res = await post(
            agent,
            server.base,
            `deadline-${run}-${shot.team}`,
            payload(run, shot.team, shot.round, problems[0]!.id),
          );
          shot.receivedServer = serverNow();
          shot.status = res.status;
          try {
            const json = JSON.parse(res.text) as { updatedAt?: string; error?: string };
            if (res.status === 200 || res.status === 201) shot.decided = Date.parse(json.updatedAt!);
            shot.error = json.error;
          } catch {
            shot.error = res.text.slice(0, 200);
          }
        }),
      );

      const before = shots.filter((s) => s.sentServer! < deadline);
      const after = shots.filter((s) => s.sentServer! >= deadline);
      const ok = (s: Shot) => s.status === 200 || s.status === 201;
      const acceptedAfter = shots.filter((s) => ok(s) && s.decided! >= deadline);
      // A refusal decided before the deadline came back before it (allowing for the clock reading's slack).
      const refusedBefore = shots.filter((s) => s.status === 409 && s.receivedServer! < deadline - slack);
      const errorsBefore = before.filter(
        (s) => !ok(s) && !(s.status === 409 && s.receivedServer! >= deadline - slack && /deadline/.test(s.error ?? '')),
      );
      const otherAfter = after.filter((s) => !ok(s) && s.status !== 409);
      // Sent before the deadline, decided after it: correctly refused, but a team that clicked in time
      // lost its chance to the server's queue. On a quiet machine this should be none.
      const queuedPast = before.filter((s) => s.status === 409 && s.receivedServer! >= deadline - slack);
      const latencies = before.map((s) => s.receivedServer! - s.sentServer!);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
      const byStatus = new Map<string, number>();
      for (const s of shots) byStatus.set(String(s.status), (byStatus.get(String(s.status)) ?? 0) + 1);
      const statuses = [...byStatus].map(([k, n]) => `${k}×${n}`).join(', ');
      const accepted = shots.filter(ok).length;
      console.log(
        `  ${label}: ${shots.length} requests (${before.length} before the deadline, ${after.length} after; ${statuses}); ` +
          `accepted ${accepted}; errors before ${errorsBefore.length}; accepted after ${acceptedAfter.length}; refused before ${refusedBefore.length}; ` +
          `other errors after ${otherAfter.length}; sent before but decided after ${queuedPast.length}; latency p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (clock slack ±${slack} ms)`,
      );
      if (errorsBefore.length)
        console.log(
          `  first errors: ${errorsBefore
            .slice(0, 3)
            .map((s) => `${s.status} ${s.error}`)
            .join(' | ')}`,
        );
      const note = `${TEAMS} teams, ${shots.length} requests over ${WINDOW_S} s + a burst of ${BURST}; ${statuses}`;
      return [
        {
          name: `deadline on ${label}: errors before the deadline`,
          baseline: 'requests sent before the deadline',
          value: errorsBefore.length,
          baselineValue: before.length,
          unit: 'requests',
          ratio: errorsBefore.length / before.length,
          note: `target 0; ${note}`,
        },
        {
          name: `deadline on ${label}: sent before the deadline, decided after it (queued)`,
          baseline: 'requests sent before the deadline',
          value: queuedPast.length,
          baselineValue: before.length,
          unit: 'requests',
          ratio: queuedPast.length / before.length,
          note: 'refused correctly by the clock, but only because the server was behind; 0 on a quiet machine',
        },
        {
          name: `deadline on ${label}: p99 latency before the deadline`,
          baseline: 'target',
          value: p99,
          baselineValue: 500,
          unit: 'ms',
          ratio: p99 / 500,
          note: `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; target p99 ≤ 500 ms`,
        },
        {
          name: `deadline on ${label}: accepted after the deadline (server clock)`,
          baseline: 'requests sent after the deadline',
          value: acceptedAfter.length,
          baselineValue: after.length,
          unit: 'requests',
          ratio: acceptedAfter.length / Math.max(after.length, 1),
          note: 'target 0',
        },
        {
          name: `deadline on ${label}: refused before the deadline (server clock)`,
          baseline: 'requests sent before the deadline',
          value: refusedBefore.length,
          baselineValue: before.length,
          unit: 'requests',
          ratio: refusedBefore.length / before.length,
          note: `target 0; clock known to ±${slack} ms`,
        },
      ];
    } finally {
      agent.destroy();
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  }
}

export async function run(): Promise<BenchRow[]> {
  // DEADLINE_SKIP_PGLITE=1 measures PostgreSQL alone (with BENCH_DATABASE_URL).
  const rows = process.env.DEADLINE_SKIP_PGLITE === '1' ? [] : await measure('PGlite');
  if (process.env.BENCH_DATABASE_URL) rows.push(...(await measure('PostgreSQL', process.env.BENCH_DATABASE_URL)));
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((rows) =>
    console.table(rows.map(({ name, value, baselineValue, ratio }) => ({ name, value, baselineValue, ratio }))),
  );
}
