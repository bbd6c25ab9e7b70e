// Usernames people are given at registration: their name's base, else the base with a suffix, never
// the same for two people of one team.
import { describe, expect, it } from 'vitest';
import { usernameBase, usernameCandidates } from './usernames';

describe('usernameCandidates', () => {
  it('offers the base first, then suffixed ones, then one with the time, all different', () => {
    const [list] = usernameCandidates(['Ada Lovelace']);
    expect(list![0]).toBe('ada.lovelace');
    expect(list).toHaveLength(9);
    expect(new Set(list).size).toBe(9);
    for (const c of list!.slice(1)) expect(c).toMatch(/^ada\.lovelace[0-9a-z]+$/);
  });

  it('takes one per name for a first attempt, and never offers one to two people of a team', () => {
    const lists = usernameCandidates(['Ada Lovelace', 'Ada Lovelace', 'Grace Hopper'], 1);
    expect(lists.map((l) => l.length)).toEqual([1, 1, 1]);
    expect(lists[0]![0]).toBe('ada.lovelace');
    expect(lists[1]![0]).toMatch(/^ada\.lovelace\d{4}$/);
    expect(lists[2]![0]).toBe('grace.hopper');
  });

  it('makes a base of at least 3 ASCII characters', () => {
    expect(usernameBase('Zoë Ng')).toBe('zoe.ng');
    expect(usernameBase('李')).toBe('user');
    expect(usernameBase('Al')).toBe('useral');
  });
});
