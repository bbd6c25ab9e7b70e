// The lock between real server processes: a live server keeps a second one out, and after a kill -9 a
// restart gets in even when the dead server's PID now belongs to another live process.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { LOCK_FILE } from './lock';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  output: () => string;
}

async function startServer(dir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'true',
      CLIENT_DIST: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

/** Resolves once /healthz answers 200, or rejects when the process exits first. */
async function healthy(server: Server): Promise<void> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${server.port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (gone) throw new Error(`server exited before it was ready:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('data directory lock between server processes', () => {
  it('a live server keeps a second out (exit 2); after kill -9 a restart takes over though the PID is reused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-proc-'));
    const started: Server[] = [];
    try {
      const first = await startServer(dir);
      started.push(first);
      await healthy(first);

      const second = await startServer(dir);
      started.push(second);
      expect(await second.exited).toBe(2);
      expect(second.output()).toMatch(/in use by another server \(pid \d+\)/);

      first.child.kill('SIGKILL');
      await first.exited;
      // The dead server's PID now names a live process: this test runner, which did not start at the
      // dead server's start time.
      const file = path.join(dir, LOCK_FILE);
      const left = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(left.pid).toBe(first.child.pid);
      fs.writeFileSync(file, JSON.stringify({ ...left, pid: process.pid }));

      const restarted = await startServer(dir);
      started.push(restarted);
      await healthy(restarted);
      const res = await fetch(`http://127.0.0.1:${restarted.port}/api/problems`);
      expect(res.status).toBe(200);
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(restarted.child.pid);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited, restarted.output()).toBe(0);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      for (const s of started) s.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
