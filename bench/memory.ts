// Resident memory of the real server (issue "Lean and quick"): `node --import tsx server/index.ts` on a fresh
// PGlite directory with demo data, as `npm start` runs it, idle for MEMORY_IDLE_S seconds after it answers,
// then again MEMORY_SETTLE_S seconds after a rush of MEMORY_REGISTRATIONS team registrations (50 at a time).
// Baseline from the same run: a bare Fastify process answering one route. RSS (/proc/<pid>/status) is the
// figure an operator's `ps`/`top` shows; it moves little with the machine's load, unlike timings.
//   node --import tsx bench/memory.ts     MEMORY_IDLE_S=60 MEMORY_REGISTRATIONS=1000 MEMORY_SETTLE_S=15
//   MEMORY_CLIENT_DIST=dir            the built client to serve (default: the checkout's dist/)
//   BENCH_DATABASE_URL=postgres://…   also measures the server on PostgreSQL (for comparison, no target)
// Measures the checkout in the current directory (bench/lib/server-process.ts), so it can measure another
// checkout for a before/after.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from './lib/server-process';
import type { BenchRow } from './run';

const IDLE_S = Number(process.env.MEMORY_IDLE_S ?? 60);
const SETTLE_S = Number(process.env.MEMORY_SETTLE_S ?? 15);
const REGISTRATIONS = Number(process.env.MEMORY_REGISTRATIONS ?? 1000);
const CONCURRENCY = 50;

/** Resident memory of a process in MiB, and the anonymous part (heaps, not mapped files). */
function rss(pid: number): { rss: number; anon: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, anon: kib('RssAnon') / 1024 };
}

const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

function post(agent: http.Agent, url: string, body: string, address: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        agent,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': address,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** The registration rush of bench/registration-burst.ts, without its probes: returns how many were created. */
async function rush(base: string): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const tag = Date.now().toString(36);
  let next = 0;
  let created = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REGISTRATIONS) {
        const i = next++;
        const body = JSON.stringify({
          team: { name: `Memory ${tag} ${i}`, problemId: 0, description: `Memory team ${i} of two members.` },
          leader: {
            name: `Leader ${tag} ${i}`,
            email: `leader.${tag}.${i}@memory.example.org`,
            phone: '+1 555 010 2030',
            gender: 'male',
          },
          members: [{ name: `Member ${tag} ${i}`, email: `member.${tag}.${i}@memory.example.org`, gender: 'female' }],
        });
        const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;
        if ((await post(agent, `${base}/api/register-team`, body, address)) === 201) created++;
      }
    }),
  );
  agent.destroy();
  return created;
}

/** A bare Fastify process (the baseline): one route, no plugin. */
async function bareFastifyRss(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  const bodies = path.join(dir, 'bodies.json');
  fs.writeFileSync(bodies, JSON.stringify({ '/': { body: 'ok', type: 'text/plain' } }));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'lib/bare-server.ts')], {
    env: { ...process.env, BARE_BODIES: bodies, BARE_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    });
    await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
    await sleep(2);
    return rss(child.pid!).rss;
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The server's built client, as `npm start` serves it (and its prerendered pages): MEMORY_CLIENT_DIST, or
 * the checkout's dist/client when built (the build's output, server/config.ts's CLIENT_DIST; this looked
 * for dist/index.html until 2026-11-30, which no build writes, so every earlier run measured a server
 * without its client).
 */
const clientDist =
  process.env.MEMORY_CLIENT_DIST ??
  (fs.existsSync(path.resolve('dist/client/index.html')) ? path.resolve('dist/client') : undefined);

async function measure(label: string, bare: number, databaseUrl?: string): Promise<BenchRow[]> {
  const server = await startServer({ databaseUrl, env: clientDist ? { CLIENT_DIST: clientDist } : {} });
  try {
    const pid = server.child.pid!;
    const ready = rss(pid);
    await sleep(IDLE_S);
    const idle = rss(pid);
    const created = await rush(server.base);
    await sleep(SETTLE_S);
    const after = rss(pid);
    console.log(
      `  ${label}: RSS at ready ${ready.rss.toFixed(0)} MiB, ${IDLE_S} s later ${idle.rss.toFixed(0)} MiB (anonymous ${idle.anon.toFixed(0)}), ` +
        `${SETTLE_S} s after ${created} of ${REGISTRATIONS} registrations ${after.rss.toFixed(0)} MiB (anonymous ${after.anon.toFixed(0)}); bare Fastify ${bare.toFixed(0)} MiB`,
    );
    const target = (mib: number) => (databaseUrl ? 'no target on PostgreSQL' : `target ≤ ${mib} MiB`);
    return [
      {
        name: `memory on ${label}: RSS of the idle server ${IDLE_S} s after ready (demo data)`,
        baseline: 'bare Fastify process',
        value: idle.rss,
        baselineValue: bare,
        unit: 'MiB',
        ratio: idle.rss / bare,
        note: `anonymous ${idle.anon.toFixed(0)} MiB; ${target(250)}${clientDist ? '' : '; no built client (run npm run build)'}`,
      },
      {
        name: `memory on ${label}: RSS ${SETTLE_S} s after ${REGISTRATIONS} registrations at ${CONCURRENCY} concurrent`,
        baseline: 'bare Fastify process',
        value: after.rss,
        baselineValue: bare,
        unit: 'MiB',
        ratio: after.rss / bare,
        note: `${created} created; anonymous ${after.anon.toFixed(0)} MiB; ${target(300)}`,
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<BenchRow[]> {
  if (process.platform !== 'linux') {
    console.log('  memory: needs /proc (Linux); skipped');
    return [];
  }
  const bare = await bareFastifyRss();
  const rows = await measure('PGlite', bare);
  if (process.env.BENCH_DATABASE_URL) rows.push(...(await measure('PostgreSQL', bare, process.env.BENCH_DATABASE_URL)));
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((rows) =>
    console.table(rows.map(({ name, value, baselineValue, ratio }) => ({ name, value, baselineValue, ratio }))),
  );
}
