// The admin lists (teams, participants, submissions) walked page by page, for the paging tests of the
// teams, users and submissions features: pages in the back half are read from the other end of the
// index (server/lib/sql.ts pageIds), which must not show in the answers, partial last page and pages
// past the end included.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from './helpers';
import { insertManyTeams } from './query-counter';

export interface ListPage {
  items: { id: number }[];
  total: number;
}

/**
 * The demo data plus 37 teams of two (their people share one created_at: the id breaks those ties) and
 * a submission from every other one, and an admin signed in to read the lists.
 */
export async function pagerApp() {
  const t: TestApp = await createTestApp({ seedDemo: true });
  await insertManyTeams(t.app.db, 37, 'Pager');
  await t.app.db.execute(sql`
    insert into submissions (team_id, event_id, problem_id, github_url, description, status, submitted_at)
    select id, event_id, null, 'https://github.com/pager/' || id, 'Pager submission', 'submitted', now() - id * interval '13 second'
    from teams where name like 'Pager Team %' and id % 2 = 0`);
  const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');

  async function page(list: string, query: string, n: number, size: number): Promise<ListPage> {
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

  return { t, admin, page, expectPagesCoverTheList };
}
