// What the clock decides in a drawn page (decision 0025), for the key a drawn page is kept under. The
// answers a page is drawn from do not change with the clock: GET /api/event carries the edition's dates
// and its override, not its phase, and the public cache keeps it, ETag and all, across a phase boundary.
// But the page drawn from it does: the home page's hero says "Hacking starts in" before the start and
// "Hacking ends in" after it, the register call shows while the registration gate is open, a countdown
// reads "Submissions are closed" once its date passed, the About page's timeline marks the next milestone.
// Every one of those compares the clock with one of the edition's dates; so a page drawn before a date and
// one drawn after it are different pages, and one drawn since the last date passed is still right.
import { editionPhase, type CalendarFacts } from '@shared/phases';

const DAY_MS = 86_400_000;
/** An ISO instant as the API writes dates ('2027-01-31T15:00:00.000Z'). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The key of what the clock decides in a page drawn from `event` (the /api/event answer) at `now`: the
 * phase, then for each of the edition's dates "passed" or how many digits its days to go has (a
 * countdown's digits are the browser's, decision 0025, but its placeholder is as wide as the days it will
 * show: 100 days is a wider box than 99), and the year the footer's copyright shows. The same
 * key means the same markup; a date passing (a phase boundary among them) makes another key.
 */
export function clockKey(event: unknown, now: number): string {
  if (!event || typeof event !== 'object') return '';
  const facts = event as Record<string, unknown>;
  const dates = Object.keys(facts)
    .sort()
    .flatMap((name) => {
      const value = facts[name];
      const at = typeof value === 'string' && ISO_INSTANT.test(value) ? Date.parse(value) : NaN;
      if (!Number.isFinite(at)) return [];
      return [`${name}:${at <= now ? 'passed' : String(Math.floor((at - now) / DAY_MS)).length}`];
    });
  const phase = 'state' in facts && 'startsAt' in facts ? editionPhase(facts as unknown as CalendarFacts, now) : '';
  // The footer's year: read with `new Date()` (the system's clock, the render thread's as this one's).
  return [phase, ...dates, new Date().getFullYear()].join(' ');
}
