// Admin searches of teams of one or two characters (too short for a trigram index, so they take another
// query shape, server/lib/search.ts) follow the same matching rules as longer ones: a team by name or a
// member's name or email, not a member's username (data: server/test/short-search.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { insertManyTeams } from '../../test/query-counter';
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

  it("are kept by a statement that adds many memberships, reading each team's members by their key", async () => {
    // The members' lookup (hackathon_member_search_text) is planned while the edition has a few dozen
    // people, and its plan is kept. 300 teams then get their 600 members in one statement (the admin-list
    // scale test writes 10,000 so). Before migration 0035 the kept plan read every person once per team:
    // 300 scans of users in this transaction, and 24 s for the scale test's 10,000 teams on PGlite.
    const scans = await s.t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select hackathon_member_search_text(id) from teams`);
      await insertManyTeams(tx as unknown as Db, 300, 'Bulk');
      const [row] = (
        await tx.execute<{ seq_scan: number }>(
          sql`select seq_scan from pg_stat_xact_user_tables where relname = 'users'`,
        )
      ).rows;
      return Number(row!.seq_scan);
    });
    expect(scans).toBeLessThan(10);
    expect(names(await s.get('/api/teams?q=bulk person 299'))).toEqual(['Bulk Team 150']);
  });
});
