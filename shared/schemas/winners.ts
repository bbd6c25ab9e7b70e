// Winners (issue 5 'Announce Winners'): the admin's ranking by mean score, the confirmation, and the
// public /winners page.
import { z } from 'zod';
import { PRIZE_SCOPES } from './event-settings';
import { emailDeliveryField } from './common';
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

/**
 * One prize of the edition's list (issue 23: prizes feed winners) with the ranking of its submissions:
 * overall prizes rank everyone and take the overall places in list order (a grand prize's one place, then
 * the runners-up's two), a challenge prize ranks that challenge's submissions, a track prize ranks every
 * submission not already on the overall podium. Places `firstPlace` … `firstPlace + places - 1` of
 * `entries` win it. Without an overall prize in the list the spec's podium of three is one (prizeId null);
 * with no challenge prize at all each challenge's best team wins as before. A special prize has no ranking
 * (`entries` is empty): the organizers choose its teams among `candidates` (issue 31). When the edition
 * gives each team one prize, a ranked prize skips the teams an earlier prize of the list already rewards.
 */
export const prizeRankingSchema = z.object({
  prizeId: z.string().nullable(),
  title: z.string(),
  amount: z.string(),
  scope: z.enum(PRIZE_SCOPES),
  problemId: z.number().int().nullable(),
  places: z.number().int(),
  firstPlace: z.number().int(),
  entries: z.array(rankingEntrySchema),
});
export type PrizeRanking = z.infer<typeof prizeRankingSchema>;

export const rankingSchema = z.object({
  overall: z.array(rankingEntrySchema),
  byChallenge: z.array(
    z.object({ problemId: z.number().int(), problemTitle: z.string(), entries: z.array(rankingEntrySchema) }),
  ),
  /** What Announce Winners awards: a winner per place of each prize (issue 23). */
  prizes: z.array(prizeRankingSchema),
  /** The teams with a submission in the edition: who a special prize can go to. */
  candidates: z.array(
    z.object({
      teamId: z.number().int(),
      teamName: z.string(),
      submissionId: z.number().int(),
      problemTitle: z.string().nullable(),
    }),
  ),
  /** The edition's setting: false when each team wins at most one prize. */
  severalPrizesPerTeam: z.boolean(),
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
  /** The teams the organizers chose for each special prize, in place order (a prize left out is not awarded). */
  awards: z
    .array(z.object({ prizeId: z.string().min(1).max(120), teamIds: z.array(idValueField).max(20) }))
    .max(50)
    .default([]),
});
export type AnnounceWinners = z.input<typeof announceWinnersSchema>;

export const publicWinnerSchema = z.object({
  place: z.number().int(),
  /** The prize won (its title in the edition's list); null for winners announced before prizes fed them. */
  prize: z.string().nullable().default(null),
  /** The prize's figure for this place, as the edition's list states it ("€5,000"); '' when not money. */
  amount: z.string().default(''),
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

export const WINNERS_MESSAGES = {
  notSpecial: (id: string) => `"${id}" is not a special prize of this edition: only special prizes are chosen by hand`,
  awardedTwice: (title: string) => `${title} is listed twice: choose its teams once`,
  tooManyTeams: (title: string, places: number) =>
    `${title} has ${places === 1 ? '1 place' : `${places} places`}: choose at most ${places === 1 ? 'one team' : `${places} teams`}`,
  sameTeamTwice: (title: string, team: string) => `${team} is chosen twice for ${title}`,
  notCandidate: (id: number) => `Team ${id} has no submission in this edition, so it cannot win a prize`,
  onePrizePerTeam: (team: string, prizes: string[]) =>
    `${team} would win ${prizes.join(' and ')}, but this edition gives each team one prize: choose another team or allow several prizes per team in the Event settings`,
} as const;

export const announceWinnersResponseSchema = z.object({
  publishedAt: z.string(),
  winners: z.number().int(),
  emailed: z.number().int(),
  /** Whether those emails are on their way or wait in the Outbox (shared/email-delivery.ts). */
  emailDelivery: emailDeliveryField,
});
