// Walking the admin lists page by page gives every row once, in the list's order, with the same total
// on every page: pages in the back half are read from the other end of the index (server/lib/sql.ts
// pageIds), which must not show in the answers, partial last page and pages past the end included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { insertManyTeams } from '../../test/query-counter';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  // 37 teams of two (their people share one created_at: the id breaks those ties) and a submission
  // from every other one.
  await insertManyTeams(t.app.db, 37, 'Pager');
  await t.app.db.execute(sql`
    insert into submissions (team_id, event_id, problem_id, github_url, description, status, submitted_at)
    select id, event_id, null, 'https://github.com/pager/' || id, 'Pager submission', 'submitted', now() - id * interval '13 second'
    from teams where name like 'Pager Team %' and id % 2 = 0`);
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
}, 60_000);
afterAll(() => t.close());

interface Page {
  items: { id: number }[];
  total: number;
}

async function page(list: string, query: string, n: number, size: number): Promise<Page> {
  const res = await t.app.inject({ url: `/api/${list}?${query}&page=${n}&pageSize=${size}`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of `size`, plus one past the end, against the whole list in one page. */
async function expectPagesCoverTheList(list: string, query: string, size: number) {
  const whole = await page(list, query, 1, 100);
  expect(whole.total).toBe(whole.items.length);
  const pages = Math.ceil(whole.total / size);
  const seen: number[] = [];
  for (let n = 1; n <= pages; n++) {
    const p = await page(list, query, n, size);
    expect(p.total, `${list} page ${n}`).toBe(whole.total);
    expect(p.items.length, `${list} page ${n}`).toBe(Math.min(size, whole.total - (n - 1) * size));
    seen.push(...p.items.map((i) => i.id));
  }
  expect(seen).toEqual(whole.items.map((i) => i.id));
  expect(await page(list, query, pages + 1, size)).toMatchObject({ items: [], total: whole.total });
  expect(await page(list, query, pages + 7, size)).toMatchObject({ items: [], total: whole.total });
}

describe('admin lists, page by page', () => {
  it('teams: every page in order, front and back half, with a filter and a search', async () => {
    await expectPagesCoverTheList('teams', 'x=1', 6);
    await expectPagesCoverTheList('teams', 'x=1', 7);
    await expectPagesCoverTheList('teams', 'status=approved', 4);
    await expectPagesCoverTheList('teams', 'q=pager%20team%201', 3);
  });

  it('participants: every page in order, ties of created_at included', async () => {
    await expectPagesCoverTheList('users', 'x=1', 9);
    await expectPagesCoverTheList('users', 'q=pager', 10);
    await expectPagesCoverTheList('users', 'role=team', 8);
  });

  it('submissions: every page in order, with a search', async () => {
    await expectPagesCoverTheList('submissions', 'x=1', 5);
    await expectPagesCoverTheList('submissions', 'q=pager', 4);
  });
});

describe('searches of one or two characters (too short for the trigram indexes: the planner scans)', () => {
  /** The whole list (≤ 100 rows here), filtered in JavaScript by the spec's rule. */
  async function expectSearchFinds(list: string, q: string, fields: string[]) {
    const all = (await page(list, 'x=1', 1, 100)).items as unknown as Record<string, unknown>[];
    const expected = all.filter((row) =>
      fields.some((f) =>
        String(row[f] ?? '')
          .toLowerCase()
          .includes(q),
      ),
    );
    const found = await page(list, `q=${encodeURIComponent(q)}`, 1, 100);
    expect(found.total, `${list} q=${q}`).toBe(expected.length);
    expect(found.items.map((i) => i.id)).toEqual(expected.map((i) => i.id));
    await expectPagesCoverTheList(list, `q=${encodeURIComponent(q)}`, 4);
  }

  it('participants by name, email, username or team name', async () => {
    await expectSearchFinds('users', 'r', ['name', 'email', 'username', 'teamName']);
    await expectSearchFinds('users', '7', ['name', 'email', 'username', 'teamName']);
    await expectSearchFinds('users', 'r3', ['name', 'email', 'username', 'teamName']);
  });

  it('teams by name or a member name or email', async () => {
    const members = new Map<number, string[]>();
    for (const team of (await page('teams', 'x=1', 1, 100)).items) {
      const res = await t.app.inject({ url: `/api/teams/${team.id}/members`, headers: bearer(admin) });
      members.set(
        team.id,
        (res.json() as { name: string; email: string }[]).flatMap((m) => [m.name, m.email]),
      );
    }
    for (const q of ['3', 'r1', '@']) {
      const all = (await page('teams', 'x=1', 1, 100)).items as unknown as { id: number; name: string }[];
      const expected = all.filter((team) =>
        [team.name, ...(members.get(team.id) ?? [])].some((s) => s.toLowerCase().includes(q)),
      );
      const found = await page('teams', `q=${encodeURIComponent(q)}`, 1, 100);
      expect(
        found.items.map((i) => i.id),
        `teams q=${q}`,
      ).toEqual(expected.map((i) => i.id));
      expect(found.total).toBe(expected.length);
    }
  });
});
