// Admin searches of one or two characters (too short for a trigram index, so they take another query
// shape, server/lib/search.ts) follow the same matching rules as longer ones: a person by name, email,
// username or team name; a team by name or a member's name or email (not a member's username); a
// submission by its team's name, challenge or repository. Each case uses a character no other row has.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  await t.app.db.execute(sql`
    with tm as (
      insert into teams (name, status, join_code) values
        ('Team Жар', 'approved', 'SHORT00001'), ('Plain One', 'approved', 'SHORT00002'),
        ('Plain Two', 'pending', 'SHORT00003'), ('Plain Three', 'pending', 'SHORT00004')
      returning id, name
    ), us as (
      insert into users (name, email, username) values
        ('Ivan Petrov', 'ivan@short.test', 'ivan.short'),
        ('Ψ Person', 'psi@short.test', 'psi.short'),
        ('Omega Person', 'ωmega@short.test', 'omega.short'),
        ('Thorn Person', 'thorn@short.test', 'user.ŧ'),
        ('Ŋ Loner', 'loner@short.test', 'loner.short')
      returning id, name
    ), members as (
      insert into team_members (team_id, user_id, role)
      select tm.id, us.id, 'leader' from tm join us on (tm.name, us.name) in
        (('Team Жар', 'Ivan Petrov'), ('Plain One', 'Ψ Person'), ('Plain Two', 'Omega Person'), ('Plain Three', 'Thorn Person'))
    )
    insert into submissions (team_id, github_url, description, status)
    select id, 'https://github.com/short/' || id, 'A short-search submission', 'submitted' from tm where name = 'Team Жар'`);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; items: { name?: string; teamName?: string }[] };
};
const names = (page: { items: { name?: string; teamName?: string }[] }) => page.items.map((x) => x.name ?? x.teamName);

describe('searches of one or two characters', () => {
  it('find people by name, email, username or team name, in any case', async () => {
    expect(names(await get('/api/users?q=ψ'))).toEqual(['Ψ Person']);
    expect(names(await get('/api/users?q=Ω'))).toEqual(['Omega Person']);
    expect(names(await get('/api/users?q=ŧ'))).toEqual(['Thorn Person']);
    expect(names(await get('/api/users?q=ŋ'))).toEqual(['Ŋ Loner']);
    // By the team's name (Жар): the leader of Team Жар, whose own fields have no Ж.
    expect(names(await get('/api/users?q=жа'))).toEqual(['Ivan Petrov']);
    expect(await get('/api/users?q=ʬ')).toMatchObject({ total: 0, items: [] });
  });

  it('find teams by name or a member name or email, not by a member username', async () => {
    expect(names(await get('/api/teams?q=Ж'))).toEqual(['Team Жар']);
    expect(names(await get('/api/teams?q=ψ'))).toEqual(['Plain One']);
    expect(names(await get('/api/teams?q=ωm'))).toEqual(['Plain Two']);
    expect(await get('/api/teams?q=ŧ')).toMatchObject({ total: 0, items: [] });
    // A person without a team finds no team; a status filter applies to a short search too.
    expect((await get('/api/teams?q=ŋ')).total).toBe(0);
    expect((await get('/api/teams?q=ω&status=approved')).total).toBe(0);
  });

  it('find submissions by their team name', async () => {
    expect(names(await get('/api/submissions?q=ж'))).toEqual(['Team Жар']);
    expect((await get('/api/submissions?q=ʬ')).total).toBe(0);
  });

  it('count and page every match, as a longer search does', async () => {
    // 'o' is in most seeded people: the total is every one of them, and the pages split it without loss.
    const all = await get('/api/users?q=o&pageSize=100');
    const expected = await t.app.db.execute(sql`
      select count(*)::int as n from users u
      where lower(u.name) like '%o%' or lower(u.email) like '%o%' or lower(u.username) like '%o%'
        or u.id in (select m.user_id from team_members m join teams x on x.id = m.team_id where lower(x.name) like '%o%')`);
    expect(all.total).toBe((expected as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const first = await get('/api/users?q=o&pageSize=5&page=1');
    const second = await get('/api/users?q=o&pageSize=5&page=2');
    expect([...names(first), ...names(second)]).toEqual(names(all).slice(0, 10));
  });
});
