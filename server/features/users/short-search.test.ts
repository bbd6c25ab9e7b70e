// Admin searches of participants of one or two characters (too short for a trigram index, so they take
// another query shape, server/lib/search.ts) follow the same matching rules as longer ones: a person by
// name, email, username or team name (data: server/test/short-search.ts); they count up to a cap.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { names, shortSearchApp } from '../../test/short-search';

let s: Awaited<ReturnType<typeof shortSearchApp>>;
beforeAll(async () => {
  s = await shortSearchApp();
});
afterAll(() => s.t.close());

/**
 * The people a search of `q` (plain letters) should find, newest first, read without the service's query:
 * by name, email or username, or by their team of the current edition.
 */
async function matchingNames(q: string): Promise<string[]> {
  const pattern = `%${q}%`;
  const found = (await s.t.app.db.execute(sql`
    select u.name from users u
    where lower(u.name) like ${pattern} or lower(u.email) like ${pattern} or lower(u.username) like ${pattern}
      or u.id in (select m.user_id from team_members m join teams x on x.id = m.team_id
        where lower(x.name) like ${pattern} and x.event_id = (select id from events where state = 'current'))
    order by u.created_at desc, u.id desc`)) as unknown as { rows: { name: string }[] };
  return found.rows.map((r) => r.name);
}

describe('searches of participants of one or two characters', () => {
  it('find people by name, email, username or team name, in any case', async () => {
    const { get } = s;
    expect(names(await get('/api/users?q=ψ'))).toEqual(['Ψ Person']);
    expect(names(await get('/api/users?q=Ω'))).toEqual(['Omega Person']);
    expect(names(await get('/api/users?q=ŧ'))).toEqual(['Thorn Person']);
    expect(names(await get('/api/users?q=ŋ'))).toEqual(['Ŋ Loner']);
    // By the team's name (Жар): the leader of Team Жар, whose own fields have no Ж.
    expect(names(await get('/api/users?q=жа'))).toEqual(['Ivan Petrov']);
    expect(await get('/api/users?q=ʬ')).toMatchObject({ total: 0, items: [] });
  });

  it('find people by a team name that few teams hold, and by one that most teams hold', async () => {
    const { t, get } = s;
    // 'ai' is in Plain One, Two and Three, whose people have no 'ai' of their own. A search that names
    // few of the edition's teams matches their members as one set; one that names a quarter or more
    // looks up each person's team (server/features/users/service.ts): the same people either way.
    const teams = async () =>
      (
        (await t.app.db.execute(sql`
          select count(*)::int as n, (count(*) filter (where lower(name) like '%ai%'))::int as ai
          from teams where event_id = (select id from events where state = 'current')`)) as unknown as {
          rows: { n: number; ai: number }[];
        }
      ).rows[0]!;
    // Teams with no one in them and no 'ai' in their names, so that few of the edition's teams hold it.
    await t.app.db.execute(sql`
      insert into teams (event_id, name, status, join_code)
      select (select id from events where state = 'current'), 'Filler ' || g, 'pending', 'SHORTF' || lpad(g::text, 4, '0')
      from generate_series(1, 30) g`);
    const few = await teams();
    expect(few.ai * 4).toBeLessThan(few.n);
    const found = names(await get('/api/users?q=ai&pageSize=100'));
    expect(found).toEqual(expect.arrayContaining(['Ψ Person', 'Omega Person', 'Thorn Person']));
    expect(found).toEqual(await matchingNames('ai'));

    // More such teams, whose names hold 'ai': now most of the edition's teams do.
    await t.app.db.execute(sql`
      insert into teams (event_id, name, status, join_code)
      select (select id from events where state = 'current'), 'Plain Extra ' || g, 'pending', 'SHORTX' || lpad(g::text, 4, '0')
      from generate_series(1, ${few.n}) g`);
    const many = await teams();
    expect(many.ai * 4).toBeGreaterThanOrEqual(many.n);
    expect(names(await get('/api/users?q=ai&pageSize=100'))).toEqual(found);
  });

  it('count every match below the cap exactly, and page them', async () => {
    const { get } = s;
    // 'i' is in many seeded people (not in the crowd below): the total is every one of them, and the
    // pages split it without loss. A team name matches through the person's team of the current edition.
    const all = await get('/api/users?q=i&pageSize=100');
    expect(all.total).toBeGreaterThan(10);
    expect(all.total).toBe((await matchingNames('i')).length);
    const first = await get('/api/users?q=i&pageSize=5&page=1');
    const second = await get('/api/users?q=i&pageSize=5&page=2');
    expect([...names(first), ...names(second)]).toEqual(names(all).slice(0, 10));
  });

  it('stop counting at 1,000 matches and say so, and still page past it in order', async () => {
    const { get } = s;
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
  });
});
