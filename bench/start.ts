// How long `npm start` takes to answer (issue "An organizer's own event": a start after the first is ready in
// under 10 s). The server bundle on one PGlite data directory with demo data: the first start (initdb,
// migrations, seed), then further starts after a clean stop (SIGTERM) and after a crash (SIGKILL), each
// timed from spawn to the first 200 from /healthz. Baseline from the same run, interleaved: a bare Fastify
// process from spawn to listening. START_ROUNDS (default 3) rounds of each.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server-process';
import type { BenchRow } from './run';

const ROUNDS = Number(process.env.START_ROUNDS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)} s`;

/** Seconds from spawn until a bare Fastify process listens, then stops it. */
async function bareStart(): Promise<number> {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const app = (await import('fastify')).default(); app.get('/healthz', () => 'ok'); await app.listen({ port: 0, host: '127.0.0.1' }); process.send('ready');",
    ],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  const s = (performance.now() - t0) / 1000;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return s;
}

async function timedStart(dataDir: string) {
  const t0 = performance.now();
  const server = await startServer({ dataDir });
  return { server, s: (performance.now() - t0) / 1000 };
}

export async function run(): Promise<BenchRow[]> {
  const firsts: number[] = [];
  const afterStop: number[] = [];
  const afterKill: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
    try {
      bare.push(await bareStart());
      const first = await timedStart(dir);
      firsts.push(first.s);
      await first.server.stop();
      bare.push(await bareStart());
      const second = await timedStart(dir);
      afterStop.push(second.s);
      second.server.child.kill('SIGKILL');
      await new Promise((r) => second.server.child.once('exit', r));
      bare.push(await bareStart());
      const third = await timedStart(dir);
      afterKill.push(third.s);
      await third.server.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const b = median(bare);
  const row = (name: string, xs: number[]): BenchRow => ({
    name,
    baseline: 'bare Fastify process start',
    value: median(xs),
    baselineValue: b,
    unit: 's',
    ratio: median(xs) / b,
    note: `median of ${xs.length}, ${spread(xs)}; bare ${spread(bare)}`,
  });
  return [
    row('npm start, first start (initdb, migrations, demo seed)', firsts),
    row('npm start, a start after a clean stop (target < 10 s)', afterStop),
    row('npm start, a start after kill -9 (target < 10 s)', afterKill),
  ];
}
