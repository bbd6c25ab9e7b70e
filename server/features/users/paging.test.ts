// Walking the admin's participants list page by page gives every person once, in the list's order, with
// the same total on every page (server/test/admin-lists.ts), ties of created_at included; and a search of
// one or two characters (too short for the trigram indexes: the planner scans) finds what the spec's
// rule finds, page by page too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagerApp } from '../../test/admin-lists';

let lists: Awaited<ReturnType<typeof pagerApp>>;
beforeAll(async () => {
  lists = await pagerApp();
}, 60_000);
afterAll(() => lists.t.close());

describe('the admin participants list, page by page', () => {
  it('every page in order, ties of created_at included', async () => {
    await lists.expectPagesCoverTheList('users', 'x=1', 9);
    await lists.expectPagesCoverTheList('users', 'q=pager', 10);
    await lists.expectPagesCoverTheList('users', 'role=team', 8);
  });

  it('a search of one or two characters finds people by name, email, username or team name', async () => {
    const { page, expectPagesCoverTheList } = lists;
    const fields = ['name', 'email', 'username', 'teamName'];
    for (const q of ['r', '7', 'r3']) {
      // The whole list (≤ 100 rows here), filtered in JavaScript by the spec's rule.
      const all = (await page('users', 'x=1', 1, 100)).items as unknown as Record<string, unknown>[];
      const expected = all.filter((row) =>
        fields.some((f) =>
          String(row[f] ?? '')
            .toLowerCase()
            .includes(q),
        ),
      );
      const found = await page('users', `q=${encodeURIComponent(q)}`, 1, 100);
      expect(found.total, `users q=${q}`).toBe(expected.length);
      expect(found.items.map((i) => i.id)).toEqual(expected.map((i) => i.id));
      await expectPagesCoverTheList('users', `q=${encodeURIComponent(q)}`, 4);
    }
  });
});
