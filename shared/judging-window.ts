// Judging follows the calendar (issue 24): judges are handed work only once the edition's submission
// window has closed, unless an admin opened judging early (an override). These are the words both sides
// use for it, with the close written in the edition's own time zone ("15 May, 23:59 IST").

/** A short zone name: the first locale that knows a name ("IST", "BST", "EDT"), else "GMT+5:30". */
function zoneName(at: Date, timeZone: string): string {
  let fallback = timeZone;
  for (const locale of ['en-US', 'en-GB', 'en-IN', 'en-AU']) {
    try {
      const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value;
      if (!part) continue;
      if (!/^(GMT|UTC)[+-−]/.test(part)) return part;
      if (fallback === timeZone) fallback = part;
    } catch {
      return 'UTC';
    }
  }
  return fallback;
}

/** "15 May, 23:59 IST": a moment in `timeZone` (the edition's), the same for every reader. */
export function formatZoned(at: Date | string, timeZone: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone }).format(date);
  } catch {
    zone = 'UTC';
  }
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(date);
  return `${text} ${zoneName(date, zone)}`;
}

const projects = (n: number) => (n === 1 ? '1 project' : `${n} projects`);

/** The admin's warning before opening judging early. */
export function earlyOpenNotice(closesAt: Date | string, timeZone: string, changeable: number): string {
  return `Submissions stay open until ${formatZoned(closesAt, timeZone)}: ${projects(changeable)} can still change`;
}

/** The judge's answer (409) to asking for work before the window closed. */
export function windowOpenMessage(closesAt: Date | string, timeZone: string): string {
  return `Submissions are open until ${formatZoned(closesAt, timeZone)}: judging starts when they close`;
}
