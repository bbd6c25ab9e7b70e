// The Participants tab's Role column says what each person is in the event.
import { describe, expect, it } from 'vitest';
import { participantRoleLabel } from './users';

describe('participantRoleLabel', () => {
  it('tells a team leader, a member, someone without a team and an organizer apart', () => {
    expect(participantRoleLabel({ role: 'team', teamRole: 'leader' })).toBe('Team Leader');
    expect(participantRoleLabel({ role: 'team', teamRole: 'member' })).toBe('Member');
    expect(participantRoleLabel({ role: 'team', teamRole: null })).toBe('Participant');
    expect(participantRoleLabel({ role: 'admin', teamRole: null })).toBe('Organizer');
  });
});
