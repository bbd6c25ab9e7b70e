// PGlite is single-process: a second process opening the same directory loses acknowledged writes
// (DESIGN §1), so the server holds an exclusive lock file while it runs.
//
// A holder that died without cleaning up (kill -9, power loss) leaves its lock behind, and its PID may
// since belong to another live process (PID 1 in a restarted container). So the lock names its holder
// by more than a PID:
// - on Linux, the PID plus the process's start time (/proc/<pid>/stat field 22), within one kernel boot
//   and PID namespace: a reused PID has another start time, so the lock is recognised as stale at once;
// - everywhere, a heartbeat: the holder touches the file every few seconds, and a lock whose holder
//   cannot be checked (another machine or container namespace, no /proc) is stale once it has missed
//   several beats.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export class DirectoryLockedError extends Error {}

export const LOCK_FILE = 'server.lock';

export interface LockOptions {
  /** How often the holder refreshes the lock file's modification time. */
  heartbeatMs?: number;
  /** A lock whose holder cannot be checked is stale after this long without a heartbeat. */
  staleMs?: number;
}

const DEFAULTS = { heartbeatMs: 5_000, staleMs: 30_000 };

/** What the lock file records about its holder. */
export interface LockHolder {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux), or null where unknown. */
  start: string | null;
  /** Kernel boot id and PID namespace the PID and start time belong to (Linux), or null. */
  scope: string | null;
  host: string;
  /** Tells our own lock from a successor's, so a late release never removes theirs. */
  token: string;
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat (the command name, field 2, may hold spaces and parentheses). */
export function processStartTime(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function currentScope(): string | null {
  const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  let ns: string | null = null;
  try {
    ns = fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    /* not Linux */
  }
  return boot && ns ? `${boot}/${ns}` : null;
}

export function currentHolder(): LockHolder {
  return {
    pid: process.pid,
    start: processStartTime(process.pid),
    scope: currentScope(),
    host: os.hostname(),
    token: randomBytes(8).toString('hex'),
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | { legacy: number } | null {
  const trimmed = text.trim();
  // Written by versions before the heartbeat: only a PID.
  if (/^\d+$/.test(trimmed)) return { legacy: Number(trimmed) };
  try {
    const h = JSON.parse(trimmed) as LockHolder;
    return Number.isInteger(h.pid) && h.pid > 0 ? h : null;
  } catch {
    return null;
  }
}

/** Whether the holder recorded in a lock file still runs; `ageMs` is the time since its last heartbeat. */
export function holderAlive(text: string, ageMs: number, opts: LockOptions = {}): boolean {
  const staleMs = opts.staleMs ?? DEFAULTS.staleMs;
  const holder = parseHolder(text);
  if (!holder) return false; // half-written or foreign content: its writer never finished taking the lock
  if ('legacy' in holder) return holder.legacy !== process.pid && alive(holder.legacy);
  const self = currentHolder();
  if (holder.scope && holder.scope === self.scope && holder.start) {
    // Same boot and PID namespace: the PID and its start time name exactly one process.
    return processStartTime(holder.pid) === holder.start;
  }
  if (holder.host === self.host && !self.scope && !alive(holder.pid)) return false;
  // Another machine or container namespace, or no /proc: only the heartbeat can tell.
  return ageMs < staleMs;
}

/**
 * Moves a lock judged stale out of the way. Renaming is atomic, and the moved file is checked: when
 * another starting server replaced the stale lock with its own in the meantime, it is put back.
 */
function breakStaleLock(file: string, judged: string): boolean {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return true; // already gone: retry taking it
  }
  if (fs.readFileSync(aside, 'utf8') === judged) {
    fs.rmSync(aside, { force: true });
    return true;
  }
  try {
    fs.linkSync(aside, file);
  } catch {
    /* a third server took it: it holds the lock now */
  }
  fs.rmSync(aside, { force: true });
  return false;
}

function lockedMessage(dir: string, text: string): string {
  const holder = parseHolder(text);
  const pid = holder && ('legacy' in holder ? holder.legacy : holder.pid);
  const where = holder && !('legacy' in holder) && holder.host !== os.hostname() ? ` on ${holder.host}` : '';
  return (
    `The database directory ${path.resolve(dir)} is in use by another server (pid ${pid ?? '?'}${where}). ` +
    'Stop that server, or set DATA_DIR to another directory.'
  );
}

/** Takes the lock or throws DirectoryLockedError; returns the release function. */
export function acquireDirLock(dir: string, opts: LockOptions = {}): () => void {
  const heartbeatMs = opts.heartbeatMs ?? DEFAULTS.heartbeatMs;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me = currentHolder();
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      try {
        fs.writeSync(fd, content);
      } finally {
        fs.closeSync(fd);
      }
      return holdLock(file, content, heartbeatMs);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let text: string;
      let ageMs: number;
      try {
        text = fs.readFileSync(file, 'utf8');
        ageMs = Date.now() - fs.statSync(file).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if (holderAlive(text, ageMs, opts)) throw new DirectoryLockedError(lockedMessage(dir, text));
      // The holder died without cleaning up: the lock is stale.
      if (!breakStaleLock(file, text)) throw new DirectoryLockedError(lockedMessage(dir, text));
    }
  }
  throw new DirectoryLockedError(`Could not lock ${path.resolve(dir)}`);
}

function holdLock(file: string, content: string, heartbeatMs: number): () => void {
  const ours = () => {
    try {
      return fs.readFileSync(file, 'utf8') === content;
    } catch {
      return false;
    }
  };
  const beat = setInterval(() => {
    const now = new Date();
    fs.promises.utimes(file, now, now).catch(() => {
      /* gone: release follows, or the next start reports the directory free */
    });
  }, heartbeatMs);
  beat.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(beat);
    if (ours()) fs.rmSync(file, { force: true });
  };
}
