// The one time formatter (issue 31, "Times: one rule"): every time in the edition's zone with its
// abbreviation, the reader's own beside it where their clock differs, and the note above a calendar
// derived from the zone (never "All times are in UTC" above CET dates).
import { describe, expect, it } from 'vitest';
import {
  formatClockInZone,
  formatDayInZone,
  formatDayTimeInZone,
  formatForReader,
  formatInZone,
  timesNote,
  timeZoneNames,
  zoneAbbreviation,
  zoneLabel,
  zoneOrUtc,
} from './zoned-time';
import { formatEditionInstant } from './submission-window';
import { formatZoned } from './judging-window';

const WINTER = '2027-01-15T09:30:00Z';
const SUMMER = '2027-07-15T09:30:00Z';

describe('formatInZone', () => {
  it('writes the edition’s clock with the zone’s own abbreviation, summer time included', () => {
    expect(formatInZone(WINTER, 'Europe/Berlin')).toBe('15 Jan, 10:30 CET');
    expect(formatInZone(SUMMER, 'Europe/Berlin')).toBe('15 Jul, 11:30 CEST');
    expect(formatInZone('2027-05-17T18:29:00Z', 'Asia/Kolkata')).toBe('17 May, 23:59 IST');
    expect(formatInZone(WINTER, 'America/New_York')).toBe('15 Jan, 04:30 EST');
    expect(formatInZone(SUMMER, 'Europe/London')).toBe('15 Jul, 10:30 BST');
    expect(formatInZone(WINTER, 'UTC')).toBe('15 Jan, 09:30 UTC');
  });

  it('changes the abbreviation at the very minute summer time starts and ends (answers are kept per quarter hour)', () => {
    // Europe/Berlin: CET → CEST at 01:00 UTC on 28 March 2027, back at 01:00 UTC on 31 October 2027.
    expect(formatInZone('2027-03-28T00:59:00Z', 'Europe/Berlin')).toBe('28 Mar, 01:59 CET');
    expect(formatInZone('2027-03-28T01:00:00Z', 'Europe/Berlin')).toBe('28 Mar, 03:00 CEST');
    expect(formatInZone('2027-10-31T00:59:00Z', 'Europe/Berlin')).toBe('31 Oct, 02:59 CEST');
    expect(formatInZone('2027-10-31T01:00:00Z', 'Europe/Berlin')).toBe('31 Oct, 02:00 CET');
    // Asked again, the same answers (now from what was kept).
    expect(formatInZone('2027-03-28T00:59:00Z', 'Europe/Berlin')).toBe('28 Mar, 01:59 CET');
    expect(formatInZone('2027-10-31T01:00:00Z', 'Europe/Berlin')).toBe('31 Oct, 02:00 CET');
  });

  it('writes the offset for a zone without a common name, and UTC for a zone the runtime does not know', () => {
    expect(formatInZone(WINTER, 'Asia/Singapore')).toBe('15 Jan, 17:30 GMT+8');
    expect(zoneOrUtc('Mars/Olympus')).toBe('UTC');
    expect(formatInZone(WINTER, 'Mars/Olympus')).toBe('15 Jan, 09:30 UTC');
  });

  it('is the formatter the submission and judging windows write with (one rule, not three)', () => {
    for (const zone of ['Europe/Berlin', 'Asia/Kolkata', 'America/Los_Angeles', 'UTC']) {
      expect(formatEditionInstant(SUMMER, zone)).toBe(formatInZone(SUMMER, zone));
      expect(formatZoned(SUMMER, zone)).toBe(formatInZone(SUMMER, zone));
    }
  });
});

describe('days and clocks', () => {
  it('names the day as the edition’s people read it, not UTC’s', () => {
    // 23:30 UTC is already the next day in Berlin.
    expect(formatDayInZone('2027-03-01T23:30:00Z', 'Europe/Berlin')).toBe('Mar 2, 2027');
    expect(formatDayInZone('2027-03-01T23:30:00Z', 'UTC')).toBe('Mar 1, 2027');
    expect(formatClockInZone('2027-03-01T23:30:00Z', 'Europe/Berlin')).toBe('00:30 CET');
    expect(formatDayTimeInZone('2027-03-01T23:30:00Z', 'Europe/Berlin')).toBe('Mar 2, 2027, 00:30 CET');
  });
});

describe('formatForReader', () => {
  it('adds the reader’s own time where their clock differs, with the day when that differs too', () => {
    expect(formatForReader(WINTER, 'Europe/Berlin', 'Asia/Kolkata')).toBe('15 Jan, 10:30 CET · 15:00 your time');
    expect(formatForReader('2027-01-15T22:30:00Z', 'Europe/Berlin', 'America/New_York')).toBe(
      '15 Jan, 23:30 CET · 17:30 your time',
    );
    expect(formatForReader('2027-01-15T23:30:00Z', 'Europe/Berlin', 'UTC')).toBe(
      '16 Jan, 00:30 CET · 15 Jan, 23:30 your time',
    );
  });

  it('writes the edition’s time alone when the clocks agree or the reader’s zone is unknown', () => {
    expect(formatForReader(WINTER, 'Europe/Berlin', 'Europe/Paris')).toBe('15 Jan, 10:30 CET');
    expect(formatForReader(WINTER, 'Europe/Berlin', undefined)).toBe('15 Jan, 10:30 CET');
  });
});

describe('the note above a calendar', () => {
  it('names the edition’s zone, never UTC above CET dates', () => {
    expect(zoneLabel(WINTER, 'Europe/Berlin')).toBe('Berlin time (CET)');
    expect(zoneLabel(WINTER, 'America/New_York')).toBe('New York time (EST)');
    expect(timesNote(WINTER, 'Europe/Berlin', 'Europe/Berlin')).toBe('All times are in Berlin time (CET).');
    expect(timesNote(WINTER, 'Europe/Berlin', 'Asia/Kolkata')).toBe(
      'All times are in Berlin time (CET); your own time is shown beside them.',
    );
    expect(timesNote(WINTER, 'UTC', 'UTC')).toBe('All times are in UTC.');
    expect(timesNote(WINTER, 'Europe/Berlin', 'UTC')).not.toContain('UTC');
  });
});

describe('the zones an organizer picks from', () => {
  it('lists every zone the runtime knows, UTC first, each one the formatter accepts', () => {
    const names = timeZoneNames('Asia/Kolkata');
    expect(names[0]).toBe('UTC');
    expect(names).toContain('Europe/Berlin');
    // An alias the edition holds is offered even where the runtime lists only the canonical name.
    expect(names).toContain('Asia/Kolkata');
    expect(timeZoneNames('Mars/Olympus')).not.toContain('Mars/Olympus');
    expect(names.length).toBeGreaterThan(300);
    expect(new Set(names).size).toBe(names.length);
    expect(zoneAbbreviation(WINTER, 'Europe/Berlin')).toBe('CET');
  });
});
