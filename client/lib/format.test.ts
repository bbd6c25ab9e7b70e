import { describe, expect, it } from 'vitest';
import { daysLeft } from '@shared/dates';
import {
  DAY,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatTime,
  formatTimeLeft,
  hoursBetween,
  plural,
  setDisplayZone,
  timeLeft,
} from './format';

const HOUR = 3_600_000;

describe('dates and times', () => {
  it('writes dates in en-US and UTC, the same day for every visitor', () => {
    // 23:30 UTC is already the next day east of Greenwich: the page still says the 20th.
    expect(formatDate('2027-01-20T23:30:00Z')).toBe('Jan 20, 2027');
    expect(formatLongDate('2027-01-20T23:30:00Z')).toBe('Wednesday, January 20, 2027');
    expect(formatDay('2027-01-20')).toBe('Jan 20');
  });

  it('labels every time with its zone, on a 24-hour clock', () => {
    expect(formatDateTime('2027-01-20T15:00:00Z')).toBe('Jan 20, 2027, 15:00 UTC');
    expect(formatDateTime('2027-01-20T00:05:00Z')).toBe('Jan 20, 2027, 00:05 UTC');
    expect(formatTime('2027-01-20T09:03:07Z')).toBe('09:03 UTC');
    expect(formatTime('2027-01-20T09:03:07Z', { seconds: true })).toBe('09:03:07 UTC');
    expect(formatDateTime(Date.parse('2027-12-03T14:00:00Z'))).toBe('Dec 3, 2027, 14:00 UTC');
  });

  it('writes every date on the edition’s clock once the layout knows it: never UTC beside CET', () => {
    setDisplayZone('Europe/Berlin');
    try {
      expect(formatDateTime('2027-01-20T15:00:00Z')).toBe('Jan 20, 2027, 16:00 CET');
      expect(formatDateTime('2027-07-20T15:00:00Z')).toBe('Jul 20, 2027, 17:00 CEST');
      // 23:30 UTC is already the 21st in Berlin.
      expect(formatDate('2027-01-20T23:30:00Z')).toBe('Jan 21, 2027');
      expect(formatLongDate('2027-01-20T23:30:00Z')).toBe('Thursday, January 21, 2027');
      expect(formatTime('2027-01-20T09:03:07Z', { seconds: true })).toBe('10:03:07 CET');
    } finally {
      setDisplayZone(undefined);
    }
    expect(formatTime('2027-01-20T09:03:07Z')).toBe('09:03 UTC');
  });
});

describe('counts and plurals', () => {
  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('uses the singular for exactly one', () => {
    expect(plural(1, 'invitation')).toBe('1 invitation');
    expect(plural(2, 'invitation')).toBe('2 invitations');
    expect(plural(0, 'invitation')).toBe('0 invitations');
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(1200, 'person', 'people')).toBe('1,200 people');
  });
});

describe('days left', () => {
  const now = Date.parse('2027-01-01T12:00:00Z');

  it('counts whole days rounded down, so the dashboard, the admin card and the countdown agree', () => {
    const deadline = now + 62 * DAY + 5 * HOUR; // 62.2 days
    expect(daysLeft(deadline, now)).toBe(62);
    expect(formatTimeLeft(deadline - now)).toBe('62 Days');
    expect(timeLeft(deadline, now).days).toBe(62);
    expect(formatTimeLeft(DAY + HOUR)).toBe('1 Day');
  });

  it('shows hours and minutes in the last day, then Closed', () => {
    expect(formatTimeLeft(DAY)).toBe('24h 0m');
    expect(formatTimeLeft(5 * HOUR + 20 * 60_000)).toBe('5h 20m');
    expect(formatTimeLeft(14 * 60_000 + 30_000)).toBe('14m');
    expect(formatTimeLeft(10_000)).toBe('1m');
    expect(formatTimeLeft(0)).toBe('Closed');
    expect(formatTimeLeft(-5)).toBe('Closed');
  });
});

describe('durations', () => {
  it('measures the hack in whole hours', () => {
    expect(hoursBetween('2027-01-20T09:00:00Z', '2027-01-22T09:00:00Z')).toBe(48);
  });

  it('splits a countdown into days, hours, minutes and seconds, never negative', () => {
    const t0 = Date.parse('2027-01-01T00:00:00Z');
    expect(timeLeft(t0 + 2 * DAY + 3 * HOUR + 4 * 60_000 + 5_500, t0)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      expired: false,
    });
    expect(timeLeft(t0, t0 + DAY)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
  });
});
