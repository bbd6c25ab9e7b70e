// The totals of the admin listings (teams, participants, submissions), kept while the tables they count
// are unchanged (app.dataChanges hears every committed change of them, whoever made it). Counting is most
// of a page's cost at event scale: 35,000 people counted on every page of the participants list cost as
// much as finding the page itself on PGlite. With the total known, a page is read in one direction only
// (the nearer end) with no count, and the query is smaller to plan. A total is kept only when nothing
// changed while it was counted, and used only while nothing changed since.
//
// One change is not announced: a new account (the users trigger fires on updates and deletes only, so
// a registration rush does not announce every person twice). A listing that counts people therefore
// gives a `mark`, the highest user id, read with the total and again with each page: a page whose mark
// moved is counted again.
import type { SQL } from 'drizzle-orm';
import type { DataChanges, WatchedTable } from '../cache/index';

/** Listings remembered at most (per kind); past it, the oldest goes first. */
const REMEMBERED = 256;

export interface KnownTotal {
  total: number;
  stamp: number;
  /** The listing's mark when the total was counted (null without one). */
  mark: number | null;
}

export class ListTotals {
  private readonly known = new Map<string, KnownTotal>();

  constructor(
    private readonly changes: DataChanges,
    /** Every table whose change can change a total of this listing (its rows, filters and searches). */
    private readonly tables: readonly WatchedTable[],
    /** A scalar subquery that moves with every change the tables do not announce (new accounts). */
    readonly mark?: SQL,
  ) {}

  /** The stamp to take before counting (`keep` checks it after). */
  stamp(): number {
    return this.changes.stamp(this.tables);
  }

  /** The total of the listing `key`, if it was counted and nothing it counts has changed since. */
  lookup(key: string): KnownTotal | undefined {
    const known = this.known.get(key);
    if (!known) return undefined;
    if (this.changes.unchangedSince(known.stamp, this.tables)) return known;
    this.known.delete(key);
    return undefined;
  }

  /** Whether what was known at `stamp` still holds (a page read after a lookup checks it). */
  unchangedSince(stamp: number): boolean {
    return this.changes.unchangedSince(stamp, this.tables);
  }

  /** Keeps a total counted after `stamp` was taken, unless something changed meanwhile. */
  keep(key: string, stamp: number, total: number, mark: number | null) {
    if (!this.changes.unchangedSince(stamp, this.tables)) return;
    this.known.delete(key);
    this.known.set(key, { total, stamp, mark });
    if (this.known.size > REMEMBERED) this.known.delete(this.known.keys().next().value!);
  }
}

/** A listing's totals cache and the key of the listing asked for (its edition, filters and search). */
export interface TotalsOf {
  cache: ListTotals;
  key: string;
}
