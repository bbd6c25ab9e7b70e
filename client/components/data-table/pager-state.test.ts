import { describe, expect, it } from 'vitest';
import { pagerState } from './pager-state';

describe('pager', () => {
  it('an exact count: the range, the page of pages, and no Next on the last page', () => {
    expect(pagerState({ page: 2, pageSize: 20, total: 95, label: 'Teams' })).toEqual({
      summary: 'Showing 21–40 of 95',
      position: 'Page 2 of 5',
      canGoBack: true,
      canGoOn: true,
    });
    expect(pagerState({ page: 5, pageSize: 20, total: 95, label: 'Teams' })).toMatchObject({
      summary: 'Showing 81–95 of 95',
      canGoOn: false,
    });
  });

  it('one page or none: the count alone, with no buttons', () => {
    expect(pagerState({ page: 1, pageSize: 20, total: 7, label: 'Teams' })).toMatchObject({
      summary: 'Showing 1–7 of 7',
      position: null,
    });
    expect(pagerState({ page: 1, pageSize: 20, total: 0, label: 'Participants' })).toMatchObject({
      summary: 'No participants',
      position: null,
    });
  });

  it('a count the server stopped at says so, and Next stays open past it', () => {
    expect(pagerState({ page: 1, pageSize: 20, total: 1000, totalCapped: true, label: 'Participants' })).toEqual({
      summary: 'Showing 1–20 of 1,000+',
      position: 'Page 1 of 50+',
      canGoBack: false,
      canGoOn: true,
    });
    // The last page the count knows of, and a page past it (the server read as far as that page).
    expect(pagerState({ page: 50, pageSize: 20, total: 1000, totalCapped: true, label: 'Teams' }).canGoOn).toBe(true);
    expect(pagerState({ page: 51, pageSize: 20, total: 1020, totalCapped: true, label: 'Teams' })).toMatchObject({
      summary: 'Showing 1,001–1,020 of 1,020+',
      position: 'Page 51 of 51+',
    });
  });
});
