// A cap on password hashes in progress at once (per process). argon2 runs on libuv's thread pool, which
// also serves the file system, DNS and password checks at sign-in: a flood of registrations from many
// addresses (each within its per-address limit) must never take every thread nor queue without end.
// Hashes past the cap wait here in order; past the waiting room the caller gets a 503 with Retry-After.
import { availableParallelism } from 'node:os';
import { AppError } from './errors';

export const HASH_BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_SECONDS = 5;

export class Gate {
  private running = 0;
  private waiting: (() => void)[] = [];

  constructor(
    private maxRunning: number,
    readonly maxWaiting: number,
  ) {}

  /** Lets `maxRunning` tasks run at once from now on: waiting ones start at once if there is room. */
  resize(maxRunning: number): void {
    this.maxRunning = maxRunning;
    while (this.running < this.maxRunning && this.waiting.length) {
      this.running++;
      this.waiting.shift()!();
    }
  }

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new AppError(503, HASH_BUSY_MESSAGE, undefined, BUSY_RETRY_AFTER_SECONDS);
      }
      // The slot is handed over by the task that finishes (running stays counted), so no newcomer can
      // overtake a waiting task.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // After a resize down, a finishing task gives its slot up instead of handing it over.
      const next = this.running > this.maxRunning ? undefined : this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Hashes at once for a process with `cores` cores and a libuv pool of `threadPool` threads: one a core,
 * but at most the pool less one thread (kept for sign-in checks and files), and with the embedded
 * database one core fewer. A registration on PGlite costs about as much CPU besides its hash (PGlite's
 * thread, the event loop, V8's collector) as the hash itself, all in this process: on 2 cores, one core
 * hashing and one for the rest registers as fast as two cores hashing did, and the event loop no longer
 * waits behind two hash threads for a core (docs/decisions/0021-rush-profile.md). On PostgreSQL the
 * statement runs in the database's own process, often on another machine: every core may hash.
 */
export function hashGateSize(cores: number, threadPool: number, embeddedDatabase: boolean): number {
  return Math.max(1, Math.min(cores - (embeddedDatabase ? 1 : 0), threadPool - 1));
}

const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
/** Sized for PostgreSQL until the app opens its database (server/app.ts sizes it for the kind it opened). */
export const hashGate = new Gate(hashGateSize(availableParallelism(), threadPool, false), 256);

/** Sizes the gate for the database the process opened. */
export function sizeHashGate(embeddedDatabase: boolean): void {
  hashGate.resize(hashGateSize(availableParallelism(), threadPool, embeddedDatabase));
}
