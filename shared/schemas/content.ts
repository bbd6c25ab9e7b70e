// Public event facts (DESIGN D1: one event row every page reads) and the news of the announcements ticker.
import { z } from 'zod';
import { gallerySettingsSchema } from './gallery-settings';
import { mentoringSettingsSchema } from './mentoring';
import { EVENT_MODES } from '../event-mode';
import { PHASES } from '../phases';
import { prizeSchema, rubricCriterionSchema } from './event-settings';
import { categorySchema } from './categories';

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
  /** The currency the organizers give prizes in (ISO 4217, e.g. "EUR"). */
  prizeCurrency: z.string(),
  /** Whether one team may win several prizes (Announce Winners enforces it). */
  severalPrizesPerTeam: z.boolean(),
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
  /** The edition's categories (tracks), in the organizers' order: tabs, filters, challenge labels. */
  categories: z.array(categorySchema),
  /** The hero's line under the name ('' = none) and the footer's words about the event ('' = none). */
  heroLine: z.string(),
  footerBlurb: z.string(),
  /** Where it happens: online, in person at `city`, or both (shared/event-mode.ts words it). */
  mode: z.enum(EVENT_MODES),
  /** The calendar's inputs beyond the dates above (shared/phases.ts turns them into the phase). */
  submissionOpensAt: z.string().nullable(),
  /** The judging window, when the organizers set one: judges are handed work within it. */
  judgingOpensAt: z.string().nullable(),
  judgingClosesAt: z.string().nullable(),
  graceMinutes: z.number().int(),
  phaseOverride: z.enum(PHASES).nullable(),
  feedbackRelease: z.enum(['immediate', 'with_results']),
  ...gallerySettingsSchema.shape,
  /** The help queue's window overrides and escalation threshold (issue 34). */
  ...mentoringSettingsSchema.shape,
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
