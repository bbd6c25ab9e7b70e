// Public event facts (DESIGN D1: one event row every page reads) and the news of the announcements ticker.
import { z } from 'zod';
import { PHASES } from '../phases';
import { prizeSchema, rubricCriterionSchema } from './event-settings';

/** GET /api/event: every date is an ISO 8601 string; counts are live from the database. */
export const publicEventSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  registrationOpensAt: z.string(),
  registrationClosesAt: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  submissionDeadline: z.string(),
  winnersAnnouncedAt: z.string(),
  winnersPublishedAt: z.string().nullable(),
  /** The prize pool, summed from `prizes` (shared/prize-pool.ts); '' when no prize is money. */
  totalPrize: z.string(),
  teamSizeMin: z.number().int(),
  teamSizeMax: z.number().int(),
  /** Derived: the composition rule asks for at least one female person (read `composition` for the rule). */
  requireFemaleMember: z.boolean(),
  contactEmail: z.string(),
  city: z.string(),
  /** The community invite: configuration (DISCORD_URL) first, else the event row, else none. */
  discordUrl: z.string().nullable(),
  /** The header's name ('' = use `name`). */
  shortName: z.string(),
  logoUrl: z.string().nullable(),
  accentColor: z.string().nullable(),
  /** Registration as the organizers set it (closed early, or open within its dates). */
  registrationOpen: z.boolean(),
  /** At most this many teams; later registrations wait in order. Null = no cap. */
  teamCap: z.number().int().nullable(),
  eligibility: z.string(),
  minAge: z.number().int(),
  guardianConsentUnder: z.number().int(),
  composition: z.object({
    min: z.number().int(),
    gender: z.string(),
    scope: z.enum(['members', 'team']),
    message: z.string(),
  }),
  prizes: z.array(prizeSchema),
  rubric: z.array(rubricCriterionSchema),
  /** The calendar's inputs beyond the dates above (shared/phases.ts turns them into the phase). */
  submissionOpensAt: z.string().nullable(),
  graceMinutes: z.number().int(),
  phaseOverride: z.enum(PHASES).nullable(),
  feedbackRelease: z.enum(['immediate', 'with_results']),
  stats: z.object({
    /** Teams taking part: pending + approved (rejected and waitlisted teams are not counted). */
    teams: z.number().int(),
    /** People who joined those teams, leaders included; people invited who have not joined are not. */
    participants: z.number().int(),
    /** Active challenges. */
    challenges: z.number().int(),
  }),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** One line of the ticker: a public announcement, or a fact derived from the event row when there is none. */
export const newsItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['announcement', 'event']),
  title: z.string(),
  message: z.string(),
  /** When it was announced, or the date the event fact is about. */
  date: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsResponseSchema = z.object({ items: z.array(newsItemSchema) });
export type NewsResponse = z.infer<typeof newsResponseSchema>;
