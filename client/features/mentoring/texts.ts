// The mentoring screens' small texts, written once.
import { plural } from '@/lib/format';

/** The honest estimate: minutes, an hour and more, or none (nobody on shift and no shift planned). */
export function waitText(minutes: number | null): string {
  if (minutes === null) return 'No estimate: no mentor is on shift or planned yet';
  if (minutes <= 1) return 'A mentor should reach you in about a minute';
  if (minutes < 90) return `Estimated wait: about ${plural(minutes, 'minute')}`;
  const hours = Math.round(minutes / 30) / 2;
  return `Estimated wait: about ${hours} hours`;
}

/** "12 min", "1 h 05 min": a wait as a mentor or an organizer scans it. */
export function shortWait(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  return `${h} h ${String(minutes % 60).padStart(2, '0')} min`;
}
