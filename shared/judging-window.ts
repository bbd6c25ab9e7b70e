// Judging follows the calendar (issue 24): judges are handed work only once the edition's submission
// window has closed, unless an admin opened judging early (an override). These are the words both sides
// use for it, with the close written in the edition's own time zone ("15 May, 23:59 IST").

import { formatInZone as formatZoned } from './zoned-time';

/** "15 May, 23:59 IST": a moment in `timeZone` (the edition's): the one formatter (shared/zoned-time.ts). */
export { formatZoned };

const projects = (n: number) => (n === 1 ? '1 project' : `${n} projects`);

/** The admin's warning before opening judging early. */
export function earlyOpenNotice(closesAt: Date | string, timeZone: string, changeable: number): string {
  return `Submissions stay open until ${formatZoned(closesAt, timeZone)}: ${projects(changeable)} can still change`;
}

/** The judge's answer (409) to asking for work before the window closed. */
export function windowOpenMessage(closesAt: Date | string, timeZone: string): string {
  return `Submissions are open until ${formatZoned(closesAt, timeZone)}: judging starts when they close`;
}
