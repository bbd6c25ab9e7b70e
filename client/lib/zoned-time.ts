// Dates in the edition's own time zone (issue "Organizers make the event theirs"): organizers type them as
// their event's clock reads them, whatever their browser's zone, and visitors read them in the event's
// zone and their own ("15 May, 23:59 IST · 20:29 your time").
import { formatDayInZone, formatForReader, zoneAbbreviation } from '@shared/zoned-time';

/**
 * One formatter per locale, options and zone, made on first use: building an Intl.DateTimeFormat costs far
 * more than formatting with one (the home page's first render spent ~90 ms at 4× CPU slowdown building the
 * same few again for every date it shows).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

const parts = (at: Date, timeZone: string) => {
  const out: Record<string, number> = {};
  for (const p of formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
};

/** How far ahead of UTC `timeZone`'s clock is at `at`, in ms. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const p = parts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value ("2027-05-15T23:59") on `timeZone`'s clock. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const p = parts(new Date(iso), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour % 24)}:${pad(p.minute)}`;
}

/** A datetime-local value read on `timeZone`'s clock, as an ISO instant; undefined when it is no date. */
export function fromZonedInput(value: string, timeZone: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // The offset at the guess, then at the result: right across a change of summer time too.
  let at = wall - zoneOffsetMs(new Date(wall), timeZone);
  at = wall - zoneOffsetMs(new Date(at), timeZone);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

/** The browser's zone (undefined outside a browser or when it cannot say). */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * "15 May, 23:59 IST · 20:29 your time": the event's clock, then the visitor's when it reads differently
 * (the one formatter, shared/zoned-time.ts).
 */
export function dualTime(iso: string, eventZone: string, ownZone: string | undefined = visitorTimeZone()): string {
  return formatForReader(iso, eventZone, ownZone);
}

/** A public page's time of the event: its zone and the visitor's (UTC when the facts carry no zone). */
export const eventTime = (iso: string, ev: { timeZone?: string }) => dualTime(iso, ev.timeZone ?? 'UTC');

/**
 * 'May 15, 2027': an edition's calendar day as its people read it (the event's zone, not UTC: a deadline
 * at 23:59 IST is that day in India, while UTC would already say the next).
 */
export function eventDate(at: string | Date, ev: { timeZone?: string }): string {
  return formatDayInZone(at, ev.timeZone ?? 'UTC');
}

export { zoneAbbreviation };
