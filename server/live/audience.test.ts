// Private live notices (find-team requests, judging coverage) reach only their audience, never an
// anonymous console; everything else still goes to everyone.
import { describe, expect, it } from 'vitest';
import { audienceOf, type Connection } from './hub';

const conn = (userId: number | null, role: string | null, teamId: number | null = null, mentorOf: number[] = []) =>
  ({ userId, role, teamId, mentorOf }) as Connection;
const anonymous = conn(null, null);
const admin = conn(1, 'admin');
const leader = conn(7, 'team');
const judge = conn(9, 'judge');
const text = (m: object) => JSON.stringify({ timestamp: '2026-11-22T00:00:00Z', ...m });

describe('live audiences', () => {
  it('a message naming users reaches only those users', () => {
    const reaches = audienceOf(text({ type: 'find-team', users: [7, 9] }))!;
    expect([anonymous, admin, leader, judge].map(reaches)).toEqual([false, false, true, true]);
  });

  it("an 'admin' audience reaches only admins", () => {
    const reaches = audienceOf(text({ type: 'judging.coverage', audience: 'admin', reason: 'evaluation' }))!;
    expect([anonymous, admin, leader, judge].map(reaches)).toEqual([false, true, false, false]);
  });

  it('chat and announcements go to everyone, even when their text mentions "users"', () => {
    expect(audienceOf(text({ type: 'chat', message: 'hello "users" and "audience"', sender: 'A' }))).toBeNull();
    expect(audienceOf(text({ type: 'announcement', message: 'Doors open' }))).toBeNull();
  });

  it('a team audience reaches the team members only; a mentor audience the edition mentors and admins', () => {
    const teamA = conn(20, 'team', 5);
    const teamB = conn(21, 'team', 6);
    const mentorHere = conn(30, 'mentor', null, [1]);
    const mentorThere = conn(31, 'mentor', null, [2]);
    const judgeMentoring = conn(32, 'judge', null, [1]);
    const all = [anonymous, admin, leader, judge, teamA, teamB, mentorHere, mentorThere, judgeMentoring];
    const team = audienceOf(text({ type: 'help.claimed', audience: { team: 5 } }))!;
    expect(all.map(team)).toEqual([false, false, false, false, true, false, false, false, false]);
    const queue = audienceOf(text({ type: 'help.created', audience: { role: 'mentor', edition: 1 } }))!;
    expect(all.map(queue)).toEqual([false, true, false, false, false, false, true, false, true]);
    const line = audienceOf(text({ type: 'help.queue', audience: { teams: [6], users: [7] } }))!;
    expect(all.map(line)).toEqual([false, false, true, false, false, true, false, false, false]);
  });

  it('an audience object the hub does not understand reaches nobody', () => {
    for (const audience of [{}, { role: 'mentor' }, { teams: 'all' }, { team: 'x' }]) {
      const reaches = audienceOf(text({ type: 'help.created', audience }))!;
      expect([anonymous, admin, leader, judge].map(reaches), JSON.stringify(audience)).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it("an announcement's audience label is not a hub audience: it still goes to everyone", () => {
    expect(audienceOf(text({ type: 'announcement', audience: 'approved', message: 'News' }))).toBeNull();
  });
});
