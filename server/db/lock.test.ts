import { afterEach, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { acquireDirLock, currentHolder, DirectoryLockedError, LOCK_FILE, processStartTime } from './lock';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
/** A lock file as a holder with these properties would have written it. */
const writeLock = (dir: string, holder: Partial<ReturnType<typeof currentHolder>>) =>
  fs.writeFileSync(lockFile(dir), JSON.stringify({ ...currentHolder(), ...holder }));
const ageLock = (dir: string, seconds: number) => {
  const then = new Date(Date.now() - seconds * 1000);
  fs.utimesSync(lockFile(dir), then, then);
};
const onLinux = processStartTime(process.pid) !== null;

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const dir = tmp();
    const release = acquireDirLock(dir);
    expect(() => acquireDirLock(dir)).toThrow(DirectoryLockedError);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    const again = acquireDirLock(dir);
    again();
  });

  it('takes over a stale lock left by a dead process, in the current and the old format', () => {
    for (const content of [JSON.stringify({ ...currentHolder(), pid: 999999 }), '999999']) {
      const dir = tmp();
      fs.writeFileSync(lockFile(dir), content);
      const release = acquireDirLock(dir);
      expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
      release();
    }
  });

  it.skipIf(!onLinux)('takes over a fresh lock whose PID now belongs to another live process (PID reuse)', () => {
    // The dead holder's PID is now PID 1 (a restarted container) or our parent: alive, but started at
    // another time than the holder did.
    for (const pid of [1, process.ppid]) {
      const dir = tmp();
      writeLock(dir, { pid, start: '1' });
      const release = acquireDirLock(dir);
      expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
      release();
    }
  });

  it('takes over an old-format lock that names this very process (restarted under the same PID)', () => {
    const dir = tmp();
    fs.writeFileSync(lockFile(dir), String(process.pid));
    acquireDirLock(dir)();
  });

  it('trusts the heartbeat for a holder it cannot check: refused while fresh, taken over once stale', () => {
    const dir = tmp();
    // Another container or machine sharing the directory: its PID means nothing here.
    writeLock(dir, { pid: process.ppid, start: '1', scope: 'another-boot/pid:[1]', host: 'elsewhere' });
    expect(() => acquireDirLock(dir, { staleMs: 30_000 })).toThrow(/in use by another server \(pid \d+ on elsewhere\)/);
    ageLock(dir, 31);
    const release = acquireDirLock(dir, { staleMs: 30_000 });
    release();
  });

  it('keeps its heartbeat fresh while held', async () => {
    const dir = tmp();
    const release = acquireDirLock(dir, { heartbeatMs: 20 });
    try {
      ageLock(dir, 60);
      await vi.waitFor(() => expect(Date.now() - fs.statSync(lockFile(dir)).mtimeMs).toBeLessThan(30_000), {
        timeout: 10_000,
      });
      // Seen from another machine, the lock is therefore held.
      const text = fs.readFileSync(lockFile(dir), 'utf8');
      fs.writeFileSync(lockFile(dir), JSON.stringify({ ...JSON.parse(text), scope: 'other', host: 'other' }));
      expect(() => acquireDirLock(dir)).toThrow(DirectoryLockedError);
    } finally {
      release();
    }
  });

  it("a late release leaves a successor's lock alone", () => {
    const dir = tmp();
    const release = acquireDirLock(dir);
    writeLock(dir, { pid: process.ppid });
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(true);
  });

  it('a second server process on the same directory exits with code 2 and a clear message', async () => {
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
      expect(code).toBe(2);
      expect(stderr).toMatch(/in use by another server/);
    } finally {
      release();
    }
  });
});
