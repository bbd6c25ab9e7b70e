// Walking the admin's teams list page by page gives every team once, in the list's order, with the same
// total on every page (server/test/admin-lists.ts); and a search of one or two characters (too short for
// the trigram indexes: the planner scans) finds a team by its name or a member's name or email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers';
import { pagerApp } from '../../test/admin-lists';

let lists: Awaited<ReturnType<typeof pagerApp>>;
beforeAll(async () => {
  lists = await pagerApp();
}, 60_000);
afterAll(() => lists.t.close());

describe('the admin teams list, page by page', () => {
  it('every page in order, front and back half, with a filter and a search', async () => {
    await lists.expectPagesCoverTheList('teams', 'x=1', 6);
    await lists.expectPagesCoverTheList('teams', 'x=1', 7);
    await lists.expectPagesCoverTheList('teams', 'status=approved', 4);
    await lists.expectPagesCoverTheList('teams', 'q=pager%20team%201', 3);
  });

  it('a search of one or two characters finds teams by name or a member name or email', async () => {
    const { t, admin, page } = lists;
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
