// The real process: a SIGTERM lets an in-flight request finish, then the server exits 0 and frees the
// PGlite directory lock so the next start can open it.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import http from 'node:http';
import { spawn } from 'node:child_process';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

describe('graceful shutdown', () => {
  it('finishes an in-flight request on SIGTERM, exits 0 and releases the lock', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: String(port),
        DATABASE_URL: '',
        LOG_LEVEL: 'error',
        SEED_DEMO: 'true',
        CLIENT_DIST: dir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 60_000;
      for (;;) {
        const ok = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
      // The request's headers arrive before the signal and its body after: it is in flight throughout.
      const body = JSON.stringify({ email: 'team@example.com', password: 'team12345' });
      const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 300);
      });
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).user.email).toBe('team@example.com');
      expect(await exited, stderr).toBe(0);
      expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
