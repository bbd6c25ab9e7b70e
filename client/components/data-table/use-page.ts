// The page of a paginated list, kept beside the DataTable that shows it.
import { useCallback, useState } from 'react';

/** The current page of a list; back to page 1 whenever `resetKey` (search, filters) changes. */
export function usePage(resetKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ page: 1, key: resetKey });
  const setPage = useCallback((page: number) => setState({ page, key: resetKey }), [resetKey]);
  return [state.key === resetKey ? state.page : 1, setPage];
}
