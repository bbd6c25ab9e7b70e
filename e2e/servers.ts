// The browser suite's servers, started together: Playwright starts the servers of its `webServer` list
// one after another, each once the one before answers (ten servers at about 3 s each, the first test
// 59 s into the phase: docs/decisions/0023-ci-time.md). playwright.config.ts gives it this one command,
// which starts them all at once, answers on its own port once every one of them answers /healthz, and
// stops them when Playwright stops it. A server that exits first fails the start, with its output.
//
//   node --import tsx e2e/servers.ts   (E2E_SERVERS: JSON [{ name, env }], E2E_SERVERS_PORT: this port)
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { serverArgs } from './server-command';

interface ServerSpec {
  name: string;
  env: Record<string, string>;
}

const specs = JSON.parse(process.env.E2E_SERVERS ?? '[]') as ServerSpec[];
const port = Number(process.env.E2E_SERVERS_PORT);
if (!specs.length || !port) {
  console.error('servers.ts: E2E_SERVERS (a JSON list of { name, env }) and E2E_SERVERS_PORT are required');
  process.exit(2);
}

const children: ChildProcess[] = [];
let ready = false;
let stopping = false;

function start(spec: ServerSpec): Promise<void> {
  const child = spawn(process.execPath, serverArgs, {
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  // Kept until the servers answer, to say why one died starting; after that, a server's warnings and
  // errors go straight to the run's output, named by their server.
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (ready) process.stderr.write(`[${spec.name}] ${chunk.toString()}`);
    else output += chunk.toString();
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${spec.name}] server exited (${code ?? signal})${ready ? '' : ` before it answered:\n${output}`}`);
    void stop(1);
  });
  const url = `http://localhost:${spec.env.PORT}/healthz`;
  return (async () => {
    for (;;) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
}

async function stop(code: number): Promise<never> {
  stopping = true;
  const exits = children
    .filter((c) => c.exitCode === null && c.signalCode === null)
    .map((c) => new Promise((resolve) => c.once('exit', resolve)));
  for (const c of children) c.kill('SIGTERM');
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  process.exit(code);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const started = Date.now();
await Promise.all(specs.map(start));
ready = true;
http
  .createServer((_req, res) => res.end('ready'))
  .listen(port, () => {
    console.log(`${specs.length} servers answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
