// Commands run off the event loop. `child_process.spawn` is synchronous up to the child's exec: the
// kernel copies the calling process's page tables and the caller waits for the exec to succeed, which in
// a server of a few hundred MiB on a busy 2-core machine held the event loop 10-50 ms per command
// (issue 33: the pin job's 4 concurrent `git ls-remote` raised the p99 of a cached public read from 5 ms
// to 34 ms). So the server asks a small helper process (spawner-child.js) to start them: the server forks
// once, when work arrives, and the helper exits again after a quiet while, so an idle server holds no
// extra process. A helper that dies answers its commands as failed; the next command starts a new one.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RunRequest {
  cmd: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** The most the command may print (stdout and stderr together); past it, it is killed. */
  outputCap: number;
  signal?: AbortSignal;
}

export type RunResult =
  | { outcome: 'exit'; code: number | null; stdout: string; stderr: string }
  | { outcome: 'timeout' | 'cap' | 'aborted' | 'failed'; message?: string; stdout: string; stderr: string };

interface Answer {
  id: number;
  outcome: RunResult['outcome'];
  message?: string;
  code: number | null;
  stdout: string;
  stderr: string;
}

const CHILD = fileURLToPath(new URL('./spawner-child.js', import.meta.url));
/** Beyond a command's own deadline, how long the server waits for the helper before giving up on it. */
const HELPER_GRACE_MS = 5_000;

export class Spawner {
  private child?: ChildProcess;
  private nextId = 1;
  private pending = new Map<number, (r: RunResult) => void>();
  private idleTimer?: NodeJS.Timeout;

  constructor(private readonly idleMs = 15_000) {}

  /** The helper process's id while it runs (operators' logs, tests). */
  get helperPid(): number | undefined {
    return this.child?.pid;
  }

  run(req: RunRequest): Promise<RunResult> {
    if (req.signal?.aborted) return Promise.resolve({ outcome: 'aborted', stdout: '', stderr: '' });
    const child = this.helper();
    const id = this.nextId++;
    return new Promise<RunResult>((resolve) => {
      const safety = setTimeout(
        () => done({ outcome: 'failed', message: 'The helper process did not answer', stdout: '', stderr: '' }),
        req.timeoutMs + HELPER_GRACE_MS,
      );
      const onAbort = () => {
        child.send({ kill: id }, () => {});
        done({ outcome: 'aborted', stdout: '', stderr: '' });
      };
      const done = (r: RunResult) => {
        if (!this.pending.delete(id)) return;
        clearTimeout(safety);
        req.signal?.removeEventListener('abort', onAbort);
        if (this.pending.size === 0) this.idle();
        resolve(r);
      };
      this.pending.set(id, done);
      req.signal?.addEventListener('abort', onAbort, { once: true });
      const env: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.env)) if (v !== undefined) env[k] = v;
      child.send(
        { id, cmd: req.cmd, args: req.args, env, timeoutMs: req.timeoutMs, outputCap: req.outputCap },
        (err) => {
          if (err)
            done({ outcome: 'failed', message: `The helper process is gone: ${err.message}`, stdout: '', stderr: '' });
        },
      );
    });
  }

  /** Lets the helper go (commands still running are killed by it) and answers what was pending. */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const child = this.child;
    this.child = undefined;
    this.failPending('The helper process was stopped');
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.ref(); // the caller waits for the exit: keep the process alive until it comes
    child.disconnect();
    await exited;
  }

  private helper(): ChildProcess {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.child) {
      this.child.ref();
      this.child.channel?.ref();
      return this.child;
    }
    // No loader, no inspector or profiler flags of the server's: a plain small node.
    const child = fork(CHILD, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (a: Answer) => {
      const done = this.pending.get(a.id);
      if (!done) return;
      if (a.outcome === 'exit') done({ outcome: 'exit', code: a.code, stdout: a.stdout, stderr: a.stderr });
      else done({ outcome: a.outcome, message: a.message, stdout: a.stdout, stderr: a.stderr });
    });
    child.on('exit', () => {
      if (this.child !== child) return;
      this.child = undefined;
      this.failPending('The helper process exited');
    });
    child.on('error', () => {}); // 'exit' follows and answers the pending commands.
    this.child = child;
    return child;
  }

  private failPending(message: string) {
    for (const done of [...this.pending.values()]) done({ outcome: 'failed', message, stdout: '', stderr: '' });
  }

  /** Nothing pending: the helper no longer keeps the process alive, and leaves after a quiet while. */
  private idle() {
    const child = this.child;
    if (!child) return;
    child.unref();
    child.channel?.unref();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.pending.size > 0 || this.child !== child) return;
      this.child = undefined;
      child.disconnect();
    }, this.idleMs);
    this.idleTimer.unref();
  }
}
