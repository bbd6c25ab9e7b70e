// Pure helpers of the editions screens: dates written in the edition's own time zone, and the admin's
// datetime-local inputs turned into ISO instants.
import type { EditionState } from '@shared/schemas/events';

/** "12 Mar 2026" in `timeZone` (the edition's), whatever the browser's zone. */
export function formatEditionDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

/** "12 Mar 2026 – 14 Mar 2026", or one date when both fall on the same day of the edition's zone. */
export function formatEditionDates(startsAt: string, endsAt: string, timeZone: string): string {
  const start = formatEditionDate(startsAt, timeZone);
  const end = formatEditionDate(endsAt, timeZone);
  return start === end ? start : `${start} – ${end}`;
}

export const STATE_LABELS: Record<EditionState, string> = {
  draft: 'Draft',
  current: 'Current',
  archived: 'Archived',
};

/**
 * A datetime-local value ("2027-03-12T09:00") as an ISO instant. The browser reads it in its own zone,
 * as the person typing it sees it; undefined when empty or not a date.
 */
export function localInputToIso(value: string): string | undefined {
  if (!value) return undefined;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** The browser's IANA time zone (the New edition form's default). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A few common zones for the time-zone picker, with the browser's own first. */
export function timeZoneOptions(own: string): string[] {
  const common = [
    'UTC',
    'Asia/Kolkata',
    'Europe/London',
    'Europe/Berlin',
    'America/New_York',
    'America/Los_Angeles',
    'Asia/Singapore',
    'Asia/Tokyo',
    'Australia/Sydney',
  ];
  return [own, ...common.filter((z) => z !== own)];
}
