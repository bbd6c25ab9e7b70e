// The admin lists count their rows once and keep the total while nothing they count changes
// (server/lib/list-totals.ts): a page read again, or the next page, asks no count of the database, and a
// change of what a total counts (a registration, a new account, a submission, a renamed team) is in the very next
// page's total, on both databases.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { DbHandle } from '../db/client';
import { bearer, loginAs } from '../test/helpers';
import { insertManyTeams, openCountingDb, type QueryCounter } from '../test/query-counter';

let app: FastifyInstance;
let handle: DbHandle;
let counter: QueryCounter;
let admin: string;

beforeAll(async () => {
  ({ handle, counter } = await openCountingDb(process.env.TEST_DATABASE_URL));
  app = await buildApp(testConfig({ seedDemo: true }), { dbHandle: handle });
  await app.ready();
  await insertManyTeams(app.db, 30, 'Kept');
  admin = await loginAs(app, 'admin@example.com', 'admin12345');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

/** The page's total and whether the statements it ran counted rows. */
async function read(url: string): Promise<{ total: number; ids: number[]; counted: boolean }> {
  let body: { total: number; items: { id: number }[] } | undefined;
  const statements = await counter.during(async () => {
    const res = await app.inject({ url, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });
  return {
    total: body!.total,
    ids: body!.items.map((i) => i.id),
    counted: statements.some((s) => /count\(\*\)::int as total/.test(s)),
  };
}

describe('admin list totals', () => {
  it('are counted once and kept while nothing changes, on every page and from both ends', async () => {
    for (const list of ['teams', 'users', 'submissions?q=e', 'teams?q=kept%20team', 'users?status=active']) {
      const join = list.includes('?') ? '&' : '?';
      const first = await read(`/api/${list}${join}page=1&pageSize=5`);
      expect(first.counted, list).toBe(true);
      const again = await read(`/api/${list}${join}page=1&pageSize=5`);
      expect(again, list).toEqual({ ...first, counted: false });
      const last = await read(`/api/${list}${join}page=${Math.ceil(first.total / 5)}&pageSize=5`);
      expect(last.counted, list).toBe(false);
      expect(last.ids.length, list).toBe(first.total - 5 * (Math.ceil(first.total / 5) - 1));
    }
  });

  it('a participants search that finds nobody is one query each time it is asked, and finds a newcomer', async () => {
    const url = '/api/users?q=nobody%20by%20this%20name&pageSize=5';
    for (let i = 0; i < 3; i++) {
      const statements = await counter.during(() => app.inject({ url, headers: bearer(admin) }));
      expect(
        statements.filter((s) => !/from "sessions"|sessions /.test(s)),
        `asked ${i + 1} times`,
      ).toHaveLength(1);
    }
    // A new account is not announced (list-totals.ts): the search still finds it at once.
    await app.db.execute(sql`
      insert into users (name, email, username, role, status)
      values ('Nobody By This Name', 'nobody@name.test', 'nobodybythisname', 'judge', 'active')`);
    expect((await read(url)).total).toBe(1);
  });

  it('follow every change of what they count into the next page', async () => {
    const teams = await read('/api/teams?pageSize=5');
    const users = await read('/api/users?pageSize=5');
    const found = await read('/api/users?q=renamed%20kept&pageSize=5');
    expect(found.total).toBe(0);

    await insertManyTeams(app.db, 1, 'Later');
    const teamsAfter = await read('/api/teams?pageSize=5');
    expect(teamsAfter).toMatchObject({ total: teams.total + 1, counted: true });
    expect((await read('/api/users?pageSize=5')).total).toBe(users.total + 2);

    // A new account alone (a judge, a GitHub sign-in) is not announced by the users trigger.
    await read('/api/users?page=3&pageSize=5');
    await app.db.execute(sql`
      insert into users (name, email, username, role, status) values ('Lone Judge', 'lone@judge.test', 'lonejudge', 'judge', 'active')`);
    expect((await read('/api/users?pageSize=5')).total).toBe(users.total + 3);
    expect((await read('/api/users?page=3&pageSize=5')).total).toBe(users.total + 3);

    // A person is found by their team's name: renaming the team changes a participants' search total.
    await app.db.execute(sql`update teams set name = 'Renamed Kept' where name = 'Kept Team 1'`);
    expect((await read('/api/users?q=renamed%20kept&pageSize=5')).total).toBe(2);

    const subs = await read('/api/submissions?pageSize=5');
    await app.db.execute(sql`
      insert into submissions (team_id, event_id, github_url, description)
      select id, event_id, 'https://github.com/kept/later', 'Later' from teams where name = 'Later Team 1'`);
    expect((await read('/api/submissions?pageSize=5')).total).toBe(subs.total + 1);
  });
});
