// The browser suite's seeded database image (docs/decisions/0023-ci-time.md): playwright.config.ts runs
// this once before its servers start, and each server that seeds the demo starts from a copy of the data
// directory it leaves, instead of running initdb, the migrations and the demo seed itself (seven servers
// did, at once, on 2 cores). The image is made by the servers' own command and environment: it is a
// server's start on an empty directory, stopped once it is ready. A server started on the copy runs its
// migrations and seed as always; they find everything done.
//
//   node --import tsx e2e/demo-image.ts <empty data directory> <the server's node arguments...>
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [dir, ...serverArgs] = process.argv.slice(2);
if (!dir || !serverArgs.length) {
  console.error("usage: demo-image.ts <data directory> <the server's node arguments...>");
  process.exit(2);
}

const child = spawn(process.execPath, serverArgs, {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: '0',
    DATA_DIR: dir,
    PUBLIC_URL: 'http://localhost',
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    TEST_CLOCK: 'true',
  },
});
const timer = setTimeout(() => {
  console.error(`demo-image.ts: the server was not ready in 180 s (${dir})`);
  child.kill('SIGKILL');
}, 180_000);
let out = '';
let stopping = false;
child.stdout!.on('data', (chunk: Buffer) => {
  out += chunk.toString();
  // server/index.ts prints this once it listens: migrations and seed are done.
  const ready = /Hackathon platform ready: (http:\/\/\S+)/.exec(out);
  if (!stopping && ready) {
    stopping = true;
    // It sets its SIGTERM handler (a graceful shutdown: PGlite closes its directory cleanly) just after
    // that line; once it has answered a request, it has.
    void fetch(`${ready[1]}/healthz`)
      .catch((err: unknown) => console.error(`demo-image.ts: /healthz: ${String(err)}`))
      .finally(() => child.kill('SIGTERM'));
  }
});
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  if (!stopping || code !== 0) {
    console.error(
      `demo-image.ts: the server exited (${signal ?? code}) ${stopping ? 'while stopping' : 'before ready'}`,
    );
    process.exit(1);
  }
  fs.rmSync(`${dir}/server.lock`, { force: true });
  process.exit(0);
});
