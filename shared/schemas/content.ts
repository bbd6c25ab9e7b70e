// Public event facts (DESIGN D1: one event row every page reads) and the news of the announcements ticker.
import { z } from 'zod';

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
  totalPrize: z.string(),
  grandPrize: z.string(),
  categoryPrize: z.string(),
  teamSizeMin: z.number().int(),
  teamSizeMax: z.number().int(),
  requireFemaleMember: z.boolean(),
  contactEmail: z.string(),
  city: z.string(),
  /** The community invite: configuration (DISCORD_URL) first, else the event row, else none. */
  discordUrl: z.string().nullable(),
  stats: z.object({
    /** Teams registered (pending or approved; rejected teams do not count). */
    teams: z.number().int(),
    /** People in those teams, leaders included. */
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
