// Admin searches of teams of one or two characters (too short for a trigram index, so they take another
// query shape, server/lib/search.ts) follow the same matching rules as longer ones: a team by name or a
// member's name or email, not a member's username (data: server/test/short-search.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { names, shortSearchApp } from '../../test/short-search';

let s: Awaited<ReturnType<typeof shortSearchApp>>;
beforeAll(async () => {
  s = await shortSearchApp();
});
afterAll(() => s.t.close());

describe('searches of teams of one or two characters', () => {
  it('find teams by name or a member name or email, not by a member username', async () => {
    const { get } = s;
    expect(names(await get('/api/teams?q=Ж'))).toEqual(['Team Жар']);
    expect(names(await get('/api/teams?q=ψ'))).toEqual(['Plain One']);
    expect(names(await get('/api/teams?q=ωm'))).toEqual(['Plain Two']);
    expect(await get('/api/teams?q=ŧ')).toMatchObject({ total: 0, items: [] });
    // A person without a team finds no team; a status filter applies to a short search too.
    expect((await get('/api/teams?q=ŋ')).total).toBe(0);
    expect((await get('/api/teams?q=ω&status=approved')).total).toBe(0);
  });

  it('count exactly when fewer than 1,000 teams match, however many people do', async () => {
    // The crowd of 1,100 people with Ҩ has no team.
    expect((await s.get('/api/teams?q=ҩ')).total).toBe(0);
  });
});
