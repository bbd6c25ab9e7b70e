// The jobs that erase accounts and escalate help requests run a pass as soon as a test server's clock is
// moved, not at their next minute; never two passes at once; none after they stopped.
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { announceClockMove } from './clock';
import { RepeatingPass } from './repeating-pass';

const log = pino({ level: 'silent' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a repeating pass', () => {
  it('runs at once when the clock is moved, and not again until its interval', async () => {
    let passes = 0;
    const job = new RepeatingPass(async () => void passes++, log, 'failed', 3_600_000);
    job.start();
    await tick();
    expect(passes).toBe(0);
    announceClockMove();
    await tick();
    expect(passes).toBe(1);
    await tick();
    expect(passes).toBe(1);
    await job.stop();
    announceClockMove();
    await tick();
    expect(passes).toBe(1);
  });

  it('moved while a pass runs: the next pass follows that one, never beside it', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = new RepeatingPass(
      async () => {
        running++;
        most = Math.max(most, running);
        passes++;
        if (passes === 1) await gate;
        running--;
      },
      log,
      'failed',
      3_600_000,
    );
    job.start();
    announceClockMove();
    await tick();
    expect(passes).toBe(1);
    announceClockMove();
    await tick();
    expect(passes).toBe(1);
    release();
    await tick();
    expect(passes).toBe(2);
    expect(most).toBe(1);
    await job.stop();
  });
});
