// The days-left rule: rounded down like the countdown's day box, 0 once past.
import { describe, expect, it } from 'vitest';
import { DAY_MS, daysLeft, wholeDaysIn } from './dates';

const HOUR = 3_600_000;
const now = Date.parse('2027-01-01T12:00:00Z');

describe('daysLeft', () => {
  it('counts whole days rounded down, the same as the countdown clock', () => {
    expect(daysLeft(now + 62 * DAY_MS + 5 * HOUR, now)).toBe(62);
    expect(daysLeft(now + DAY_MS, now)).toBe(1);
    expect(daysLeft(now + DAY_MS - 1, now)).toBe(0);
    expect(daysLeft(now + 3 * HOUR, now)).toBe(0);
  });

  it('is 0 at and after the deadline', () => {
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(now - DAY_MS, now)).toBe(0);
  });

  it('takes ISO strings, dates and epoch milliseconds', () => {
    expect(daysLeft(new Date(now + 2 * DAY_MS).toISOString(), new Date(now))).toBe(2);
    expect(daysLeft('not a date', now)).toBe(0);
  });

  it('wholeDaysIn rounds a span down and never goes negative', () => {
    expect(wholeDaysIn(2.9 * DAY_MS)).toBe(2);
    expect(wholeDaysIn(-DAY_MS)).toBe(0);
    expect(wholeDaysIn(Number.NaN)).toBe(0);
  });
});
