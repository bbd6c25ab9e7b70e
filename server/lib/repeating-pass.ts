// A pass run every `intervalMs` until stopped, started with the app (onReady) and stopped on close, the
// next pass scheduled only once the last one ended. For jobs whose state is in the rows (the help
// queue's escalation, the privacy job): a restart simply runs the next pass. A test server's clock moved
// forward (POST /api/test/clock) runs a pass at once: what came due with the new time is done now, as the
// real clock's next pass would have done it.
import type { FastifyBaseLogger } from 'fastify';
import { onClockMoved } from './clock';

export class RepeatingPass {
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private running?: Promise<unknown>;
  private unwatch?: () => void;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
    /** Logged with the error when a pass fails (the next one still runs). */
    private readonly failure: string,
    private readonly intervalMs: number,
  ) {}

  start() {
    this.stopped = false;
    this.unwatch = onClockMoved(() => this.runNow());
    this.schedule();
  }

  private schedule(delayMs = this.intervalMs) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.pass()
        .catch((err: unknown) => this.log.warn({ err }, this.failure))
        .finally(() => {
          this.running = undefined;
          this.schedule();
        });
    }, delayMs);
    this.timer.unref();
  }

  /** The next pass now: at once when none is running, else right after the one that is (never two at once). */
  private runNow() {
    if (this.stopped) return;
    if (this.running) void this.running.then(() => this.schedule(0));
    else this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    this.unwatch?.();
    clearTimeout(this.timer);
    await this.running;
  }
}
