// The real server as a child process for benchmarks, as `npm start` runs it: the server bundle
// (scripts/lib/server-bundle.ts, built first if the sources changed) of the current directory, so this file
// can measure another checkout (run it with that checkout as cwd; one without a bundle script runs its
// sources through tsx), with the event-loop probe preloaded and its samples collected over IPC.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the probe (event-loop-probe.js) sends: delays in ms, one per 10 ms of wall time. */
interface LoopSamples {
  kind: 'event-loop';
  delays: number[];
}

/**
 * How `npm start` runs the current directory's server: its bundle and the environment it starts with, or
 * its sources (and no environment) for an older checkout without a bundle script.
 */
async function serverEntry(): Promise<{ args: string[]; env: Record<string, string> }> {
  const script = path.resolve('scripts/lib/server-bundle.ts');
  if (!fs.existsSync(script)) return { args: ['--import', 'tsx', 'server/index.ts'], env: {} };
  // An older checkout's script may have no SERVER_PROCESS_ENV.
  type Script = typeof import('../../scripts/lib/server-bundle');
  const { ensureServerBundle, SERVER_PROCESS_ENV } = (await import(pathToFileURL(script).href)) as Pick<
    Script,
    'ensureServerBundle'
  > &
    Partial<Pick<Script, 'SERVER_PROCESS_ENV'>>;
  return {
    args: ['--enable-source-maps', await ensureServerBundle(process.cwd(), () => {})],
    env: SERVER_PROCESS_ENV ?? {},
  };
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Event-loop delays (ms) received since the last call. */
  takeLoopDelays(): number[];
  output(): string;
  stop(): Promise<number | null>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

async function spawnServer(env: Record<string, string>, cpuProfDir?: string): Promise<ServerProcess> {
  const port = await freePort();
  const probe = pathToFileURL(path.join(import.meta.dirname, 'event-loop-probe.js')).href;
  const args = ['--import', probe, ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [])];
  const entry = await serverEntry();
  // Node's flags first, the script last.
  const child = spawn(process.execPath, [...entry.args.slice(0, -1), ...args, entry.args.at(-1)!], {
    env: {
      ...process.env,
      ...entry.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  let delays: number[] = [];
  child.on('message', (m: LoopSamples) => {
    if (m?.kind === 'event-loop') delays.push(...m.delays);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (gone || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw Object.assign(new Error(`server did not start:\n${output}`), { output });
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    takeLoopDelays: () => {
      const taken = delays;
      delays = [];
      return taken;
    },
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * Starts a server on a fresh PGlite directory (or on `databaseUrl`) with demo data. `trustedProxy` is
 * tried as TRUST_PROXY first (an address, as the proxy-aware configuration accepts); a checkout whose
 * TRUST_PROXY is a plain boolean refuses it, and is started with TRUST_PROXY=true instead.
 */
export async function startServer(
  opts: { databaseUrl?: string; cpuProfDir?: string; env?: Record<string, string>; dataDir?: string } = {},
) {
  // A given data directory is the caller's: kept after stop, so the next start finds its database.
  const dir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const env = {
    DATA_DIR: dir,
    CLIENT_DIST: dir,
    DATABASE_URL: opts.databaseUrl ?? '',
    SEED_DEMO: 'true',
    ...opts.env,
  };
  let server: ServerProcess;
  try {
    server = await spawnServer({ ...env, TRUST_PROXY: '127.0.0.1' }, opts.cpuProfDir);
  } catch (err) {
    if (!/TRUST_PROXY/.test((err as { output?: string }).output ?? '')) throw err;
    server = await spawnServer({ ...env, TRUST_PROXY: 'true' }, opts.cpuProfDir);
  }
  const stop = server.stop;
  server.stop = async () => {
    try {
      return await stop();
    } finally {
      if (!opts.dataDir) fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return server;
}
