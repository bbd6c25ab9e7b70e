// The registration form as it respects people (issue 31): nobody's gender is chosen for them, an
// unanswered one is not sent, and a team of 1 is a team when the edition's minimum size is 1.
import { describe, expect, it } from 'vitest';
import {
  emptyMember,
  membersForSize,
  registrationFormSchema,
  registerTeamRequestSchema,
  toRegisterTeamRequest,
} from './registration';

const noRule = { min: 0, gender: 'female', scope: 'members' as const, message: '' };
const form = (members: object[], leaderGender = '') => ({
  teamName: 'Solo Climate',
  teamSize: String(members.length + 1),
  problem: '0',
  teamLeader: { name: 'Lea Der', email: 'lea@example.org', phone: '+49 30 1234567', gender: leaderGender },
  teamMembers: members,
  agreeTerms: true,
});

describe('the registration form', () => {
  it('chooses no gender for a new member, and sends none for an unanswered select', () => {
    expect(emptyMember().gender).toBe('');
    const parsed = registrationFormSchema({ composition: noRule, teamSizeMin: 2 }).parse(
      form([{ name: 'Mem Ber', email: 'mem@example.org', gender: '' }]),
    );
    const request = toRegisterTeamRequest(parsed);
    expect(request.leader).not.toHaveProperty('gender');
    expect(request.members[0]).not.toHaveProperty('gender');
    expect(registerTeamRequestSchema.safeParse(request).success).toBe(true);
  });

  it("offers 'Prefer not to say' as an answer, sent as it is", () => {
    const parsed = registrationFormSchema({ composition: noRule, teamSizeMin: 2 }).parse(
      form([{ name: 'Mem Ber', email: 'mem@example.org', gender: 'female' }], 'prefer_not_to_say'),
    );
    expect(toRegisterTeamRequest(parsed).leader.gender).toBe('prefer_not_to_say');
  });

  it('holds no member card for a team of 1, and accepts it when the minimum size is 1', () => {
    expect(membersForSize(1)).toBe(0);
    const solo = registrationFormSchema({ composition: noRule, teamSizeMin: 1 }).safeParse(form([]));
    expect(solo.success).toBe(true);
    expect(toRegisterTeamRequest(solo.data!).members).toEqual([]);
    expect(toRegisterTeamRequest(solo.data!).team.description).toBe('Solo Climate is a team of 1 member.');
    const refused = registrationFormSchema({ composition: noRule, teamSizeMin: 2 }).safeParse(form([]));
    expect(refused.error!.issues[0]!.message).toBe('You must add at least one team member');
  });
});
