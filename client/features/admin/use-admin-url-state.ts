// The admin tab and search live in the address with the edition (`/admin?tab=teams&q=ada&event=…`), so a
// reload keeps them, a link shares them, and Back / Forward step through the tabs. A tab change adds a
// history entry; the search replaces the current one (typing must not fill the history).
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/paths';

export const TAB_PARAM = 'tab';
export const SEARCH_PARAM = 'q';

export function useAdminUrlState<T extends string>(tabs: readonly T[], defaultTab: T) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const asked = params.get(TAB_PARAM) as T | null;
  const tab = asked && tabs.includes(asked) ? asked : defaultTab;
  const q = params.get(SEARCH_PARAM)?.trim() ?? '';

  // Read the address when called (not the render's copy): the edition may have changed meanwhile.
  const update = useCallback(
    (key: string, value: string | undefined, replace: boolean) => {
      const next = new URLSearchParams(window.location.search);
      if ((next.get(key) ?? undefined) === value) return;
      if (value) next.set(key, value);
      else next.delete(key);
      const query = next.toString();
      navigate(`${paths.admin}${query ? `?${query}` : ''}`, { replace });
    },
    [navigate],
  );
  const setTab = useCallback(
    (next: string) => update(TAB_PARAM, next === defaultTab ? undefined : next, false),
    [update, defaultTab],
  );
  const setQ = useCallback((next: string) => update(SEARCH_PARAM, next.trim() || undefined, true), [update]);
  return { tab, q, setTab, setQ };
}
