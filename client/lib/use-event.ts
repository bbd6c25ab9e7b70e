// The event facts every page reads (DESIGN D1): one query of GET /api/event, cached for the session.
// Dates are written through lib/format.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@shared/schemas/content';
import { getChecked, isApiError } from './api';
import { hoursBetween } from './format';

export const eventQueries = {
  all: ['event'] as const,
  current: () =>
    queryOptions({
      queryKey: [...eventQueries.all, 'current'],
      queryFn: getChecked('editionFacts', '/api/event'),
      // A 404 is an answer (no current edition: the next one is being prepared), not a failure to retry.
      retry: (failures, err) => !isNoCurrentEdition(err) && failures < 1,
    }),
};

/** True when GET /api/event answered that there is no current edition (the pages then say so). */
export function isNoCurrentEdition(err: unknown): boolean {
  return isApiError(err) && err.status === 404;
}

export function useEvent() {
  return useQuery(eventQueries.current());
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
      // What the product does (issue 24): the leader's sign-in details are shown once, at registration.
      description:
        "Last day to register a team and choose a challenge. The leader's sign-in details are shown once, when the team registers.",
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
      description: `Submit your GitHub repository, a demo link and a short description before the clock hits zero${ev.graceMinutes ? ` (with ${ev.graceMinutes} minutes of grace)` : ''}.`,
    },
    {
      id: 'winners-announced',
      phase: 'Winners announced',
      date: ev.winnersAnnouncedAt,
      // The edition's rubric (issue 23: one source for the criteria judges score).
      description: `Judges score ${listOf(ev.rubric.map((c) => c.name.toLowerCase()))}.${ev.totalPrize ? ` Winners share ${ev.totalPrize} in prizes.` : ''}`,
    },
  ];
}

/** "a, b and c". */
function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
