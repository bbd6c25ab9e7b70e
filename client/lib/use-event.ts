// The event facts every page reads (DESIGN D1): one query of GET /api/event, cached for the session.
// Dates are written through lib/format.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@shared/schemas/content';
import { getChecked, isApiError } from './api';
import { hoursBetween } from './format';
import { previewSlug } from './preview';

export const eventQueries = {
  all: ['event'] as const,
  /** The current edition's facts, or those of the draft an organizer previews (lib/preview.ts). */
  current: (preview: string | undefined = previewSlug()) =>
    queryOptions({
      queryKey: [...eventQueries.all, preview ?? 'current'],
      queryFn: getChecked('editionFacts', preview ? `/api/events/${preview}` : '/api/event'),
      // A 404 is an answer (no current edition: the next one is being prepared), not a failure to retry.
      retry: (failures, err) => !isNoCurrentEdition(err) && failures < 1,
      // Nor one to ask again each time a component reading it mounts: the home page suspends until this
      // query has answered, and a failed query with no data counts as "pending" again for the component that
      // mounts next, so the page asked, failed, suspended and asked again: ~100 requests a second on an empty
      // deployment. The error states' Try again still refetches.
      retryOnMount: false,
    }),
};

/** True when GET /api/event answered that there is no current edition (the pages then say so). */
export function isNoCurrentEdition(err: unknown): boolean {
  return isApiError(err) && err.status === 404;
}

export function useEvent() {
  return useQuery(eventQueries.current());
}

/**
 * The milestones of the event, in order (About and home timelines, the ticker's fallback): the five of
 * every edition, and the judging window between the deadline and the winners when the organizers set one.
 */
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
    ...(ev.judgingOpensAt
      ? [
          {
            id: 'judging-opens',
            phase: 'Judging opens',
            date: ev.judgingOpensAt,
            description: 'Judges start reviewing the projects submitted on time, each against the rubric.',
          },
        ]
      : []),
    ...(ev.judgingClosesAt
      ? [
          {
            id: 'judging-closes',
            phase: 'Judging closes',
            date: ev.judgingClosesAt,
            description: 'The last reviews are in: no project is handed to a judge after this.',
          },
        ]
      : []),
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
