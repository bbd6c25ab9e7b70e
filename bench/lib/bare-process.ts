// The bare Fastify baseline (bench/lib/bare-server.ts) as a process of its own, answering each URL with
// the body (and, under /_headers, the headers) the real server answered: the baseline of bench/http.ts
// and bench/voting.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type BareBodies = Record<string, { body: string; type: string; headers?: Record<string, string> }>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

export async function startBare(bodies: BareBodies) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')], {
    env: { ...process.env, BARE_BODIES: file, BARE_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => {
      child.kill();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}
