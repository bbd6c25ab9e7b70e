// Starts the real server process (`node --import tsx server/index.ts`) on a fresh PGlite directory,
// serving a copy of an existing client build, for the browser benchmarks. It builds nothing: the copy
// lets the benchmark add one bare static page (the same-run baseline) without touching dist/.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A page with no script, no web font and no layout work: what this machine and throttling allow at best. */
export const BARE_PAGE = '/bench-bare.html';
const BARE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Benchmark baseline page"><title>Baseline</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#070b19;color:#e5e7eb;padding:2rem}</style>
</head><body><main><h1>Baseline</h1><p>A static page served by the same server, without script.</p></main></body></html>
`;

export interface WebServer {
  base: string;
  /** The served copy of the client build. */
  clientDir: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

export async function startWebServer(clientDist: string): Promise<WebServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const clientDir = path.join(tmp, 'client');
  fs.cpSync(clientDist, clientDir, { recursive: true });
  fs.writeFileSync(path.join(clientDir, BARE_PAGE.slice(1)), BARE_HTML);
  // BENCH_PORT: a port of the caller's choosing, where a machine's other users keep to their own ranges.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // The embedded database on a fresh directory, whatever the caller's environment points at.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    CLIENT_DIST: clientDir,
    SEED_DEMO: 'true',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, clientDir, stop };
}
