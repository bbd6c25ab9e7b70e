// The retry schedule of transient failures with the production settings: 30 s doubling to a 15-minute
// cap, kept up for at least 24 hours (before: five attempts, given up 7.5 minutes into an outage).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { retriedLongEnough, retryDelayMs } from './retry-policy';

const schedule = loadConfig({} as NodeJS.ProcessEnv).mail;

/** The attempt that gives up, and the scheduled time from the first attempt to it. */
function givingUp() {
  let scheduled = 0;
  for (let attempt = 1; ; attempt++) {
    if (retriedLongEnough(attempt, schedule)) return { attempt, scheduled };
    scheduled += retryDelayMs(attempt, schedule);
  }
}

describe('retry schedule', () => {
  it('doubles from 30 s to a 15-minute cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 100, 10_000].map((a) => retryDelayMs(a, schedule) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 900, 900, 900, 900]);
  });

  it('keeps retrying for at least 24 hours, and gives up soon after', () => {
    const { attempt, scheduled } = givingUp();
    expect(scheduled).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(scheduled).toBeLessThan(24 * 3600_000 + 15 * 60_000);
    expect(attempt).toBe(101);
  });
});
