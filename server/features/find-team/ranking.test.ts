// The board's ranking: skills the team asked for weigh most, then a shared challenge, then shared waking
// hours; each signal that counts is said in words.
import { describe, expect, it } from 'vitest';
import { scoreMatch, sharedWakingHours } from './service/ranking';

const team = {
  skillsWanted: ['Backend'],
  teamSkills: ['Frontend'],
  problemId: 7,
  problemTitle: 'Urban Heat Mapper',
  utcOffsets: [60],
};

describe('ranking', () => {
  it('shares all 16 waking hours in one zone, 4 at 12 hours apart, and wraps around the date line', () => {
    expect(sharedWakingHours(60, 60)).toBe(16);
    expect(sharedWakingHours(0, 720)).toBe(4);
    expect(sharedWakingHours(-480, 480)).toBe(8); // 16 hours apart one way is 8 the other way
    expect(sharedWakingHours(720, -660)).toBe(15); // UTC+12 and UTC−11 are one hour apart
  });

  it('ranks the person who brings the wanted skill, the same challenge and a near zone first, and says why', () => {
    const fit = scoreMatch({ skills: ['Backend'], problemIds: [7], utcOffset: 120 }, team);
    const far = scoreMatch({ skills: ['Frontend'], problemIds: [], utcOffset: -600 }, team);
    expect(fit.score).toBeGreaterThan(far.score);
    expect(fit.reasons).toEqual([
      'Brings Backend, which the team is looking for',
      'Both want to work on Urban Heat Mapper',
      'Time zones close: about 15 waking hours in common',
    ]);
    expect(far.reasons).toEqual(['Only about 5 waking hours in common']);
  });

  it('counts a skill nobody in the team has yet, but less than a skill the team asked for', () => {
    const fresh = scoreMatch({ skills: ['Security'], problemIds: [], utcOffset: 60 }, team);
    const wanted = scoreMatch({ skills: ['Backend'], problemIds: [], utcOffset: 60 }, team);
    expect(fresh.reasons[0]).toBe('Adds Security, which nobody in the team has yet');
    expect(wanted.score).toBeGreaterThan(fresh.score);
  });
});
