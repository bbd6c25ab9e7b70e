// Winners (issue 5 'Announce Winners'): the admin's ranking by mean score, the confirmation, and the
// public /winners page.
import { z } from 'zod';
import { idValueField } from './fields';

/** How many places are announced: the overall podium and the best team of each challenge. */
export const WINNER_PLACES = { overall: 3, perChallenge: 1 } as const;

export const rankingEntrySchema = z.object({
  place: z.number().int(),
  submissionId: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  problemId: z.number().int().nullable(),
  problemTitle: z.string().nullable(),
  /** Mean of the judges' averages, one decimal, out of 10 (the raw mean, shown beside the ranking's score). */
  meanScore: z.number(),
  evaluationCount: z.number().int(),
  /** The ranking's score (issue 11): corrected for each judge's leniency and scale; places follow it. */
  normalisedScore: z.number(),
  /** Its interval (docs/judging.md). */
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** Statistically tied with the next place (their intervals overlap). */
  tiedWithBelow: z.boolean(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const rankingSchema = z.object({
  overall: z.array(rankingEntrySchema),
  byChallenge: z.array(
    z.object({ problemId: z.number().int(), problemTitle: z.string(), entries: z.array(rankingEntrySchema) }),
  ),
  publishedAt: z.string().nullable(),
});
export type Ranking = z.infer<typeof rankingSchema>;

/** The admin confirms what they saw: the overall winners' submission ids, in order. */
export const announceWinnersSchema = z.object({
  expectedOverall: z.array(idValueField).max(WINNER_PLACES.overall),
  /**
   * GET /api/admin/winners/readiness lists warnings (judging open, deadline not passed, reviews below
   * target, tied places); while there are any, announcing needs this true, else 409 with the warnings.
   */
  acknowledgeWarnings: z.boolean().default(false),
});
export type AnnounceWinners = z.input<typeof announceWinnersSchema>;

export const publicWinnerSchema = z.object({
  place: z.number().int(),
  teamName: z.string(),
  problemTitle: z.string().nullable(),
  score: z.string(),
  githubUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
});
export type PublicWinner = z.infer<typeof publicWinnerSchema>;

export const publicWinnersSchema = z.object({
  publishedAt: z.string().nullable(),
  overall: z.array(publicWinnerSchema),
  byChallenge: z.array(
    z.object({
      problemId: z.number().int().nullable(),
      problemTitle: z.string(),
      winners: z.array(publicWinnerSchema),
    }),
  ),
});
export type PublicWinners = z.infer<typeof publicWinnersSchema>;

export const announceWinnersResponseSchema = z.object({
  publishedAt: z.string(),
  winners: z.number().int(),
  emailed: z.number().int(),
});
