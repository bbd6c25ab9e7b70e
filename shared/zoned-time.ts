// The one way a time is written (issue 31, "Times: one rule"): in the edition's own time zone with the
// zone's abbreviation ("15 May, 23:59 CET"; an offset such as "GMT+8" where the zone has no common
// name), and, for a reader whose clock differs, their own time beside it ("· 23:29 your time"). The
// server's refusals and emails, the pages' placeholders and every screen of the client write dates
// through here, so no page says UTC in one card and CET in the next.

// Each locale knows the abbreviations of its own region: en-GB says CET/BST, en-US EST/PDT, en-IN IST.
const ABBREVIATION_LOCALES = ['en-GB', 'en-US', 'en-IN', 'en-AU'];

type Instant = Date | string | number;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/**
 * One formatter per locale, options and zone, made on first use: building an Intl.DateTimeFormat costs far
 * more than formatting with one (a page writes many dates; the home page once spent ~90 ms building them).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    if (formatters.size < 512) formatters.set(key, f);
  }
  return f;
}

const checkedZones = new Map<string, string>();

/**
 * `timeZone` when the runtime's time-zone database knows it (Intl throws a RangeError otherwise), else
 * UTC: a stored zone a runtime does not know still shows a date rather than failing the page.
 */
export function zoneOrUtc(timeZone: string | undefined | null): string {
  if (!timeZone) return 'UTC';
  let zone = checkedZones.get(timeZone);
  if (zone === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      zone = timeZone;
    } catch {
      zone = 'UTC';
    }
    if (checkedZones.size < 256) checkedZones.set(timeZone, zone);
  }
  return zone;
}

/**
 * Abbreviations already found, by zone and quarter hour: every offset change of every zone falls on a
 * quarter hour, so one answer holds for its whole quarter. Asking Intl for it took up to four locales'
 * formatToParts, and the gates of an edition (editionGates) ask it for each of their dates on every
 * registration of a rush.
 */
const abbreviations = new Map<string, string>();
const QUARTER_HOUR_MS = 15 * 60_000;

/** The zone's short name at `at` ("IST", "CET", "CEST", "EST"), else its offset ("GMT+8"), "UTC" for UTC. */
export function zoneAbbreviation(at: Instant, timeZone: string): string {
  const zone = zoneOrUtc(timeZone);
  const date = toDate(at);
  const key = `${zone}|${Math.floor(date.getTime() / QUARTER_HOUR_MS)}`;
  let name = abbreviations.get(key);
  if (name === undefined) {
    name = findAbbreviation(date, zone);
    if (abbreviations.size >= 1024) abbreviations.clear();
    abbreviations.set(key, name);
  }
  return name;
}

function findAbbreviation(date: Date, zone: string): string {
  let fallback = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const name = formatter(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!name) continue;
    // 'GMT+5:30' is the offset, not a name: another locale may know the zone's abbreviation.
    if (!/^(GMT|UTC)[+-−]/.test(name)) return name;
    fallback ||= name;
  }
  return fallback || zone;
}

/** How far ahead of UTC `timeZone`'s clock is at `at`, in minutes. */
function offsetMinutes(at: Date, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

const dayOf = (at: Date, zone: string) =>
  formatter('en-GB', { day: 'numeric', month: 'short', timeZone: zone }).format(at);
const clockOf = (at: Date, zone: string) =>
  formatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(at);

/** "15 May, 23:59 CET": day, month, 24-hour time and the zone's abbreviation, in the edition's zone. */
export function formatInZone(at: Instant, timeZone: string): string {
  const zone = zoneOrUtc(timeZone);
  const date = toDate(at);
  return `${dayOf(date, zone)}, ${clockOf(date, zone)} ${zoneAbbreviation(date, zone)}`;
}

/** "23:59 CET": the time of day alone, in the edition's zone. */
export function formatClockInZone(at: Instant, timeZone: string): string {
  const zone = zoneOrUtc(timeZone);
  const date = toDate(at);
  return `${clockOf(date, zone)} ${zoneAbbreviation(date, zone)}`;
}

/** "May 15, 2027": the calendar day in the edition's zone (a deadline at 23:59 IST is that day in India). */
export function formatDayInZone(at: Instant, timeZone: string): string {
  return formatter('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: zoneOrUtc(timeZone) }).format(
    toDate(at),
  );
}

/** "May 15, 2027, 23:59 CET": the day with its year, then the time, in the edition's zone. */
export function formatDayTimeInZone(at: Instant, timeZone: string): string {
  return `${formatDayInZone(at, timeZone)}, ${formatClockInZone(at, timeZone)}`;
}

/** True when a reader in `readerZone` reads the same clock as the edition at `at`. */
export function sameClock(at: Instant, timeZone: string, readerZone: string | undefined): boolean {
  if (!readerZone) return true;
  const date = toDate(at);
  return offsetMinutes(date, zoneOrUtc(timeZone)) === offsetMinutes(date, zoneOrUtc(readerZone));
}

/**
 * "15 May, 23:59 CET · 23:29 your time": the edition's time, then the reader's when their clock differs
 * (with the day when that differs too); the edition's alone when both clocks agree or the reader's zone
 * is unknown (the server, a mail).
 */
export function formatForReader(at: Instant, timeZone: string, readerZone: string | undefined): string {
  const event = formatInZone(at, timeZone);
  if (sameClock(at, timeZone, readerZone)) return event;
  const date = toDate(at);
  const own = zoneOrUtc(readerZone);
  const ownDay = dayOf(date, own);
  const ownClock = clockOf(date, own);
  return `${event} · ${ownDay === dayOf(date, zoneOrUtc(timeZone)) ? ownClock : `${ownDay}, ${ownClock}`} your time`;
}

/** "Berlin time (CET)", "UTC": how a page names the zone its times are written in. */
export function zoneLabel(at: Instant, timeZone: string): string {
  const zone = zoneOrUtc(timeZone);
  const abbreviation = zoneAbbreviation(at, zone);
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const city = zone.split('/').pop()!.replace(/_/g, ' ');
  return `${city} time (${abbreviation})`;
}

/**
 * The note above a calendar: "All times are in Berlin time (CET); where your clock differs, your own time
 * is shown beside them." Derived from the edition's zone, so it cannot say UTC above CET dates.
 */
export function timesNote(at: Instant, timeZone: string, readerZone: string | undefined): string {
  const base = `All times are in ${zoneLabel(at, timeZone)}`;
  return sameClock(at, timeZone, readerZone) ? `${base}.` : `${base}; your own time is shown beside them.`;
}

/**
 * Every IANA zone this runtime knows (the edition's zone picker), UTC first, with `current` among them:
 * runtimes list canonical names only (Asia/Calcutta), while an edition may hold an alias (Asia/Kolkata).
 */
export function timeZoneNames(current?: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const names = (intl.supportedValuesOf?.('timeZone') ?? []).filter((n) => n !== 'UTC');
  if (current && current !== 'UTC' && !names.includes(current) && zoneOrUtc(current) === current) names.push(current);
  return ['UTC', ...names.sort()];
}
