// A moment as the edition's people read it: "15 May, 23:59 IST", in the edition's time zone, with the
// zone's own abbreviation where one exists (IST, CET, EST...) and its offset otherwise (GMT+4). Used by
// the server's refusals and the client's notices alike, so both name a date the same way.

const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU'];

function zoneName(at: Date, timeZone: string): string {
  let fallback = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part) continue;
    fallback ||= part;
    // 'GMT+5:30' is the offset, not a name: another locale may know the zone's abbreviation.
    if (!/^(GMT|UTC)[+-−]/.test(part)) return part;
  }
  return fallback || timeZone;
}

const checkedZones = new Map<string, string>();

/**
 * `timeZone` when the runtime's time-zone database knows it (Intl throws a RangeError otherwise), else
 * UTC: a stored zone a runtime does not know still shows a date rather than failing the page.
 */
export function zoneOrUtc(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  let zone = checkedZones.get(timeZone);
  if (zone === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      zone = timeZone;
    } catch {
      zone = 'UTC';
    }
    // Building a formatter is the costly part of formatting (pages write many dates); names are few.
    if (checkedZones.size < 256) checkedZones.set(timeZone, zone);
  }
  return zone;
}

/** "15 May, 23:59 IST" (day, month, 24-hour time and zone) in `timeZone`; UTC when the zone is unknown. */
export function formatInZone(at: Date | string, timeZone: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const zone = zoneOrUtc(timeZone);
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${text} ${zoneName(date, zone)}`;
}
