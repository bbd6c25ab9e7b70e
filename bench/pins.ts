// Repositories pinned at the deadline (issue 33): the pin job reads 1,500 repositories when the
// submission deadline passes, inside the real server process, while visitors read the public pages; the
// issue wants those reads unblocked ("p99 of public reads unchanged"). The repositories are bare ones
// served on loopback by the machine's `git http-backend` (bench/_git-repos.ts, a process of its own), which
// the server may read through PIN_ALLOWED_HOSTS, the test-only setting (refused in production).
//
// The database is prepared before the server starts (the current edition's deadline a little ahead, its
// gallery published, 1,500 approved teams' projects on those repositories, every other project on a
// loopback one too so that nothing reaches github.com), then the server runs with its pin worker on. A
// load generator of its own process (autocannon, bench/lib/load-child.ts) reads the public pages in
// slices of a few seconds, the URLs taking turns, from before the deadline until well after the job;
// each slice counts as "with the job" when the git host served requests during it, otherwise as "without".
// Figures: the median of the slices' p99 with the job against the median without, per URL, with the
// spread. The job's end is checked in the database: every project read at the deadline.
// The git host shares the 2 cores with the server here (GitHub is remote in production), so "without"
// also lacks the host's CPU load. A control phase therefore follows: the same ls-remote of every
// repository, at the job's concurrency, from a process that is not the server (bench/_ls-remote-load.ts),
// with the same slices. The job against the control is what the job itself costs the request path.
//   node --import tsx bench/pins.ts     PINS_REPOS=1500 PINS_LEAD_SECONDS=45 PINS_SLICE_SECONDS=2 PINS_CONNECTIONS=10
//   BENCH_DATABASE_URL=postgres://…   also runs it on PostgreSQL (a fresh database of its own)
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDb, type Db } from '../server/db/client';
import { rows } from '../server/lib/sql';
import type { LoadRequest, LoadResult } from './lib/load-child';
import { startServer } from './lib/server-process';
import type { BenchRow } from './run';

const REPOS = Number(process.env.PINS_REPOS ?? 1500);
const LEAD_SECONDS = Number(process.env.PINS_LEAD_SECONDS ?? 45);
const SLICE_SECONDS = Number(process.env.PINS_SLICE_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.PINS_CONNECTIONS ?? 10);
/** Slices without git traffic after the job, as many as there were before it at least. */
const AFTER_SLICES = Number(process.env.PINS_AFTER_SLICES ?? 6);
const MAX_MINUTES = 15;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;

/** The git host child: started with the repositories' names; counts the requests it served. */
async function startGitHost(names: string[]) {
  const child: ChildProcess = fork(path.join(import.meta.dirname, '_git-repos.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, GIT_REPOS: names.join(',') },
  });
  const ready = await new Promise<{ host: string; head: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { host: string; head: string }));
    child.once('exit', (code) => reject(new Error(`git host exited (${code})`)));
  });
  return {
    ...ready,
    requests: () =>
      new Promise<number>((resolve) => {
        child.once('message', (m) => resolve((m as { requests: number }).requests));
        child.send('count');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

class LoadGenerator {
  private readonly child = fork(path.join(import.meta.dirname, 'lib/load-child.ts'), [], {
    execArgv: ['--import', 'tsx'],
  });
  run(req: LoadRequest): Promise<LoadResult> {
    return new Promise((resolve) => {
      this.child.once('message', (m) => resolve(m as LoadResult));
      this.child.send(req);
    });
  }
  stop() {
    this.child.kill();
  }
}

/**
 * The database as the deadline nears: `REPOS` approved teams of the current edition with a project each on
 * repository p<i>, every other project (the demo's, past editions') on the template repository, no pin
 * read yet, the deadline `deadline` (no grace), the gallery published. Returns the edition's slug.
 */
async function prepare(db: Db, host: string, deadline: Date): Promise<string> {
  const [ev] = await rows<{ id: number; slug: string }>(db, sql`select id, slug from events where state = 'current'`);
  await db.execute(sql`
    insert into teams (event_id, name, status, join_code, created_at, updated_at)
    select ${ev!.id}, 'Pinned Team ' || g, 'approved', 'PIN' || lpad(g::text, 9, '0'), now(), now()
    from generate_series(1, ${REPOS}::int) g`);
  await db.execute(sql`update submissions set github_url = ${`http://${host}/template.git`}`);
  await db.execute(sql`
    insert into submissions (team_id, event_id, github_url, description, tech_stack, status)
    select t.id, t.event_id, ${`http://${host}/p`} || row_number() over (order by t.id) || '.git',
      'A project whose repository is pinned at the deadline, described at some length.', array['Go'], 'submitted'
    from teams t where t.name like 'Pinned Team %'`);
  await db.execute(sql`delete from repo_pins`);
  await db.execute(sql`update events set submission_deadline = ${deadline.toISOString()}::timestamptz,
    grace_minutes = 0, gallery_published = true where id = ${ev!.id}`);
  await db.execute(sql`vacuum analyze`);
  return ev!.slug;
}

/** After the run: how the projects stand (read at the deadline, with the template's or their own head). */
async function outcome(db: Db, head: string) {
  const [r] = await rows<{ pinned: number; projects: number; last: Date | string | null }>(
    db,
    sql`select count(*) filter (where p.at_deadline and p.sha = ${head})::int as pinned, count(*)::int as projects,
          max(p.checked_at) as last
        from submissions s join teams t on t.id = s.team_id left join repo_pins p on p.submission_id = s.id
        where t.name like 'Pinned Team %'`,
  );
  return r!;
}

/** How the projects not pinned at the deadline stand: counted by state and error, for a failed run's message. */
async function unpinnedStates(db: Db, head: string): Promise<string[]> {
  const found = await rows<{ n: number; state: string }>(
    db,
    sql`select count(*)::int as n, concat_ws(' · ', case when p.submission_id is null then 'no pin row'
          when p.claimed_until > now() then 'claimed' when p.due_at is not null then 'due ' || to_char(p.due_at, 'HH24:MI:SS')
          else 'not due' end, 'at deadline: ' || p.at_deadline, 'attempts: ' || p.attempts,
          case when p.sha is distinct from ${head} then 'sha: ' || coalesce(left(p.sha, 8), 'none') end,
          left(p.last_error, 120)) as state
        from submissions s join teams t on t.id = s.team_id left join repo_pins p on p.submission_id = s.id
        where t.name like 'Pinned Team %' and not (coalesce(p.at_deadline, false) and p.sha is not distinct from ${head})
        group by 2 order by 1 desc limit 12`,
  );
  return found.map((r) => `  ${r.n} × ${r.state}`);
}

/** The control: the job's git reads from another process; resolves when it has read every repository. */
function outsideReads(host: string, names: string[], concurrency: number) {
  const child = fork(path.join(import.meta.dirname, '_ls-remote-load.ts'), [], { execArgv: ['--import', 'tsx'] });
  const done = new Promise<{ reads: number; seconds: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { reads: number; seconds: number }));
    child.once('exit', (code) => reject(new Error(`the control reader exited (${code})`)));
  });
  child.send({ host, names, concurrency });
  return done.finally(() => child.kill());
}

interface Slice {
  url: string;
  /** During the server's job; or during the control (the same git reads from another process). */
  phase: 'job' | 'control' | 'quiet';
  withJob: boolean;
  p99: number;
  p50: number;
  requests: number;
  /** The server's longest event-loop delay during the slice (its probe samples every 10 ms). */
  loopMax: number;
}

async function measure(label: string, databaseUrl?: string): Promise<BenchRow[]> {
  const names = Array.from({ length: REPOS }, (_, i) => `p${i + 1}`);
  const git = await startGitHost(names);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pins-'));
  let dropDb: (() => Promise<void>) | undefined;
  let url = databaseUrl;
  if (databaseUrl) {
    const name = `bench_pins_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const u = new URL(databaseUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDb = async () => {
      const d = new pg.Client({ connectionString: databaseUrl });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    };
  }
  const load = new LoadGenerator();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // Migrated and seeded as the server would, then prepared; closed before the server opens it.
    const prep = await buildApp(testConfig({ seedDemo: true, logLevel: 'silent', dataDir: dir, databaseUrl: url }));
    await prep.ready();
    const deadline = new Date(Date.now() + LEAD_SECONDS * 1000);
    const slug = await prepare(prep.db, git.host, deadline);
    await prep.close();
    server = await startServer({
      databaseUrl: url,
      dataDir: url ? undefined : dir,
      env: { PIN_ALLOWED_HOSTS: git.host, SEED_DEMO: 'false' },
    });
    const urls = [`/api/events/${slug}/projects`, '/api/event', `/api/events/${slug}/projects?q=pinned&page=3`];
    for (const u of urls) await load.run({ url: `${server.base}${u}`, connections: CONNECTIONS, seconds: 1 }); // warm
    const slices: Slice[] = [];
    const stopAt = Date.now() + MAX_MINUTES * 60_000;
    let jobSeen = false;
    let quietAfter = 0;
    for (let i = 0; quietAfter < AFTER_SLICES; i++) {
      if (Date.now() > stopAt) throw new Error(`the pin job did not end within ${MAX_MINUTES} minutes`);
      const u = urls[i % urls.length]!;
      const before = await git.requests();
      server.takeLoopDelays();
      const r = await load.run({ url: `${server.base}${u}`, connections: CONNECTIONS, seconds: SLICE_SECONDS });
      const loopMax = Math.max(0, ...server.takeLoopDelays());
      const withJob = (await git.requests()) > before;
      if (r.non2xx || r.errors) throw new Error(`${u}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      slices.push({
        url: u,
        phase: withJob ? 'job' : 'quiet',
        withJob,
        p99: r.p99,
        p50: r.p50,
        requests: r.requests,
        loopMax,
      });
      if (withJob) jobSeen = true;
      // Quiet slices count once the job has run and the deadline is behind (retries would show as traffic).
      if (jobSeen && !withJob && Date.now() > deadline.getTime()) quietAfter++;
      else if (withJob) quietAfter = 0;
    }
    // The control: the same reads from outside the server, the slices going on until it is done.
    let controlDone = false;
    const control = outsideReads(git.host, names, 4).then((c) => {
      controlDone = true;
      return c;
    });
    for (let i = 0; !controlDone; i++) {
      if (Date.now() > stopAt) throw new Error(`the control did not end within ${MAX_MINUTES} minutes`);
      const u = urls[i % urls.length]!;
      server.takeLoopDelays();
      const r = await load.run({ url: `${server.base}${u}`, connections: CONNECTIONS, seconds: SLICE_SECONDS });
      const loopMax = Math.max(0, ...server.takeLoopDelays());
      if (r.non2xx || r.errors) throw new Error(`${u}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      // A slice that ended after the control finished had part of its time without git load: not counted.
      if (!controlDone)
        slices.push({
          url: u,
          phase: 'control',
          withJob: false,
          p99: r.p99,
          p50: r.p50,
          requests: r.requests,
          loopMax,
        });
    }
    const controlRun = await control;
    if (controlRun.reads !== REPOS) throw new Error(`the control read ${controlRun.reads} of ${REPOS} repositories`);
    const served = await git.requests();
    const serverOutput = server.output();
    if (process.env.PINS_SERVER_LOG) fs.writeFileSync(process.env.PINS_SERVER_LOG, serverOutput);
    await server.stop();
    server = undefined;
    const check = await openDb({ dataDir: dir, databaseUrl: url });
    const done = await outcome(check.db, git.head);
    const unpinned = done.pinned === REPOS ? [] : await unpinnedStates(check.db, git.head);
    await check.close();
    if (done.pinned !== REPOS)
      throw new Error(
        `${done.pinned} of ${REPOS} projects pinned at the deadline (${done.projects} found). The others:\n${unpinned.join('\n')}\nThe server's last output:\n${serverOutput.split('\n').slice(-15).join('\n')}`,
      );
    const jobSeconds = (new Date(done.last!).getTime() - deadline.getTime()) / 1000;
    const out: BenchRow[] = [];
    // The event loop itself: what the job holds it for, whatever the URL, against the same git load from outside.
    const loopOf = (phase: Slice['phase']) => slices.filter((s) => s.phase === phase).map((s) => s.loopMax);
    const [jobLoop, controlLoop, quietLoop] = [loopOf('job'), loopOf('control'), loopOf('quiet')];
    if (jobLoop.length && controlLoop.length)
      out.push({
        name: `The server's event loop on ${label} while ${REPOS.toLocaleString('en')} repositories are pinned: longest delay per slice`,
        baseline: 'the same while another process does the job’s git reads',
        value: median(jobLoop),
        baselineValue: median(controlLoop),
        unit: 'ms',
        ratio: median(jobLoop) / median(controlLoop),
        note: `target: unchanged (≈ 1); median of the slices' longest delay; with the job ${spread(jobLoop)} ms over ${jobLoop.length} slices, with the control ${spread(controlLoop)} ms over ${controlLoop.length}, quiet ${quietLoop.length ? `${median(quietLoop).toFixed(1)} (${spread(quietLoop)})` : 'n/a'} ms; worst slice with the job ${Math.max(...jobLoop).toFixed(0)} ms, with the control ${Math.max(...controlLoop).toFixed(0)} ms`,
      });
    for (const u of urls) {
      const withJob = slices.filter((s) => s.url === u && s.phase === 'job');
      const without = slices.filter((s) => s.url === u && s.phase === 'quiet');
      const controlled = slices.filter((s) => s.url === u && s.phase === 'control');
      if (!withJob.length || !without.length) continue;
      const a = withJob.map((s) => s.p99);
      const b = without.map((s) => s.p99);
      out.push({
        name: `GET ${u} on ${label} while ${REPOS.toLocaleString('en')} repositories are pinned: p99`,
        baseline: 'same reads without the pin job',
        value: median(a),
        baselineValue: median(b),
        unit: 'ms',
        ratio: median(a) / median(b),
        note: `target: unchanged (≈ 1); ${withJob.length} slices of ${SLICE_SECONDS} s with the job (p99 ${spread(a)} ms), ${without.length} without (${spread(b)} ms); median p50 ${median(withJob.map((s) => s.p50)).toFixed(1)} vs ${median(without.map((s) => s.p50)).toFixed(1)} ms; ${CONNECTIONS} connections; all ${REPOS} pinned at the deadline, the last ${jobSeconds.toFixed(0)} s after it; ${served} git requests`,
      });
      if (controlled.length) {
        const c = controlled.map((s) => s.p99);
        out.push({
          name: `GET ${u} on ${label} while ${REPOS.toLocaleString('en')} repositories are pinned: p99 against the same git reads from outside the server`,
          baseline: 'same reads while another process does the job’s git reads',
          value: median(a),
          baselineValue: median(c),
          unit: 'ms',
          ratio: median(a) / median(c),
          note: `target: unchanged (≈ 1): the job itself does not hold requests; ${withJob.length} slices with the job (p99 ${spread(a)} ms), ${controlled.length} with the control (${spread(c)} ms); the control read ${controlRun.reads} repositories in ${controlRun.seconds.toFixed(0)} s, the job took ${jobSeconds.toFixed(0)} s`,
        });
      }
    }
    return out;
  } finally {
    load.stop();
    await server?.stop();
    await git.stop();
    await dropDb?.();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  const out = await measure('PGlite');
  if (process.env.BENCH_DATABASE_URL) out.push(...(await measure('PostgreSQL', process.env.BENCH_DATABASE_URL)));
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((out) => {
    for (const r of out)
      console.log(
        `${r.name}: ${r.value.toFixed(1)} ms vs ${r.baselineValue.toFixed(1)} ms without → ratio ${r.ratio.toFixed(2)} (${r.note})`,
      );
  });
}
