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
      insert into teams (event_id, name, status, join_code)
      select (select id from events where state = 'current'), v.* from (values
        ('Team Жар', 'approved', 'SHORT00001'), ('Plain One', 'approved', 'SHORT00002'),
        ('Plain Two', 'pending', 'SHORT00003'), ('Plain Three', 'pending', 'SHORT00004')) v
      returning id, event_id, name
    ), us as (
      insert into users (name, email, username) values
        ('Ivan Petrov', 'ivan@short.test', 'ivan.short'),
        ('Ψ Person', 'psi@short.test', 'psi.short'),
        ('Omega Person', 'ωmega@short.test', 'omega.short'),
        ('Thorn Person', 'thorn@short.test', 'user.ŧ'),
        ('Ŋ Loner', 'loner@short.test', 'loner.short')
      returning id, name
    ), members as (
      insert into team_members (team_id, event_id, user_id, role)
      select tm.id, tm.event_id, us.id, 'leader' from tm join us on (tm.name, us.name) in
        (('Team Жар', 'Ivan Petrov'), ('Plain One', 'Ψ Person'), ('Plain Two', 'Omega Person'), ('Plain Three', 'Thorn Person'))
    )
    insert into submissions (team_id, event_id, github_url, description, status)
    select id, event_id, 'https://github.com/short/' || id, 'A short-search submission', 'submitted' from tm where name = 'Team Жар'`);
  // More people with one character than a short search counts (SHORT_SEARCH_COUNT_CAP, 1,000).
  await t.app.db.execute(sql`
    insert into users (name, email, username, created_at)
    select 'Ҩ Crowd ' || g, 'crowd' || g || '@short.test', 'crowd' || g, now() - g * interval '1 second'
    from generate_series(1, 1100) g`);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; totalCapped?: boolean; items: { name?: string; teamName?: string }[] };
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

  it('count every match below the cap exactly, and page them', async () => {
    // 'i' is in many seeded people (not in the crowd below): the total is every one of them, and the
    // pages split it without loss. A team name matches through the person's team of the current edition.
    const all = await get('/api/users?q=i&pageSize=100');
    const expected = await t.app.db.execute(sql`
      select count(*)::int as n from users u
      where lower(u.name) like '%i%' or lower(u.email) like '%i%' or lower(u.username) like '%i%'
        or u.id in (select m.user_id from team_members m join teams x on x.id = m.team_id
          where lower(x.name) like '%i%' and x.event_id = (select id from events where state = 'current'))`);
    expect(all.total).toBeGreaterThan(10);
    expect(all.total).toBe((expected as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const first = await get('/api/users?q=i&pageSize=5&page=1');
    const second = await get('/api/users?q=i&pageSize=5&page=2');
    expect([...names(first), ...names(second)]).toEqual(names(all).slice(0, 10));
  });

  it('stop counting at 1,000 matches and say so, and still page past it in order', async () => {
    // Ҩ Crowd 1 is the newest, Ҩ Crowd 1100 the oldest.
    const crowd = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Ҩ Crowd ${from + i}`);
    const first = await get('/api/users?q=ҩ&pageSize=20');
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(names(first)).toEqual(crowd(1, 20));
    expect(names(await get('/api/users?q=ҩ&pageSize=20&page=50'))).toEqual(crowd(981, 1000));
    // A page past the first 1,000 reads as far as it needs: here to the end, counted exactly.
    const beyond = await get('/api/users?q=ҩ&pageSize=20&page=51');
    expect(beyond.total).toBe(1020);
    expect(beyond.totalCapped).toBe(true);
    expect(names(beyond)).toEqual(crowd(1001, 1020));
    const last = await get('/api/users?q=ҩ&pageSize=100&page=11');
    expect(last).toMatchObject({ total: 1100 });
    expect(last.totalCapped).toBeUndefined();
    expect(names(last)).toEqual(crowd(1001, 1100));
    // A longer search has its index and counts every match.
    const long = await get('/api/users?q=crowd&pageSize=20');
    expect(long.total).toBe(1100);
    expect(long.totalCapped).toBeUndefined();
    // Teams: the crowd has no team, so a short search matching fewer than 1,000 teams is exact.
    expect((await get('/api/teams?q=ҩ')).total).toBe(0);
  });
});
