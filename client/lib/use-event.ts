// The event facts every page reads (DESIGN D1): one query of GET /api/event, cached for the session.
// Dates are written through lib/format.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@shared/schemas/content';
import { editionFactsSchema } from '@shared/schemas/events';
import { getParsed, isApiError } from './api';
import { hoursBetween } from './format';

export const eventQueries = {
  all: ['event'] as const,
  current: () =>
    queryOptions({
      queryKey: [...eventQueries.all, 'current'],
      queryFn: getParsed(editionFactsSchema, '/api/event'),
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
