// One page of a server-side list (the admin's tabs): search, filters and paging are all done in SQL
// (DESIGN §5). Each feature's key factory builds its list queries with listQuery under its own key.
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { getParsed, withParams } from '@/lib/api';
import { chosenEdition } from '@/lib/admin-edition';

export const PAGE_SIZE = 20;

export interface ListParams {
  page: number;
  q?: string;
  status?: string;
  pageSize?: number;
  kind?: string;
  handled?: string;
  /** Participants: 'team' leaves the organizers out. */
  role?: string;
}

function listParams(p: ListParams) {
  return {
    page: p.page,
    pageSize: p.pageSize ?? PAGE_SIZE,
    q: p.q || undefined,
    status: p.status || undefined,
    kind: p.kind || undefined,
    handled: p.handled || undefined,
    role: p.role || undefined,
    // The edition the admin works on (admin-edition.ts): in the key, so switching editions refetches.
    event: chosenEdition(),
  };
}

/** One page of a list; the previous page stays on screen while the next one loads. */
export function listQuery<S extends Parameters<typeof getParsed>[0]>(
  key: QueryKey,
  url: string,
  schema: S,
  p: ListParams,
) {
  const params = listParams(p);
  return queryOptions({
    queryKey: [...key, 'list', params],
    queryFn: getParsed(schema, withParams(url, params)),
    placeholderData: keepPreviousData,
  });
}
