// Public reads and the session check against the real server process, each against a bare Fastify
// route serving the same body (bench/lib/bare-server.ts) measured in the same run: requests per second
// under the same load, and the server's CPU per request (user + system time of the whole process, so
// PGlite's thread counts). A second baseline, the bare route sending the app's headers too (security
// headers, request id, ETag, Cache-Control, Vary), tells the app's own work from the cost of the header
// bytes every answer must carry (decision 0013). The load comes from a process of its own
// (bench/lib/load-child.ts). Rounds are interleaved (app, bare, bare with headers, ...; the order turns
// every round), the figures are medians of the per-round ratios with their spread.
//
//   node --import tsx bench/http.ts            HTTP_ROUNDS=5 HTTP_SECONDS=2 HTTP_CONNECTIONS=10
//   BENCH_DATABASE_URL=postgres://…   also runs it on PostgreSQL;  HTTP_ONLY=/api/event   one URL only
// Measures the checkout in the current directory (copy bench/http.ts and bench/lib/ to measure another).
import { execSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBare } from './lib/bare-process';
import type { LoadRequest, LoadResult } from './lib/load-child';
import { startServer } from './lib/server-process';
import type { BenchRow } from './run';

const ROUNDS = Number(process.env.HTTP_ROUNDS ?? 5);
const SECONDS = Number(process.env.HTTP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.HTTP_CONNECTIONS ?? 10);
const ROUTES = [
  '/api/problems?active=true',
  '/api/problems',
  '/api/problems/ai-voice-assistant',
  '/api/event',
  // The edition's pages (issue 23): served from the public cache like the facts.
  '/api/content/faq',
  '/api/content/home',
];
const ME = '/api/auth/me';

/** Where the bare server answers with the app's headers (bench/lib/bare-server.ts). */
const WITH_HEADERS = '/_headers';
/** Headers of the app's answer that the connection or the bare route's own reply set. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-type']);

const TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** User + system CPU seconds of a process so far (every thread), from /proc. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

class LoadGenerator {
  private readonly child: ChildProcess;
  constructor() {
    this.child = fork(path.join(import.meta.dirname, 'lib/load-child.ts'), [], { execArgv: ['--import', 'tsx'] });
  }
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

interface Sample {
  rps: number;
  cpuUsPerRequest: number;
}

async function sample(load: LoadGenerator, pid: number, url: string, headers?: Record<string, string>) {
  const cpu0 = cpuSeconds(pid);
  const r = await load.run({ url, headers, connections: CONNECTIONS, seconds: SECONDS });
  const cpu = cpuSeconds(pid) - cpu0;
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests / r.seconds, cpuUsPerRequest: (cpu * 1e6) / r.requests } satisfies Sample;
}

async function measure(label: string, databaseUrl?: string): Promise<BenchRow[]> {
  const server = await startServer({ databaseUrl });
  const load = new LoadGenerator();
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'team@example.com', password: 'team12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const urls = [...ROUTES, ME].filter((u) => !process.env.HTTP_ONLY || u === process.env.HTTP_ONLY);
    const headersOf = (url: string) => (url === ME ? auth : undefined);
    const bodies: Record<string, { body: string; type: string; headers: Record<string, string> }> = {};
    for (const url of urls) {
      const res = await fetch(`${server.base}${url}`, {
        headers: { ...headersOf(url), 'accept-encoding': 'identity' },
      });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      const headers = Object.fromEntries([...res.headers].filter(([name]) => !NOT_COPIED.has(name)));
      bodies[url] = { body: await res.text(), type: res.headers.get('content-type') ?? 'application/json', headers };
    }
    bare = await startBare(bodies);
    const appPid = server.child.pid!;
    // Warm both (JIT, caches).
    for (const url of urls) {
      await load.run({ url: `${server.base}${url}`, headers: headersOf(url), connections: CONNECTIONS, seconds: 1 });
      await load.run({ url: `${bare.base}${url}`, connections: CONNECTIONS, seconds: 1 });
      await load.run({ url: `${bare.base}${WITH_HEADERS}${url}`, connections: CONNECTIONS, seconds: 1 });
    }
    const samples = { app: {}, bare: {}, headers: {} } as Record<'app' | 'bare' | 'headers', Record<string, Sample[]>>;
    const kinds = ['app', 'bare', 'headers'] as const;
    for (let round = 0; round < ROUNDS; round++) {
      for (const url of urls) {
        // Turn which goes first, so a drift of the machine's load favours none.
        const order = kinds.map((_, i) => kinds[(i + round) % kinds.length]!);
        for (const which of order) {
          const s =
            which === 'app'
              ? await sample(load, appPid, `${server.base}${url}`, headersOf(url))
              : await sample(load, bare.pid, `${bare.base}${which === 'headers' ? WITH_HEADERS : ''}${url}`);
          (samples[which][url] ??= []).push(s);
        }
      }
    }
    const rows: BenchRow[] = [];
    for (const url of urls) {
      const a = samples.app[url]!;
      const b = samples.bare[url]!;
      const h = samples.headers[url]!;
      const rpsRatios = a.map((s, i) => s.rps / b[i]!.rps);
      const cpuRatios = a.map((s, i) => s.cpuUsPerRequest / b[i]!.cpuUsPerRequest);
      const headerRatios = a.map((s, i) => s.rps / h[i]!.rps);
      const bytes = Buffer.byteLength(bodies[url]!.body);
      rows.push(
        {
          name: `GET ${url} on ${label}: req/s against the same body`,
          baseline: 'bare Fastify route, same body',
          value: median(a.map((s) => s.rps)),
          baselineValue: median(b.map((s) => s.rps)),
          unit: 'req/s',
          ratio: median(rpsRatios),
          note: `higher is better, target ≥ 0.9 (issue 23); ${ROUNDS} rounds, ratio spread ${spread(rpsRatios)}; ${bytes} B, ${CONNECTIONS} connections`,
        },
        {
          name: `GET ${url} on ${label}: req/s against the same body and headers`,
          baseline: 'bare Fastify route, same body and headers',
          value: median(a.map((s) => s.rps)),
          baselineValue: median(h.map((s) => s.rps)),
          unit: 'req/s',
          ratio: median(headerRatios),
          note: `higher is better; the app's own work, without the cost of the headers it must send; ratio spread ${spread(headerRatios)}`,
        },
        {
          name: `GET ${url} on ${label}: server CPU per request`,
          baseline: 'bare Fastify route, same body',
          value: median(a.map((s) => s.cpuUsPerRequest)),
          baselineValue: median(b.map((s) => s.cpuUsPerRequest)),
          unit: 'µs',
          ratio: median(cpuRatios),
          note: `target ≤ 2; ratio spread ${spread(cpuRatios)}`,
        },
      );
    }
    return rows;
  } finally {
    load.stop();
    bare?.stop();
    await server.stop();
  }
}

export async function run(): Promise<BenchRow[]> {
  const rows = await measure('PGlite');
  if (process.env.BENCH_DATABASE_URL) rows.push(...(await measure('PostgreSQL', process.env.BENCH_DATABASE_URL)));
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((rows) =>
    console.table(
      rows.map(({ name, value, baselineValue, ratio, note }) => ({
        name,
        value: value.toFixed(1),
        baseline: baselineValue.toFixed(1),
        ratio: ratio.toFixed(2),
        spread: note?.match(/spread ([^;]+)/)?.[1],
      })),
    ),
  );
}
