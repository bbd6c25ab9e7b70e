// HTTP latency while the live channel fans out to 2,000 sockets (issue 10 item 7): GET /api/event p99 with
// 2,000 open /ws sockets receiving the chats of two senders that stay inside their rate limit (9 a second
// each: 18 broadcasts, 36,000 frames a second), against the same p99 with the same sockets open and
// quiet, in the same run. The real server runs as a child process (PGlite, demo data); the sockets live
// in a second child (bench/_ws-fanout-clients.ts) so reading them does not slow the HTTP client. Rounds
// alternate quiet/busy; the row gives the median of the rounds' p99s and their spread. Target: within 3×.
//   node --import tsx bench/ws-fanout.ts        WS_FANOUT_SOCKETS=2000 WS_FANOUT_ROUNDS=5
// Run from another checkout's directory to measure that checkout's server (e.g. main, before the change).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startServer } from './lib/server-process';
import type { BenchRow } from './run';

const SOCKETS = Number(process.env.WS_FANOUT_SOCKETS ?? 2000);
const ROUNDS = Number(process.env.WS_FANOUT_ROUNDS ?? 5);
const REQUESTS = 200;
const CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 10_000;
/** A round stops issuing requests after this long (a server that stalls would otherwise take many minutes). */
const ROUND_MAX_MS = 30_000;

interface Round {
  p99: number;
  p50: number;
  unanswered: number;
  not200: number;
  /** Frames the receivers got during the round, per second. */
  framesPerSecond: number;
}

function ask<T>(child: ChildProcess, cmd: Record<string, unknown>, key: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (key in m) {
        child.off('message', on);
        resolve(m as T);
      }
    };
    child.on('message', on);
    child.send(cmd);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function measure(url: string, clients: ChildProcess): Promise<Round> {
  const before = await ask<{ received: number }>(clients, { cmd: 'count' }, 'received');
  const started = performance.now();
  const samples: number[] = [];
  let unanswered = 0;
  let not200 = 0;
  let next = 0;
  const worker = async () => {
    while (next++ < REQUESTS && performance.now() - started < ROUND_MAX_MS) {
      const t0 = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await res.arrayBuffer();
        if (res.status !== 200) not200++;
        samples.push(performance.now() - t0);
      } catch {
        unanswered++;
        samples.push(REQUEST_TIMEOUT_MS);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const after = await ask<{ received: number }>(clients, { cmd: 'count' }, 'received');
  samples.sort((a, b) => a - b);
  return {
    p99: pct(samples, 0.99),
    p50: pct(samples, 0.5),
    unanswered,
    not200,
    framesPerSecond: (after.received - before.received) / seconds,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (x: number) => x.toFixed(1);

export async function run(): Promise<BenchRow[]> {
  const server = await startServer({ env: { LIVE_MAX_SOCKETS_PER_IP: String(SOCKETS + 100) } });
  const clients = fork(path.join(import.meta.dirname, '_ws-fanout-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const url = `${server.base}/api/event`;
    const wsUrl = `${server.base.replace('http:', 'ws:')}/ws`;
    const { open } = await ask<{ open: number }>(clients, { cmd: 'connect', url: wsUrl, count: SOCKETS }, 'ready');
    // Warm-up of both states (JIT, buffers), not measured.
    await measure(url, clients);
    await ask(clients, { cmd: 'busy' }, 'busy');
    await pause(1000);
    await measure(url, clients);
    await ask(clients, { cmd: 'idle' }, 'idle');

    const quiet: Round[] = [];
    const busy: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await pause(500);
      quiet.push(await measure(url, clients));
      await ask(clients, { cmd: 'busy' }, 'busy');
      await pause(1000); // the fan-out in full swing before measuring
      busy.push(await measure(url, clients));
      await ask(clients, { cmd: 'idle' }, 'idle');
      const [q, b] = [quiet.at(-1)!, busy.at(-1)!];
      console.error(
        `  round ${i + 1}: quiet p99 ${ms(q.p99)} ms, busy p99 ${ms(b.p99)} ms (${b.not200} not 200, ${b.unanswered} unanswered)`,
      );
    }
    const { closed } = await ask<{ closed: number }>(clients, { cmd: 'count' }, 'closed');
    const value = median(busy.map((r) => r.p99));
    const baselineValue = median(quiet.map((r) => r.p99));
    const spread = (rs: Round[]) =>
      `${ms(Math.min(...rs.map((r) => r.p99)))}–${ms(Math.max(...rs.map((r) => r.p99)))} ms`;
    const total = (rs: Round[], k: 'unanswered' | 'not200') => rs.reduce((n, r) => n + r[k], 0);
    return [
      {
        name: `GET /api/event p99 while /ws fans out to ${open} sockets (PGlite)`,
        baseline: 'same sockets, quiet',
        value,
        baselineValue,
        unit: 'ms',
        ratio: value / baselineValue,
        note:
          `median of ${ROUNDS} interleaved rounds of up to ${REQUESTS} requests (${CONCURRENCY} at a time, ${ROUND_MAX_MS / 1000} s at most); ` +
          `busy ${spread(busy)} (p50 ${ms(median(busy.map((r) => r.p50)))} ms), quiet ${spread(quiet)} ` +
          `(p50 ${ms(median(quiet.map((r) => r.p50)))} ms); frames delivered ${median(busy.map((r) => r.framesPerSecond)).toFixed(0)}/s; ` +
          `unanswered ${total(busy, 'unanswered')} vs ${total(quiet, 'unanswered')}, not 200 ${total(busy, 'not200')} vs ${total(quiet, 'not200')}; ` +
          `sockets lost ${closed}; target ratio ≤ 3`,
      },
    ];
  } finally {
    clients.send({ cmd: 'stop' });
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((rows) => {
    for (const r of rows)
      console.log(
        `${r.name}: ${ms(r.value)} ms vs ${r.baseline} ${ms(r.baselineValue)} ms → ratio ${r.ratio.toFixed(2)} (${r.note})`,
      );
    process.exit(0);
  });
}
