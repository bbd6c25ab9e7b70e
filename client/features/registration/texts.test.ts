// What /register says about the cap on teams and a closed registration.
import { describe, expect, it } from 'vitest';
import { closedTitle, waitlistNotice } from './texts';

describe('waitlistNotice', () => {
  it('nothing without a cap or with places to spare', () => {
    expect(waitlistNotice({ teamCap: null, placesLeft: null, waitlisted: 0 })).toBeNull();
    expect(waitlistNotice({ teamCap: 100, placesLeft: 50, waitlisted: 0 })).toBeNull();
  });
  it('a full event: new teams join the waitlist, naming how many wait', () => {
    expect(waitlistNotice({ teamCap: 20, placesLeft: 0, waitlisted: 3 })).toEqual({
      title: 'The event is full: new teams join the waitlist',
      text: 'The event has reached its cap of 20 teams (pending and approved). 3 teams are waiting. You can still register: your team is told its number on the waitlist and emailed when a place frees.',
    });
  });
  it('few places left', () => {
    expect(waitlistNotice({ teamCap: 20, placesLeft: 1, waitlisted: 0 })?.title).toBe('One place left');
    expect(waitlistNotice({ teamCap: 20, placesLeft: 3, waitlisted: 0 })?.title).toBe('3 places left');
  });
});

describe('closedTitle', () => {
  it('names each state', () => {
    expect(closedTitle('not_yet_open')).toBe('Registration has not opened yet');
    expect(closedTitle('closed')).toBe('Registration has closed');
    expect(closedTitle('closed_by_organizers')).toBe('Registration is closed');
  });
});
