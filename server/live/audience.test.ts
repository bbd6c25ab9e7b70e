// Private live notices (find-team requests, judging coverage) reach only their audience, never an
// anonymous console; everything else still goes to everyone.
import { describe, expect, it } from 'vitest';
import { audienceOf, type Connection } from './hub';

const conn = (userId: number | null, role: string | null) => ({ userId, role }) as Connection;
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
});
