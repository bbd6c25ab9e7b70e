// The gallery's search, filters and page live in the address (`?q=&challenge=&prize=&tech=&page=`), so a
// reload keeps them and a link shares them. A filter or page change adds a history entry; typing in the
// search replaces the current one (it must not fill the history).
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { GalleryFilters } from './queries';

const KEYS = ['q', 'challenge', 'prize', 'tech'] as const;
export type FilterKey = (typeof KEYS)[number];

export function useGalleryUrl(basePath: string) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const filters: GalleryFilters = {};
  for (const k of KEYS) {
    const v = params.get(k)?.trim();
    if (v) filters[k] = v;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;

  const go = useCallback(
    (change: Partial<Record<FilterKey | 'page', string | undefined>>, replace: boolean) => {
      // Read the address when called, not the render's copy: a debounced search may land after a click.
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(change)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      // Any change of the search or a filter starts again from the first page.
      if (!('page' in change)) next.delete('page');
      const query = next.toString();
      navigate(`${basePath}${query ? `?${query}` : ''}`, { replace });
    },
    [navigate, basePath],
  );
  const setFilter = useCallback(
    (key: FilterKey, value: string) => go({ [key]: value || undefined }, key === 'q'),
    [go],
  );
  const setPage = useCallback((n: number) => go({ page: n > 1 ? String(n) : undefined }, false), [go]);
  const clear = useCallback(
    () => go({ q: undefined, challenge: undefined, prize: undefined, tech: undefined }, false),
    [go],
  );
  return { filters, setFilter, setPage, clear };
}
