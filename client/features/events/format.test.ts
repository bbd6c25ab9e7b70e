import { describe, expect, it } from 'vitest';
import { formatEditionDate, formatEditionDates, localInputToIso, timeZoneOptions } from './format';

describe('edition dates', () => {
  it('writes a date in the edition time zone, not the browser one', () => {
    // 20:00 UTC on 11 March is already 12 March in Kolkata (UTC+5:30) and still 11 March in New York.
    expect(formatEditionDate('2026-03-11T20:00:00.000Z', 'Asia/Kolkata')).toBe('Mar 12, 2026');
    expect(formatEditionDate('2026-03-11T20:00:00.000Z', 'America/New_York')).toBe('Mar 11, 2026');
  });

  it('writes a range, or one date when both fall on the same day', () => {
    expect(formatEditionDates('2026-03-12T04:00:00Z', '2026-03-14T10:00:00Z', 'UTC')).toBe(
      'Mar 12, 2026 – Mar 14, 2026',
    );
    expect(formatEditionDates('2026-03-12T04:00:00Z', '2026-03-12T10:00:00Z', 'UTC')).toBe('Mar 12, 2026');
  });
});

describe('localInputToIso', () => {
  it('turns a datetime-local value into an ISO instant', () => {
    const iso = localInputToIso('2027-03-12T09:00');
    expect(iso).toMatch(/^2027-03-1[12]T\d\d:\d\d:00\.000Z$/);
    expect(new Date(iso!).getTime()).toBe(new Date('2027-03-12T09:00').getTime());
  });

  it('answers undefined for an empty or broken value', () => {
    expect(localInputToIso('')).toBeUndefined();
    expect(localInputToIso('not a date')).toBeUndefined();
  });
});

describe('timeZoneOptions', () => {
  it('puts the browser zone first, once', () => {
    const options = timeZoneOptions('Asia/Kolkata');
    expect(options[0]).toBe('Asia/Kolkata');
    expect(options.filter((z) => z === 'Asia/Kolkata')).toHaveLength(1);
  });
});
