import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { acquireDirLock, DirectoryLockedError } from './lock';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const dir = tmp();
    const release = acquireDirLock(dir);
    // Pretend another live process holds it: our parent process is alive.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDirLock(dir)).toThrow(DirectoryLockedError);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    release();
    const again = acquireDirLock(dir);
    again();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('a second server process on the same directory exits non-zero with a clear message', async () => {
    const dir = tmp();
    const release = acquireDirLock(dir);
    // The lock file names this (live) test process, as a running server would.
    try {
      const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
          env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'silent', CLIENT_DIST: dir },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let err = '';
        child.stderr.on('data', (c: Buffer) => (err += c.toString()));
        child.on('exit', (c) => resolve({ code: c, stderr: err }));
      });
      expect(code).not.toBe(0);
      expect(stderr).toMatch(/in use by another server/);
    } finally {
      release();
    }
  });
});
