// The one "days left" rule, for every page and the server alike: the whole days still to go, rounded
// down — the same figure as the countdown clock's day box (62 days and 5 hours is 62), and 0 once the
// deadline has passed. Rounding up here and down on the clock once showed 63 and 62 for one deadline.

export const DAY_MS = 24 * 60 * 60 * 1000;

type Instant = string | number | Date;
const toMs = (at: Instant) => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));

/** Whole days in a span of `ms` milliseconds, rounded down; 0 for a span that is over or not a number. */
export function wholeDaysIn(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / DAY_MS) : 0;
}

/** Whole days from `now` until `deadline`, rounded down; 0 once it has passed. */
export function daysLeft(deadline: Instant, now: Instant = Date.now()): number {
  return wholeDaysIn(toMs(deadline) - toMs(now));
}
