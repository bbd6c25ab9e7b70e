// `npm run start:cluster`: two app instances (ports 3001 and 3002 by default) against one PostgreSQL
// database, to try the live channel across instances (LISTEN/NOTIFY) on one machine. Runs the server
// bundle as `npm start` does (bundled first if the sources changed); builds no client: run `npm run build`
// first for it (the API and /ws work without it).
//
//   DATABASE_URL=postgres://user@host:5432/hackathon npm run start:cluster
//   CLUSTER_PORTS=4001,4002,4003 DATABASE_URL=... npm run start:cluster
//
// The instances start one after the other (each applies the migrations at start; the next waits until
// the previous answers /healthz). SIGTERM or SIGINT (Ctrl-C) is forwarded to every instance, which
// finish their requests, close their WebSockets with 1001 and exit; the script exits when all have.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_PROCESS_ENV, ensureServerBundle } from './lib/server-bundle';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    [
      '',
      '  start:cluster needs PostgreSQL: the instances share one database and pass live messages through',
      '  LISTEN/NOTIFY (PGlite is single-process). Set DATABASE_URL, for example:',
      '',
      '    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hackathon npm run start:cluster',
      '',
      '  Without demo data, also set ADMIN_EMAIL and ADMIN_PASSWORD (or SEED_DEMO=true) on the first start.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

const ports = (process.env.CLUSTER_PORTS ?? '3001,3002')
  .split(',')
  .map((p) => Number(p.trim()))
  .filter((p) => Number.isInteger(p) && p > 0 && p < 65536);
if (ports.length < 1 || new Set(ports).size !== ports.length) {
  console.error('CLUSTER_PORTS must be a comma-separated list of distinct ports, e.g. 3001,3002');
  process.exit(1);
}

const clientDist = path.resolve(process.env.CLIENT_DIST ?? './dist/client');
if (!fs.existsSync(path.join(clientDist, 'index.html'))) {
  console.warn(
    `The client is not built (${clientDist}); pages answer 503 until you run \`npm run build\`. The API and /ws work.`,
  );
}

const bundle = await ensureServerBundle(path.resolve(import.meta.dirname, '..'));

const children = new Map<number, ChildProcess>();
let stopping = false;

function prefixLines(port: number, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) {
  let buffer = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) out.write(`[${port}] ${line}\n`);
  });
  stream?.on('end', () => {
    if (buffer) out.write(`[${port}] ${buffer}\n`);
  });
}

function start(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    env: { ...process.env, ...SERVER_PROCESS_ENV, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(port, child.stdout, process.stdout);
  prefixLines(port, child.stderr, process.stderr);
  children.set(port, child);
  child.on('exit', (code, signal) => {
    children.delete(port);
    if (!stopping) {
      console.error(`[cluster] instance on port ${port} exited (${signal ?? `code ${code}`}); stopping the others`);
      process.exitCode = code || 1;
      stop('SIGTERM');
    }
    if (children.size === 0) process.exit(process.exitCode ?? 0);
  });
  return child;
}

async function healthy(port: number, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null || stopping) throw new Error(`instance on port ${port} did not start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance on port ${port} did not answer /healthz within ${timeoutMs / 1000} s`);
}

function stop(signal: NodeJS.Signals) {
  stopping = true;
  for (const child of children.values()) child.kill(signal);
  if (children.size === 0) process.exit(process.exitCode ?? 0);
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGTERM'));

for (const port of ports) {
  const child = start(port);
  try {
    await healthy(port, child);
  } catch (err) {
    if (!stopping) {
      console.error(`[cluster] ${(err as Error).message}`);
      process.exitCode = 1;
      stop('SIGTERM');
    }
    break;
  }
}
if (!stopping) {
  console.log(
    `\n[cluster] ${ports.length} instances on one database: ${ports.map((p) => `http://localhost:${p}`).join(', ')}`,
  );
  console.log('[cluster] open /ws-test on two of them: a chat sent on one shows on the other. Ctrl-C stops all.\n');
}
