// Pure helpers of the editions screens: dates written in the edition's own time zone, and the admin's
// datetime-local inputs turned into ISO instants.
import type { EditionState } from '@shared/schemas/events';
import { formatDayInZone, timeZoneNames } from '@shared/zoned-time';

/** "Mar 12, 2026": the day in `timeZone` (the edition's), whatever the browser's: the one formatter. */
export function formatEditionDate(iso: string, timeZone: string): string {
  return formatDayInZone(iso, timeZone);
}

/** "Mar 12, 2026 – Mar 14, 2026", or one date when both fall on the same day of the edition's zone. */
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

/** Every zone this browser knows for the time-zone picker (shared/zoned-time.ts), the browser's own first. */
export function timeZoneOptions(own: string): string[] {
  return [own, ...timeZoneNames(own).filter((z) => z !== own)];
}
