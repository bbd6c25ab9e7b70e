// How the site writes dates, times, durations, counts and plurals. One policy for every page:
// - Locale 'en-US', explicitly: the spec's texts are English, and a page must read the same in every
//   browser (a German browser would otherwise mix '20.01.2027' into English sentences).
// - Time zone UTC, always labelled: the event row's dates are instants and every visitor must read the
//   same day and hour (a deadline of 'Jan 20, 15:00 UTC' is unambiguous; a local '10:00' is not when
//   the organizers answer questions in another zone). Times use the 24-hour clock.
// - Days left: the whole days still to go, rounded down (`daysLeft` in shared/dates.ts): 2.9 days is
//   '2 days left', the same as the countdown clock's day box, and 0 once the deadline has passed. Every
//   figure in days (the dashboard, the admin card, the countdown) uses it.
import { DAY_MS, wholeDaysIn } from '@shared/dates';
import { OTHER_PROBLEM_LABEL } from '@shared/constants';

export const LOCALE = 'en-US';
export const TIME_ZONE = 'UTC';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = DAY_MS;

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dayFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const timeWithSecondsFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const numberFormat = new Intl.NumberFormat(LOCALE);

type Instant = string | number | Date;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** 'Jan 20, 2027' */
export const formatDate = (at: Instant) => dateFormat.format(toDate(at));

/** 'Wednesday, January 20, 2027' */
export const formatLongDate = (at: Instant) => longDateFormat.format(toDate(at));

/** '15:00 UTC'; with seconds '15:00:07 UTC'. */
export function formatTime(at: Instant, { seconds = false } = {}): string {
  return `${(seconds ? timeWithSecondsFormat : timeFormat).format(toDate(at))} ${TIME_ZONE}`;
}

/** 'Jan 20, 2027, 15:00 UTC' */
export const formatDateTime = (at: Instant) => `${formatDate(at)}, ${formatTime(at)}`;

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
