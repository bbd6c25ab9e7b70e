// The next instant the date-driven phase may change: the page re-renders then, so a screen left open moves
// from registration to hacking (and on) without a reload.
import { describe, expect, it } from 'vitest';
import { nextPhaseChange } from './use-phase';

const ev = {
  state: 'current' as const,
  registrationOpensAt: '2027-01-01T00:00:00.000Z',
  startsAt: '2027-02-01T00:00:00.000Z',
  submissionDeadline: '2027-02-03T00:00:00.000Z',
  graceMinutes: 10,
};
const at = (iso: string) => Date.parse(iso);

describe('nextPhaseChange', () => {
  it('is the opening of registration, then the start, then the close of the window with its grace', () => {
    expect(nextPhaseChange(ev, at('2026-12-01T00:00:00Z'))).toBe(at(ev.registrationOpensAt));
    expect(nextPhaseChange(ev, at('2027-01-10T00:00:00Z'))).toBe(at(ev.startsAt));
    expect(nextPhaseChange(ev, at('2027-02-02T00:00:00Z'))).toBe(at('2027-02-03T00:10:00Z'));
  });

  it('is none once the window has closed (results come from the organizers, not the clock)', () => {
    expect(nextPhaseChange(ev, at('2027-02-04T00:00:00Z'))).toBeNull();
  });
});
