// The rules' shared pieces: the composition rule as the form and the server apply it, the sentence
// that says why registration is closed, dates in the edition's zone, the age rule and a team's
// description that never states a stale count.
import { describe, expect, it } from 'vitest';
import { ageRuleText, compositionShortfall, newcomerFits, type CompositionRule } from './composition';
import { registrationWindow } from './registration-window';
import { registrationFormSchema } from './schemas/registration';
import { describeTeam } from './team-description';
import { formatInZone } from './zoned-time';

const spec: CompositionRule = {
  min: 1,
  gender: 'female',
  scope: 'members',
  message: 'At least one female team member is required',
};
const leader = (gender: string) => ({ role: 'leader' as const, gender });
const member = (gender: string) => ({ role: 'member' as const, gender });

describe('composition rule', () => {
  it("the spec's rule counts the members list only", () => {
    expect(compositionShortfall(spec, [leader('female'), member('male')])).toBe(1);
    expect(compositionShortfall(spec, [leader('male'), member('female')])).toBe(0);
  });
  it('over the whole team the leader counts; N > 1; none', () => {
    const team = { ...spec, scope: 'team' as const };
    expect(compositionShortfall(team, [leader('female'), member('male')])).toBe(0);
    expect(compositionShortfall({ ...team, min: 2 }, [leader('female'), member('male')])).toBe(1);
    expect(compositionShortfall({ ...spec, min: 0 }, [leader('male'), member('male')])).toBe(0);
  });
  it('a newcomer must leave the places the rule still needs', () => {
    const two = { ...spec, min: 2 };
    const people = [leader('male'), member('female'), member('male')];
    expect(newcomerFits(two, people, member('male'), 4)).toBe(false);
    expect(newcomerFits(two, people, member('female'), 4)).toBe(true);
    expect(newcomerFits(two, people.slice(0, 2), member('male'), 4)).toBe(true);
  });
  it('the form refuses with the edition message, in either scope', () => {
    const form = (leaderGender: 'male' | 'female', memberGender: 'male' | 'female') => ({
      teamName: 'Team One',
      teamSize: '2',
      problem: '0',
      teamLeader: { name: 'Lea Der', email: 'lea@example.org', phone: '+1 555 010 2030', gender: leaderGender },
      teamMembers: [{ name: 'Mem Ber', email: 'mem@example.org', gender: memberGender }],
      agreeTerms: true,
    });
    const members = registrationFormSchema({ composition: spec, teamSizeMin: 2 }).safeParse(form('female', 'male'));
    expect(members.success).toBe(false);
    expect(members.error!.issues[0]).toMatchObject({ path: ['teamMembers'], message: spec.message });
    const team = registrationFormSchema({ composition: { ...spec, scope: 'team' }, teamSizeMin: 2 });
    expect(team.safeParse(form('female', 'male')).success).toBe(true);
    expect(
      registrationFormSchema({ composition: { ...spec, min: 0 }, teamSizeMin: 2 }).safeParse(form('male', 'male'))
        .success,
    ).toBe(true);
  });
});

describe('registration window', () => {
  const ev = {
    name: 'HackVerse',
    timeZone: 'Asia/Kolkata',
    registrationOpen: true,
    registrationOpensAt: '2026-05-01T04:30:00Z',
    registrationClosesAt: '2026-05-15T18:29:00Z',
  };
  it('names the phase and its date in the edition zone', () => {
    expect(registrationWindow(ev, new Date('2026-05-16T00:00:00Z'))).toEqual({
      status: 'closed',
      message: 'Registration for HackVerse closed on 15 May, 23:59 IST',
    });
    expect(registrationWindow(ev, new Date('2026-04-30T00:00:00Z'))).toEqual({
      status: 'not_yet_open',
      message: 'Registration for HackVerse opens on 1 May, 10:00 IST',
    });
    expect(registrationWindow(ev, new Date('2026-05-10T00:00:00Z'))).toEqual({ status: 'open', message: null });
    expect(registrationWindow({ ...ev, registrationOpen: false }, new Date('2026-05-10T00:00:00Z'))).toEqual({
      status: 'closed_by_organizers',
      message: 'Registration for HackVerse is closed: the organizers closed it before its date (15 May, 23:59 IST)',
    });
  });
  it('formats in any zone, with its abbreviation or offset', () => {
    expect(formatInZone('2026-01-15T12:00:00Z', 'Europe/Berlin')).toBe('15 Jan, 13:00 CET');
    expect(formatInZone('2026-01-15T12:00:00Z', 'UTC')).toBe('15 Jan, 12:00 UTC');
    expect(formatInZone('2026-01-15T12:00:00Z', 'Not/AZone')).toBe('15 Jan, 12:00 UTC');
  });
});

describe('age rule and team description', () => {
  it("says the minimum age and the guardian's consent", () => {
    expect(ageRuleText(13, 18)).toBe("You must be 13 or older; under 18 you need a parent's or guardian's consent.");
    expect(ageRuleText(18, 18)).toBe('You must be 18 or older.');
    expect(ageRuleText(0, 0)).toBe('');
  });
  it('replaces the generated count by the team as it is, invitees apart; keeps written text', () => {
    const members = [{ status: 'active' }, { status: 'active' }, { status: 'pending' }];
    expect(describeTeam('Byte Me is a team of 2 members.', 'Byte Me', members)).toBe(
      'Byte Me is a team of 2 people, with 1 more invited who has not joined yet.',
    );
    expect(describeTeam('Byte Me is a team of 3 members.', 'Byte Me', members.slice(0, 1))).toBe(
      'Byte Me is a team of 1 person.',
    );
    expect(describeTeam('We build robots.', 'Byte Me', members)).toBe('We build robots.');
  });
});
