// Admin searches of teams of one or two characters (too short for a trigram index, so they take another
// query shape, server/lib/search.ts) follow the same matching rules as longer ones: a team by name or a
// member's name or email, not a member's username (data: server/test/short-search.ts).
import { sql } from 'drizzle-orm';
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

  it('follow a member who joins, is renamed, changes email or leaves, at once', async () => {
    // The search reads the members' names and emails kept on the team's row (migration 0033's triggers).
    const { get } = s;
    const db = s.t.app.db;
    const [person] = (
      await db.execute<{ id: number }>(
        sql`insert into users (name, email, username) values ('Ǳ Joiner', 'joiner@short.test', 'joiner.short') returning id`,
      )
    ).rows;
    expect((await get('/api/teams?q=ǳ')).total).toBe(0);
    await db.execute(sql`insert into team_members (team_id, event_id, user_id, role)
      select id, event_id, ${person!.id}, 'member' from teams where name = 'Plain Three'`);
    expect(names(await get('/api/teams?q=ǳ'))).toEqual(['Plain Three']);

    await db.execute(sql`update users set name = 'Ǆ Renamed' where id = ${person!.id}`);
    expect((await get('/api/teams?q=ǳ')).total).toBe(0);
    expect(names(await get('/api/teams?q=ǆ'))).toEqual(['Plain Three']);
    await db.execute(sql`update users set email = 'ǉ@short.test' where id = ${person!.id}`);
    expect(names(await get('/api/teams?q=ǉ'))).toEqual(['Plain Three']);

    // Moved to another team: found there, no longer here.
    await db.execute(sql`update team_members set team_id = (select id from teams where name = 'Plain Two')
      where user_id = ${person!.id}`);
    expect(names(await get('/api/teams?q=ǆ'))).toEqual(['Plain Two']);
    await db.execute(sql`delete from team_members where user_id = ${person!.id}`);
    expect((await get('/api/teams?q=ǆ')).total).toBe(0);
    // The team's other member is still found.
    expect(names(await get('/api/teams?q=ωm'))).toEqual(['Plain Two']);
  });
});
