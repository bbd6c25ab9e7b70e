import { describe, expect, it } from 'vitest';
import { clockKey } from './clock-key';

const DAY = 86_400_000;
const T0 = Date.parse('2027-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const event = {
  state: 'current',
  name: 'Not a date: 2027',
  registrationOpensAt: iso(T0),
  startsAt: iso(T0 + 120 * DAY),
  submissionDeadline: iso(T0 + 122 * DAY),
  winnersPublishedAt: null,
  phaseOverride: null,
};

describe('clockKey', () => {
  it('is the same while no date passes and no days-to-go count gains or loses a digit', () => {
    expect(clockKey(event, T0 + 1000)).toBe(clockKey(event, T0 + 2 * DAY));
    expect(clockKey(event, T0 + 3 * DAY)).toBe(clockKey(event, T0 + 3 * DAY + 59_000));
  });

  it('changes when a date passes (a phase boundary among them)', () => {
    expect(clockKey(event, T0 - 1)).not.toBe(clockKey(event, T0));
    expect(clockKey(event, T0 - 1)).toMatch(/^before_registration /);
    expect(clockKey(event, T0)).toMatch(/^registration /);
    expect(clockKey(event, T0 + 120 * DAY)).toMatch(/^hacking /);
  });

  it('changes when a countdown goes from three digits of days to two', () => {
    // startsAt is 120 days after T0: 100 days to go until 20 days after it, 99 from then.
    expect(clockKey(event, T0 + 20 * DAY - 1)).not.toBe(clockKey(event, T0 + 20 * DAY + 1));
  });

  it('reads no phase from an answer that is not an edition', () => {
    expect(clockKey(null, T0)).toBe('');
    expect(clockKey({ startsAt: iso(T0) }, T0)).toMatch(/^ startsAt:passed /);
  });
});
