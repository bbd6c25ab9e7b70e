// What the pager says and allows, from the page the server answered: kept apart from the markup so the
// rules (an empty list, one page, a count the server stopped at, decision 0006) are tested without a DOM.
import { formatCount } from '@/lib/format';

export interface PagerInput {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: at least that many match. */
  totalCapped?: boolean;
  /** What the list holds, e.g. 'Teams'. */
  label: string;
}

export interface PagerState {
  summary: string;
  /** 'Page 2 of 5', or null when there is one page only (no buttons that can never be pressed). */
  position: string | null;
  canGoBack: boolean;
  canGoOn: boolean;
}

export function pagerState({ page, pageSize, total, totalCapped = false, label }: PagerInput): PagerState {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const more = totalCapped ? '+' : '';
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return {
    summary:
      total === 0
        ? `No ${label.toLowerCase()}`
        : `Showing ${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}${more}`,
    position: pages > 1 || totalCapped ? `Page ${formatCount(page)} of ${formatCount(pages)}${more}` : null,
    canGoBack: page > 1,
    // Past a capped count there are more pages than the count says.
    canGoOn: page < pages || totalCapped,
  };
}
