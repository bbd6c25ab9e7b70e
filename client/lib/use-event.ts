// The event facts every page reads (DESIGN D1): one query of GET /api/event, cached for the session, and
// the one way dates are written on the site (UTC, so every page and every visitor reads the same day).
import { useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@shared/schemas/content';

export const EVENT_QUERY_KEY = ['/api/event'] as const;

export function useEvent() {
  return useQuery<PublicEvent>({ queryKey: EVENT_QUERY_KEY, retry: 1 });
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** 'Jan 20, 2027' */
export function formatEventDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** 'Wednesday, January 20, 2027' */
export function formatEventLongDate(iso: string): string {
  return longDateFormat.format(new Date(iso));
}

/** 'Jan 20, 2027, 15:00 UTC' */
export function formatEventDateTime(iso: string): string {
  const d = new Date(iso);
  return `${dateFormat.format(d)}, ${timeFormat.format(d)} UTC`;
}

/** Whole hours between two instants (the length of the hack: 48). */
export function hoursBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 3_600_000);
}

export type RegistrationState = 'upcoming' | 'open' | 'closed';

export function registrationState(
  ev: Pick<PublicEvent, 'registrationOpensAt' | 'registrationClosesAt'>,
  now = Date.now(),
): RegistrationState {
  if (now < Date.parse(ev.registrationOpensAt)) return 'upcoming';
  if (now < Date.parse(ev.registrationClosesAt)) return 'open';
  return 'closed';
}

/** The five milestones of the event, in order (About and home timelines, the ticker's fallback). */
export function eventMilestones(
  ev: PublicEvent,
): Array<{ id: string; phase: string; date: string; description: string }> {
  const hours = hoursBetween(ev.startsAt, ev.endsAt);
  return [
    {
      id: 'registration-opens',
      phase: 'Registration opens',
      date: ev.registrationOpensAt,
      description: `Form a team of ${ev.teamSizeMin} to ${ev.teamSizeMax} people and register for free. Browse the challenges and pick the one that excites you.`,
    },
    {
      id: 'registration-closes',
      phase: 'Registration closes',
      date: ev.registrationClosesAt,
      description:
        'Last day to register a team and choose a challenge. Approved teams receive their sign-in details by email.',
    },
    {
      id: 'hacking-begins',
      phase: 'Hacking begins',
      date: ev.startsAt,
      description: `The ${hours}-hour build starts: mentors are online, the Discord is buzzing and your repository is your canvas.`,
    },
    {
      id: 'submission-deadline',
      phase: 'Submission deadline',
      date: ev.submissionDeadline,
      description: 'Submit your GitHub repository, a demo link and a short description before the clock hits zero.',
    },
    {
      id: 'winners-announced',
      phase: 'Winners announced',
      date: ev.winnersAnnouncedAt,
      description: `Judges score innovation, technical execution, design, impact and presentation. Winners share ${ev.totalPrize} in prizes.`,
    },
  ];
}
