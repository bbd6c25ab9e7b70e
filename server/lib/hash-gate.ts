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
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {}

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
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * One core per hash, at most the thread pool less one thread (kept for sign-in checks and files); on the
 * 2-core reference machine that is 2, as many as argon2 can use there anyway, so throughput is unchanged.
 */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const hashGate = new Gate(Math.max(1, Math.min(availableParallelism(), threadPool - 1)), 256);
