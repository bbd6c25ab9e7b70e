// How the site writes dates, times, durations, counts and plurals. One policy for every page:
// - Locale 'en-US', explicitly: the spec's texts are English, and a page must read the same in every
//   browser (a German browser would otherwise mix '20.01.2027' into English sentences).
// - The edition's time zone, always labelled with its abbreviation (issue 31, "Times: one rule"): every
//   visitor reads the same day and hour as the organizers ('Jan 20, 2027, 16:00 CET'), never UTC in one
//   card and CET in the next. The layout sets the zone from the edition shown (setDisplayZone); dates
//   go through the one formatter (shared/zoned-time.ts). Times use the 24-hour clock.
// - Days left: the whole days still to go, rounded down (`daysLeft` in shared/dates.ts): 2.9 days is
//   '2 days left', the same as the countdown clock's day box, and 0 once the deadline has passed. Every
//   figure in days (the dashboard, the admin card, the countdown) uses it.
import { DAY_MS, wholeDaysIn } from '@shared/dates';
import { OTHER_PROBLEM_LABEL } from '@shared/constants';
import {
  formatClockInZone,
  formatDayInZone,
  formatDayTimeInZone,
  zoneAbbreviation,
  zoneOrUtc,
} from '@shared/zoned-time';

export const LOCALE = 'en-US';

/** The zone every date on screen is written in: the edition's (UTC until its facts are known). */
let displayZone = 'UTC';

/**
 * Called while the layout renders (app-layout.tsx; the admin area with the edition it works on), before
 * the pages under it, so they write their dates on that edition's clock.
 */
export function setDisplayZone(zone: string | undefined | null): void {
  displayZone = zoneOrUtc(zone);
}

export const displayTimeZone = () => displayZone;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = DAY_MS;

const dayFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat(LOCALE);

type Instant = string | number | Date;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** 'Jan 20, 2027' (the day on the edition's clock) */
export const formatDate = (at: Instant) => formatDayInZone(toDate(at), displayZone);

/** 'Wednesday, January 20, 2027' */
export const formatLongDate = (at: Instant) =>
  new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: displayZone,
  }).format(toDate(at));

/** '16:00 CET'; with seconds '16:00:07 CET'. */
export function formatTime(at: Instant, { seconds = false } = {}): string {
  if (!seconds) return formatClockInZone(toDate(at), displayZone);
  const clock = new Intl.DateTimeFormat(LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: displayZone,
  }).format(toDate(at));
  return `${clock} ${zoneAbbreviation(toDate(at), displayZone)}`;
}

/** 'Jan 20, 2027, 16:00 CET' */
export const formatDateTime = (at: Instant) => formatDayTimeInZone(toDate(at), displayZone);

/** A calendar day written 'YYYY-MM-DD' (a chart's bucket) as 'Jan 20'. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** '1,234' */
export const formatCount = (n: number) => numberFormat.format(n);

/** '1 invitation', '2 invitations', '1,200 people' (pass the plural when it is not singular + 's'). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

/**
 * The time left as one short value: '12 Days' while more than a day remains (whole days rounded down, the
 * shared days-left rule), then '5h 20m', then '14m', and 'Closed' once the deadline has passed.
 */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return 'Closed';
  if (ms > DAY) {
    const days = wholeDaysIn(ms);
    return `${days} ${days === 1 ? 'Day' : 'Days'}`;
  }
  const minutes = Math.floor(ms / MINUTE);
  const hours = Math.floor(minutes / 60);
  return hours >= 1 ? `${hours}h ${minutes % 60}m` : `${Math.max(minutes, 1)}m`;
}

/** Whole hours between two instants (the length of the hack: 48). */
export function hoursBetween(from: Instant, to: Instant): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / HOUR);
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

/** The time from `now` to `target` (epoch ms) split for a countdown clock; never negative. */
export function timeLeft(target: number, now: number): TimeLeft {
  const ms = Number.isFinite(target) ? Math.max(0, target - now) : 0;
  const total = Math.floor(ms / 1000);
  return {
    days: wholeDaysIn(ms),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    expired: ms === 0,
  };
}

/** A submission's or team's challenge, or the registration form's 'Other / Not decided yet'. */
export const challengeLabel = (title: string | null | undefined) => title ?? OTHER_PROBLEM_LABEL;
