// The dashboard's words for a team's size and its place on the waitlist.
import { describe, expect, it } from 'vitest';
import { memberCounts, waitlistedText } from './texts';

describe('memberCounts', () => {
  it('counts people who joined apart from people invited who have not', () => {
    expect(memberCounts([{ status: 'active' }, { status: 'pending' }, { status: 'active' }])).toEqual({
      joined: 2,
      invited: 1,
    });
    expect(memberCounts([])).toEqual({ joined: 0, invited: 0 });
  });
});

describe('waitlistedText', () => {
  it("names the team's number when known", () => {
    expect(waitlistedText(2)).toMatch(
      /^Your team is number 2 on the waitlist: the event has reached its cap on teams\./,
    );
    expect(waitlistedText(undefined)).toMatch(/^Your team is on the waitlist:/);
  });
});
