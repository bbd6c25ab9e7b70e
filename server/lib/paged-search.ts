// One page of an admin listing (participants, teams) in ONE query: the total counted in SQL, the page's
// rows, and a search matched once. Both listings are shaped alike (decision 0006, SHORT_SEARCH_COUNT_CAP):
// - the page's ids are chosen from the listed table alone, in the order of its (created_at, id) index
//   (pageIds), and only those rows are joined: the rows an OFFSET skips never pay for the joins;
// - a search is matched once (a materialized CTE), then both counted and paged; without one, counting
//   and paging read the indexes directly;
// - a short search (fewer than three characters) reads, and counts, no further than its bound;
// - the outer one-row `c` keeps the total even when the page is past the end;
// - a total counted before and still true (list-totals.ts: nothing it counts changed since) is not
//   counted again: the page is read from the nearer end alone (knownPageIds). Not for a short search,
//   whose count depends on how far the page reads.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { TotalsOf } from './list-totals';
import { isShortSearch, pageTotal, shortSearchBound } from './search';
import { knownPageIds, pageIds, pageWindow, rows, whereAll } from './sql';

export interface PagedSearch<Row, Item> {
  /** The listed table and its alias in every fragment below. */
  table: { name: 'users'; alias: 'u' } | { name: 'teams'; alias: 't' };
  page: number;
  pageSize: number;
  q?: string;
  /** Filters on the listed table alone (role, status), applied with or without a search. */
  conditions: SQL[];
  /**
   * `select <alias>.id, <alias>.created_at ...` of the rows the search matches, the filters included;
   * `bound` is set for a short search (read no further than it: firstMatches).
   */
  matching: (q: string, bound: number | null) => SQL;
  /** The columns of one listed row, and the joins they need, over the listed table under its alias. */
  columns: SQL;
  joins: SQL;
  toItem: (row: Row) => Item;
  /** Where the listing's totals are kept, and this listing's key there (its edition, filters and search). */
  totals?: TotalsOf;
}

export interface Page<Item> {
  items: Item[];
  total: number;
  totalCapped?: true;
  page: number;
  pageSize: number;
}

export async function pagedSearch<Row extends { id: number | null }, Item>(
  tx: Tx,
  s: PagedSearch<Row, Item>,
): Promise<Page<Item>> {
  const table = sql.raw(s.table.name);
  const alias = sql.raw(s.table.alias);
  const { limit, offset } = pageWindow(s.page, s.pageSize);
  const bound = s.q && isShortSearch(s.q) ? shortSearchBound(offset, limit) : null;
  const prefix = s.q ? sql`with matched as materialized (${s.matching(s.q, bound)})` : sql``;
  const source = s.q ? sql`matched ${alias}` : sql`${table} ${alias} ${whereAll(s.conditions)}`;
  const totals = bound === null ? s.totals : undefined;
  const kept = totals?.cache.lookup(totals.key);
  const mark = totals?.cache.mark;
  // A page at or past the known end reads no row, so it cannot show that the mark still holds (a new
  // account may have joined the listing): it would be read, then counted again, two queries. Counting
  // at once is one (a participants search that matches nobody, asked again).
  const known = kept && (!mark || offset < kept.total) ? kept : undefined;
  if (known) {
    const page = knownPageIds({
      source,
      id: sql`${alias}.id`,
      key: sql`${alias}.created_at`,
      total: known.total,
      limit,
      offset,
    });
    const found = await rows<Row & { mark?: number | null }>(
      tx,
      sql`
      ${prefix}
      select ${s.columns}${mark ? sql`, ${mark} as mark` : sql``}
      from ${page} page
      join ${table} ${alias} on ${alias}.id = page.id ${s.joins}
      order by ${alias}.created_at desc, ${alias}.id desc`,
    );
    // A change that committed while the page was read may have moved the total, and so may a change
    // the tables do not announce (the mark moved; a page with no row cannot tell): count again below.
    const marked = !mark || (found.length > 0 && Number(found[0]!.mark) === known.mark);
    if (marked && totals!.cache.unchangedSince(known.stamp))
      return { items: found.map(s.toItem), total: known.total, page: s.page, pageSize: s.pageSize };
  }
  const stamp = totals?.cache.stamp();
  const page = pageIds({
    source,
    id: sql`${alias}.id`,
    key: sql`${alias}.created_at`,
    total: sql`c.total`,
    limit,
    offset,
  });
  const result = await rows<Row & { total: number; mark?: number | null }>(
    tx,
    sql`
    ${prefix}
    select c.total${mark ? sql`, ${mark} as mark` : sql``}, r.* from (select count(*)::int as total from ${source}) c
    left join lateral (
      select ${s.columns}
      from ${page} page
      join ${table} ${alias} on ${alias}.id = page.id ${s.joins}
    ) r on true
    order by r.created_at desc, r.id desc`,
  );
  const total = result[0]?.total ?? 0;
  if (totals) totals.cache.keep(totals.key, stamp!, total, mark ? Number(result[0]?.mark ?? 0) : null);
  return {
    items: result.filter((r) => r.id !== null).map(s.toItem),
    ...pageTotal(total, bound),
    page: s.page,
    pageSize: s.pageSize,
  };
}
