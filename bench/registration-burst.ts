// A registration rush against the real server process (issue "Hold the rush"): 1,000 team registrations
// (POST /api/register-team, distinct teams and emails, each from its own client address through
// X-Forwarded-For) fired 50 at a time, while a second client asks GET /healthz every 20 ms and the server
// reports its event-loop delay (bench/lib/event-loop-probe.js). Baselines from the same run: the same probes
// on the idle server just before the burst, and bare argon2id hashes/s (the server's own hashPassword)
// at the same concurrency, in interleaved rounds (bare hashes, then a burst; the median of the rounds' ratios
// with their spread). On a shared machine that ratio moves with whatever else runs, so the burst also
// reports CPU: the server's and its PostgreSQL backends' CPU ms per registration against the bare hash's
// CPU ms (bench/lib/cpu-account.ts); hash CPU / registration CPU is the ratio a quiet machine would give.
// A last round gives people common names, so most usernames are taken and first attempts are retried.
// A last burst of 300 (BURST_PROBED) asks a signed-in GET /api/auth/me every 20 ms beside /healthz: the
// issue's targets are both p99 ≤ 100 ms and the loop's longest delay ≤ 50 ms during it.
//
//   node --import tsx bench/registration-burst.ts     BURST_REGISTRATIONS=1000 BURST_CONCURRENCY=50 BURST_ROUNDS=3 BURST_PROBED=300
//   BENCH_DATABASE_URL=postgres://…   also runs it on PostgreSQL;  BENCH_CPU_PROF=dir   profiles the server
// Measures the checkout in the current directory: copy this file and bench/lib/ elsewhere and run them from
// another checkout (e.g. main, for a before/after).
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { CpuAccount } from './lib/cpu-account';
import { startServer, type ServerProcess } from './lib/server-process';
import type { BenchRow } from './run';

const TOTAL = Number(process.env.BURST_REGISTRATIONS ?? 1000);
const CONCURRENCY = Number(process.env.BURST_CONCURRENCY ?? 50);
const ROUNDS = Number(process.env.BURST_ROUNDS ?? 3);
/** The burst during which a signed-in /api/auth/me is probed beside /healthz (the 300). */
const PROBED = Number(process.env.BURST_PROBED ?? 300);
/** The server's admin (ADMIN_EMAIL), signed in for the /api/auth/me probe. */
const ADMIN = { email: 'burst-admin@example.org', password: 'burst-admin-password' };
const PROBE_EVERY_MS = 20;
const IDLE_MS = 3000;

interface Answer {
  status: number;
  ms: number;
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
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    req.end(body);
  });
}

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

/** GET `url` every 20 ms on its own connection until stopped; returns the latencies and statuses. */
function probe(url: string, headers: Record<string, string> = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Answer[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const next = performance.now() + PROBE_EVERY_MS;
      answers.push(await request(agent, url, 'GET', undefined, headers));
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    agent.destroy();
    return answers;
  })();
  return () => {
    running = false;
    return done;
  };
}

/** Signs the admin in (one password check, before any measurement); the probe's headers. */
async function signedIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in for the /api/auth/me probe failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** First and last names for the common-names round: 40 × 40 people's names, so most usernames collide. */
const FIRST = 'Ana Ben Chen Dev Eva Femi Gus Hana Ivan Jo Kai Lena Mo Nia Omar Pia Quinn Ravi Sara Tom'.split(' ');
const LAST = 'Ali Brown Chen Diaz Evans Fox Garcia Ho Ito Jones Kim Lee Ng Ortiz Patel Rossi Singh Tan Wu Zhou'.split(
  ' ',
);
const commonName = (i: number) => `${FIRST[i % 20]} ${LAST[Math.floor(i / 20) % 20]}`;

function payload(tag: string, i: number, common = false) {
  return JSON.stringify({
    team: { name: `Burst ${tag}`, problemId: 0, description: `Burst ${tag} is a team of 2 members.` },
    leader: {
      name: common ? commonName(i * 2) : `Leader ${tag}`,
      email: `leader.${tag}@burst.example.org`,
      phone: '+1 555 010 2030',
      gender: 'male',
    },
    members: [
      {
        name: common ? commonName(i * 2 + 1) : `Member ${tag}`,
        email: `member.${tag}@burst.example.org`,
        gender: 'female',
      },
    ],
  });
}

/** Client number i as an address of its own (10.0.0.0/8): each has its own registration budget. */
const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function burst(server: ServerProcess, common = false, total = TOTAL) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const run = randomBytes(3).toString('hex');
  const statuses = new Map<number, number>();
  let next = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const a = await request(agent, `${server.base}/api/register-team`, 'POST', payload(`${run}-${i}`, i, common), {
          'x-forwarded-for': clientAddress(i + 1),
        });
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  agent.destroy();
  // This process's CPU: the load generator (and the /healthz probe) share the server's two cores.
  return { statuses, seconds, clientCpuMs: (cpu.user + cpu.system) / 1000 };
}

/** Bare argon2id: the server's own hashPassword, TOTAL/5 hashes at the burst's concurrency; also its CPU ms. */
async function argonRate(): Promise<{ perSecond: number; cpuMs: number }> {
  const crypto = (await import(pathToFileURL(path.resolve('server/lib/crypto.ts')).href)) as {
    hashPassword: (p: string) => Promise<string>;
  };
  const n = Math.max(CONCURRENCY, Math.round(TOTAL / 5));
  let next = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < n) await crypto.hashPassword(`password-${next}`);
    }),
  );
  const perSecond = n / ((performance.now() - t0) / 1000);
  const cpu = process.cpuUsage(cpu0);
  return { perSecond, cpuMs: (cpu.user + cpu.system) / 1000 / n };
}

interface Round {
  ok: number;
  rate: number;
  hashesPerSecond: number;
  cpuRatio: number;
  line: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

async function measure(label: string, databaseUrl?: string): Promise<BenchRow[]> {
  const appName = `bench-burst-${randomBytes(4).toString('hex')}`;
  const server = await startServer({
    databaseUrl,
    cpuProfDir: process.env.BENCH_CPU_PROF,
    env: { PGAPPNAME: appName, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const cpu = new CpuAccount(server.child.pid!, databaseUrl, appName);
  try {
    const me = await signedIn(server.base);
    // Idle baseline: the same probes on the same server before the rush.
    server.takeLoopDelays();
    const stopIdle = probe(`${server.base}/healthz`);
    const stopIdleMe = probe(`${server.base}/api/auth/me`, me);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idleHealth = await stopIdle();
    const idleMe = await stopIdleMe();
    const idleLoop = server.takeLoopDelays();

    // Rounds of bare hashes then a burst, interleaved: a shared machine moves both from minute to minute,
    // so each round's ratio is taken within the round, and the median of the rounds is reported.
    const rounds: Round[] = [];
    const statuses = new Map<number, number>();
    const busyHealth: Answer[] = [];
    const busyLoop: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const bare = await argonRate();
      server.takeLoopDelays();
      const stopBusy = probe(`${server.base}/healthz`);
      const cpuBefore = await cpu.snapshot();
      const result = await burst(server);
      const cpuAfter = await cpu.snapshot();
      busyHealth.push(...(await stopBusy()));
      await new Promise((r) => setTimeout(r, 300)); // the last loop samples
      busyLoop.push(...server.takeLoopDelays());
      for (const [status, n] of result.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
      const ok = result.statuses.get(201) ?? 0;
      const spent = cpuBefore && cpuAfter ? CpuAccount.spent(cpuBefore, cpuAfter) : null;
      const cpuPerRegistration = spent ? (spent.server + spent.database) / ok : NaN;
      const cpuNote = spent
        ? `server ${(spent.server / ok).toFixed(1)} ms (main thread ${(spent.mainThread / ok).toFixed(1)}) + PostgreSQL ${(spent.database / ok).toFixed(1)} ms`
        : 'no /proc: CPU not measured';
      const rate = ok / result.seconds;
      rounds.push({
        ok,
        rate,
        hashesPerSecond: bare.perSecond,
        cpuRatio: cpuPerRegistration / bare.cpuMs,
        line:
          `round ${round + 1}: ${ok} of ${TOTAL} in ${result.seconds.toFixed(1)} s, ${rate.toFixed(1)}/s vs ${bare.perSecond.toFixed(1)} hashes/s ` +
          `(${(rate / bare.perSecond).toFixed(2)}); CPU per registration ${cpuPerRegistration.toFixed(1)} ms (${cpuNote}) vs ${bare.cpuMs.toFixed(1)} ms per bare hash; ` +
          `load generator ${(result.clientCpuMs / TOTAL).toFixed(2)} ms per request`,
      });
      console.log(`  ${label} ${rounds.at(-1)!.line}`);
    }

    // One more round in which people have common names (400 names in all), so most usernames are taken
    // and a registration's first attempt is refused by the unique index and retried.
    const commonBare = await argonRate();
    const common = await burst(server, true);
    const commonOk = common.statuses.get(201) ?? 0;
    const commonRate = commonOk / common.seconds;
    const commonStatuses = [...common.statuses].map(([st, n]) => `${st || 'no answer'}×${n}`).join(', ');
    console.log(
      `  ${label} common names: ${commonStatuses} in ${common.seconds.toFixed(1)} s, ${commonRate.toFixed(1)}/s vs ` +
        `${commonBare.perSecond.toFixed(1)} hashes/s (${(commonRate / commonBare.perSecond).toFixed(2)})`,
    );

    // A burst of BURST_PROBED registrations with a signed-in person's /api/auth/me asked beside /healthz,
    // as the issue states the target: both p99 ≤ 100 ms, and the loop's longest delay ≤ 50 ms.
    server.takeLoopDelays();
    const stopHealth = probe(`${server.base}/healthz`);
    const stopMe = probe(`${server.base}/api/auth/me`, me);
    const probed = await burst(server, false, PROBED);
    const probedHealth = await stopHealth();
    const probedMe = await stopMe();
    await new Promise((r) => setTimeout(r, 300));
    const probedLoop = server.takeLoopDelays();
    const p99 = (answers: Answer[]) =>
      percentile(
        answers.map((a) => a.ms),
        99,
      );
    const failed = (answers: Answer[]) => answers.filter((a) => a.status !== 200).length;
    console.log(
      `  ${label} ${PROBED}-registration burst: ${probed.statuses.get(201) ?? 0} registered; /healthz p99 ${p99(probedHealth).toFixed(1)} ms ` +
        `(${failed(probedHealth)} of ${probedHealth.length} failed), /api/auth/me p99 ${p99(probedMe).toFixed(1)} ms ` +
        `(${failed(probedMe)} of ${probedMe.length} failed); event loop longest delay ${Math.max(0, ...probedLoop).toFixed(0)} ms`,
    );

    const sent = TOTAL * ROUNDS;
    const ok = rounds.reduce((sum, r) => sum + r.ok, 0);
    const errors = sent - ok;
    const healthErrors = busyHealth.filter((a) => a.status !== 200).length;
    const byStatus = [...statuses].map(([s, n]) => `${s || 'no answer'}×${n}`).join(', ');
    const loopP99 = percentile(busyLoop, 99);
    const idleLoopP99 = percentile(idleLoop, 99);
    const healthP99 = percentile(
      busyHealth.map((a) => a.ms),
      99,
    );
    const idleHealthP99 = percentile(
      idleHealth.map((a) => a.ms),
      99,
    );
    const rateRatios = rounds.map((r) => r.rate / r.hashesPerSecond);
    const cpuRatios = rounds.map((r) => r.cpuRatio);
    console.log(
      `  ${label}: ${ROUNDS} × ${TOTAL} registrations (${byStatus}); /healthz ${busyHealth.length} probes, ${healthErrors} failed; ` +
        `event loop p50 ${percentile(busyLoop, 50).toFixed(1)} ms, p99 ${loopP99.toFixed(1)} ms, max ${Math.max(0, ...busyLoop).toFixed(0)} ms; ` +
        `registrations/s vs bare hashes/s ${median(rateRatios).toFixed(2)} (${spread(rateRatios)})`,
    );
    return [
      {
        name: `registration burst on ${label}: failed registrations (non-201)`,
        baseline: 'registrations sent',
        value: errors,
        baselineValue: sent,
        unit: 'requests',
        ratio: errors / sent,
        note: `${ROUNDS} rounds, ${CONCURRENCY} concurrent; ${byStatus}; target 0`,
      },
      {
        name: `registration burst on ${label}: event-loop delay p99`,
        baseline: 'idle server',
        value: loopP99,
        baselineValue: idleLoopP99,
        unit: 'ms',
        ratio: loopP99 / Math.max(idleLoopP99, 1),
        note: `max ${Math.max(0, ...busyLoop).toFixed(0)} ms; target p99 ≤ 50 ms (baseline floored at 1 ms)`,
      },
      {
        name: `registration burst on ${label}: event loop longest delay`,
        baseline: 'idle server',
        value: Math.max(0, ...busyLoop),
        baselineValue: Math.max(1, ...idleLoop),
        unit: 'ms',
        ratio: Math.max(0, ...busyLoop) / Math.max(1, ...idleLoop),
        note: `${ROUNDS} rounds of ${TOTAL}; target ≤ 50 ms (baseline floored at 1 ms)`,
      },
      {
        name: `registration burst on ${label}, ${PROBED} registrations: GET /healthz p99`,
        baseline: 'idle server',
        value: p99(probedHealth),
        baselineValue: p99(idleHealth),
        unit: 'ms',
        ratio: p99(probedHealth) / p99(idleHealth),
        note: `target ≤ 100 ms; ${failed(probedHealth)} of ${probedHealth.length} probes failed`,
      },
      {
        name: `registration burst on ${label}, ${PROBED} registrations: GET /api/auth/me p99 (signed in)`,
        baseline: 'idle server',
        value: p99(probedMe),
        baselineValue: p99(idleMe),
        unit: 'ms',
        ratio: p99(probedMe) / p99(idleMe),
        note: `target ≤ 100 ms; ${failed(probedMe)} of ${probedMe.length} probes failed`,
      },
      {
        name: `registration burst on ${label}: GET /healthz p99`,
        baseline: 'idle server',
        value: healthP99,
        baselineValue: idleHealthP99,
        unit: 'ms',
        ratio: healthP99 / idleHealthP99,
        note: `${healthErrors} of ${busyHealth.length} probes failed`,
      },
      {
        name: `registration burst on ${label}: registrations/s`,
        baseline: 'bare argon2id hashes/s',
        value: median(rounds.map((r) => r.rate)),
        baselineValue: median(rounds.map((r) => r.hashesPerSecond)),
        unit: '/s',
        ratio: median(rateRatios),
        note: `median of ${ROUNDS} interleaved rounds, spread ${spread(rateRatios)}; higher is better`,
      },
      {
        name: `registration burst on ${label}, common names (most usernames taken): registrations/s`,
        baseline: 'bare argon2id hashes/s',
        value: commonRate,
        baselineValue: commonBare.perSecond,
        unit: '/s',
        ratio: commonRate / commonBare.perSecond,
        note: `one round; ${commonStatuses}; higher is better`,
      },
      {
        name: `registration burst on ${label}: CPU per registration (server + its PostgreSQL backends) vs bare hash`,
        baseline: 'bare argon2id CPU per hash',
        value: median(cpuRatios),
        baselineValue: 1,
        unit: '×',
        ratio: median(cpuRatios),
        note: `median of ${ROUNDS} rounds, spread ${spread(cpuRatios)}; 1/ratio is the registrations/s ratio of a machine running nothing else`,
      },
    ];
  } finally {
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
    console.table(rows.map(({ name, value, baselineValue, ratio }) => ({ name, value, baselineValue, ratio }))),
  );
}
