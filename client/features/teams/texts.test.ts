// The dashboard's words for a team's size and its place on the waitlist.
import { describe, expect, it } from 'vitest';
import { invitationToast, memberCounts, waitlistedText } from './texts';

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

describe('invitationToast', () => {
  it('says Invitation Sent and that the link is being emailed only while mail goes out', () => {
    expect(invitationToast('sending', 'ada@example.org', 'an invitation')).toEqual({
      title: 'Invitation Sent',
      description: 'We are emailing an invitation to ada@example.org. The link is valid for 7 days.',
    });
  });

  it('says Invitation Queued, where it waits and why, without SMTP or while delivery fails', () => {
    const queued = invitationToast('queued', 'ada@example.org', 'an invitation');
    expect(queued.title).toBe('Invitation Queued');
    expect(queued.description).toBe(
      'The invitation to ada@example.org is queued in the Outbox and will not be delivered: SMTP is not configured. The organizers can read its link in their Outbox; it is valid for 7 days.',
    );
    const delayed = invitationToast('delayed', 'ada@example.org', 'a new invitation link');
    expect(delayed.title).toBe('Invitation Queued');
    expect(delayed.description).toMatch(
      /^The invitation to ada@example.org is queued in the Outbox: delivery is failing/,
    );
    expect(delayed.description).not.toMatch(/We are emailing/);
  });
});
