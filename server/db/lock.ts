// PGlite is single-process: a second process opening the same directory loses acknowledged writes
// (DESIGN §1), so the server holds an exclusive lock file while it runs.
import fs from 'node:fs';
import path from 'node:path';

export class DirectoryLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DirectoryLockedError; returns the release function. */
export function acquireDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new DirectoryLockedError(
          `The database directory ${path.resolve(dir)} is in use by another server (pid ${pid}). ` +
            'Stop that server, or set DATA_DIR to another directory.',
        );
      }
      // The holder died without cleaning up: the lock is stale.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock ${path.resolve(dir)}`);
}
