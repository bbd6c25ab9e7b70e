import { describe, expect, it } from 'vitest';
import { dualTime, fromZonedInput, toZonedInput, zoneAbbreviation } from './zoned-time';

describe('dates on the edition’s clock', () => {
  it('reads and writes datetime-local values in the edition’s zone, whatever the browser’s', () => {
    expect(toZonedInput('2027-05-15T18:29:00.000Z', 'Asia/Kolkata')).toBe('2027-05-15T23:59');
    expect(fromZonedInput('2027-05-15T23:59', 'Asia/Kolkata')).toBe('2027-05-15T18:29:00.000Z');
    expect(fromZonedInput('2027-01-10T09:00', 'Europe/Berlin')).toBe('2027-01-10T08:00:00.000Z');
    expect(fromZonedInput('2027-07-10T09:00', 'Europe/Berlin')).toBe('2027-07-10T07:00:00.000Z');
    expect(fromZonedInput('nonsense', 'UTC')).toBeUndefined();
    expect(toZonedInput(null, 'UTC')).toBe('');
  });

  it('writes "15 May, 23:59 IST · 20:29 your time", and the event’s clock alone when both agree', () => {
    expect(zoneAbbreviation(new Date('2027-05-15T18:29:00Z'), 'Asia/Kolkata')).toBe('IST');
    expect(dualTime('2027-05-15T18:29:00Z', 'Asia/Kolkata', 'Europe/Berlin')).toBe(
      '15 May, 23:59 IST · 20:29 your time',
    );
    expect(dualTime('2027-05-15T18:29:00Z', 'Asia/Kolkata', 'America/New_York')).toBe(
      '15 May, 23:59 IST · 14:29 your time',
    );
    expect(dualTime('2027-05-15T20:30:00Z', 'Asia/Kolkata', 'Europe/London')).toBe(
      '16 May, 02:00 IST · 15 May, 21:30 your time',
    );
    expect(dualTime('2027-05-15T18:29:00Z', 'Asia/Kolkata', 'Asia/Calcutta')).toBe('15 May, 23:59 IST');
  });
});
