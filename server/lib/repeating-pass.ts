// A pass run every `intervalMs` until stopped, started with the app (onReady) and stopped on close, the
// next pass scheduled only once the last one ended. For jobs whose state is in the rows (the help
// queue's escalation, the privacy job): a restart simply runs the next pass.
import type { FastifyBaseLogger } from 'fastify';

export class RepeatingPass {
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private running?: Promise<unknown>;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
    /** Logged with the error when a pass fails (the next one still runs). */
    private readonly failure: string,
    private readonly intervalMs: number,
  ) {}

  start() {
    this.stopped = false;
    this.schedule();
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((err: unknown) => this.log.warn({ err }, this.failure))
        .finally(() => this.schedule());
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
