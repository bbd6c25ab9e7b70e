// Walking the admin's submissions list page by page gives every submission once, in the list's order,
// with the same total on every page (server/test/admin-lists.ts), with a search too.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pagerApp } from '../../test/admin-lists';

let lists: Awaited<ReturnType<typeof pagerApp>>;
beforeAll(async () => {
  lists = await pagerApp();
}, 60_000);
afterAll(() => lists.t.close());

describe('the admin submissions list, page by page', () => {
  it('every page in order, with a search', async () => {
    await lists.expectPagesCoverTheList('submissions', 'x=1', 5);
    await lists.expectPagesCoverTheList('submissions', 'q=pager', 4);
  });
});
