// Queries of the problems feature. The home page's challenge tabs, the problems list and the submission
// form share one cached list; the registration and Edit Team dropdowns share the active options.
import { queryOptions } from '@tanstack/react-query';
import { TIMINGS } from '@shared/constants';
import { getChecked, isApiError } from '@/lib/api';
import { previewSlug } from '@/lib/preview';

export const problemQueries = {
  all: ['problems'] as const,
  /** Every public challenge card with its live team count (of the draft an organizer previews, lib/preview.ts). */
  list: (preview: string | undefined = previewSlug()) =>
    queryOptions({
      queryKey: [...problemQueries.all, 'list', ...(preview ? [preview] : [])],
      queryFn: getChecked('problemCards', preview ? `/api/events/${preview}/problems` : '/api/problems'),
      retry: 1,
    }),
  /**
   * Spec §7: GET /api/problems?active=true for the dropdowns, retried twice, cached 60 seconds (a failure
   * leaves the list empty; 'Other / Not decided yet' still lets people register).
   */
  options: () =>
    queryOptions({
      queryKey: [...problemQueries.all, 'options'],
      queryFn: getChecked('problemOptions', '/api/problems?active=true'),
      retry: 2,
      staleTime: TIMINGS.problemsCacheMs,
      gcTime: TIMINGS.problemsCacheMs,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...problemQueries.all, 'detail', slug],
      queryFn: getChecked('problemDetail', `/api/problems/${encodeURIComponent(slug)}`),
      // A 404 is an answer ('Problem not found'), not a failure worth retrying.
      retry: (count, err) => !(isApiError(err) && err.status === 404) && count < 1,
    }),
  /** The list page's ticker, the one live-ish element: refreshed every minute while the page is open. */
  news: () =>
    queryOptions({
      queryKey: [...problemQueries.all, 'news'],
      queryFn: getChecked('news', '/api/news'),
      staleTime: 60_000,
      refetchInterval: 60_000,
    }),
};
