// Seed content for the 15 hackathon challenges (3 per category). The challenge texts live in one file
// per category (problems-ai.ts ... problems-health.ts); this index adds the event timeline and the sort order.
import { aiProblems } from './problems-ai';
import { blockchainProblems } from './problems-blockchain';
import { cybersecurityProblems } from './problems-cybersecurity';
import { greenProblems } from './problems-green';
import { healthProblems } from './problems-health';

export interface EventDates {
  registrationClosesAt: Date;
  startsAt: Date;
  endsAt: Date;
  submissionDeadline: Date;
  winnersAnnouncedAt: Date;
}

export interface ProblemSeed {
  slug: string;
  title: string;
  category: 'ai' | 'cybersecurity' | 'green' | 'blockchain' | 'health';
  description: string;
  longDescription: string;
  difficulty: 1 | 2 | 3 | 4 | 5;
  prize: string;
  color: 'green' | 'pink' | 'blue';
  requirements: string[];
  resources: { name: string; url: string }[];
  timeline: { phase: string; deadline: string }[];
  evaluation: { criteria: string; weight: number }[];
  faqs: { question: string; answer: string }[];
  sortOrder: number;
}

/** A challenge without the event-dependent fields (timeline, sortOrder). */
export type ProblemContent = Omit<ProblemSeed, 'timeline' | 'sortOrder'>;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Formats a date like 'Mar 3, 2027' (UTC). */
export function formatDeadline(date: Date): string {
  return dateFormat.format(date);
}

/** The four public phases shared by every challenge. */
export function buildTimeline(dates: EventDates): ProblemSeed['timeline'] {
  return [
    { phase: 'Registration closes', deadline: formatDeadline(dates.registrationClosesAt) },
    { phase: 'Hacking begins', deadline: formatDeadline(dates.startsAt) },
    { phase: 'Submission deadline', deadline: formatDeadline(dates.submissionDeadline) },
    { phase: 'Winners announced', deadline: formatDeadline(dates.winnersAnnouncedAt) },
  ];
}

/** All 15 challenges, ordered by category with the product-spec challenge first in each. */
export function problemSeeds(dates: EventDates): ProblemSeed[] {
  return [...aiProblems, ...cybersecurityProblems, ...greenProblems, ...blockchainProblems, ...healthProblems].map(
    (content, index) => ({
      ...content,
      timeline: buildTimeline(dates),
      sortOrder: index,
    }),
  );
}
