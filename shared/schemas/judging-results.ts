// Judging (issue 11): what admins see: live coverage, the corrected ranking, the winners' readiness and
// the CSV exports.
import { z } from 'zod';
import { judgingSettingsSchema } from './judging-rules';

const id = z.number().int();

// ----- admin: coverage -----

export const coverageSchema = z.object({
  settings: judgingSettingsSchema,
  submissions: z.array(
    z.object({
      submissionId: id,
      teamId: id,
      teamName: z.string(),
      problemTitle: z.string().nullable(),
      /** Evaluations that count. */
      reviews: z.number().int(),
      /** Held by a judge right now. */
      inProgress: z.number().int(),
      /** max(0, target − reviews). */
      missing: z.number().int(),
      skips: z.number().int(),
      /** Judges with a conflict with this team. */
      conflicts: z.number().int(),
      /** Judges who could still review it (not conflicted, not done, not skipped). */
      eligibleJudges: z.number().int(),
    }),
  ),
  judges: z.array(
    z.object({
      judgeId: id,
      name: z.string(),
      reviews: z.number().int(),
      holds: z.number().int(),
      skips: z.number().int(),
      conflicts: z.number().int(),
    }),
  ),
  totals: z.object({
    submissions: z.number().int(),
    /** Submissions with at least the target of reviews. */
    complete: z.number().int(),
    reviews: z.number().int(),
    /** Reviews still needed to bring every submission to the target. */
    missing: z.number().int(),
    conflicts: z.number().int(),
  }),
});
export type Coverage = z.infer<typeof coverageSchema>;

/** The live event (over /ws) that tells admins' screens to refetch coverage and ranking. No data in it. */
export const JUDGING_LIVE_TYPE = 'judging.coverage';
export const judgingLiveMessageSchema = z.looseObject({
  type: z.literal(JUDGING_LIVE_TYPE),
  /** Who the event is for; the screens of others ignore it. */
  audience: z.literal('admin'),
  /** The edition whose judging changed: a screen watching another edition ignores it (DESIGN D13). */
  eventId: z.number().int(),
  reason: z.enum(['evaluation', 'assignment', 'skip', 'conflict', 'settings', 'judges', 'ranking']),
  message: z.string(),
  timestamp: z.string(),
});
export type JudgingLiveMessage = z.infer<typeof judgingLiveMessageSchema>;

// ----- admin: ranking -----

export const rankedSubmissionSchema = z.object({
  /** Place (equal scores share it); null: no reviews yet. */
  rank: z.number().int().nullable(),
  submissionId: id,
  teamId: id,
  teamName: z.string(),
  problemId: id.nullable(),
  problemTitle: z.string().nullable(),
  /** Corrected for the judges' leniency and scale: what the average judge would give, 1–10. */
  normalisedScore: z.number().nullable(),
  /** Plain mean of the reviews that count. */
  rawMean: z.number().nullable(),
  reviews: z.number().int(),
  /** Fewer reviews than the target. */
  belowTarget: z.boolean(),
  /** Bootstrap interval of the normalised score (level in the ranking). */
  low: z.number().nullable(),
  high: z.number().nullable(),
  tiedWithAbove: z.boolean(),
  tiedWithBelow: z.boolean(),
  /** Chance this one and the next are in the wrong order. */
  swapProbabilityBelow: z.number().nullable(),
});
export type RankedSubmission = z.infer<typeof rankedSubmissionSchema>;

export const suggestionSchema = z.object({
  submissionId: id,
  teamName: z.string(),
  /** Higher: an extra review of it settles more. */
  priority: z.number(),
  message: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const judgeStatsSchema = z.object({
  judgeId: id,
  name: z.string(),
  reviews: z.number().int(),
  leniency: z.number(),
  scale: z.number(),
  noise: z.number(),
  /** Relative weight of this judge's reviews (careless or contrary judges count less). */
  weight: z.number(),
});

/** GET /api/admin/judging/ranking. */
export const judgingRankingSchema = z.object({
  /**
   * The bootstrap of these evaluations is still computing: every evaluation counts and scores and ranks are
   * final, the intervals are the model's own until then. A `judging.coverage` message with reason
   * 'ranking' follows when the full ranking is ready.
   */
  updating: z.boolean(),
  targetReviews: z.number().int(),
  prizePlaces: z.number().int(),
  /** Coverage of the intervals, e.g. 0.9. */
  level: z.number(),
  entries: z.array(rankedSubmissionSchema),
  /** Prize places (1-based) whose interval overlaps the next place's: statistically tied. */
  tiedPlaces: z.array(z.number().int()),
  suggestions: z.array(suggestionSchema),
  judges: z.array(judgeStatsSchema),
  byChallenge: z.array(z.object({ problemId: id, problemTitle: z.string(), entries: z.array(rankedSubmissionSchema) })),
});
export type JudgingRanking = z.infer<typeof judgingRankingSchema>;

// ----- winners readiness -----

export const WARNING_CODES = [
  'judging_open',
  'deadline_not_passed',
  'below_target',
  'tied_places',
  'no_evaluations',
] as const;
export const readinessWarningSchema = z.object({
  code: z.enum(WARNING_CODES),
  message: z.string(),
  /** The submissions concerned (below target, tied). */
  submissionIds: z.array(id),
  /** The places concerned (tied). */
  places: z.array(z.number().int()),
});
export type ReadinessWarning = z.infer<typeof readinessWarningSchema>;

/** GET /api/admin/winners/readiness; also the body of announce's 409 when warnings are not acknowledged. */
export const winnersReadinessSchema = z.object({
  ready: z.boolean(),
  warnings: z.array(readinessWarningSchema),
  suggestions: z.array(suggestionSchema),
});
export type WinnersReadiness = z.infer<typeof winnersReadinessSchema>;

/** 409 of POST /api/admin/winners/announce without `acknowledgeWarnings: true` while there are warnings. */
export const announceWarningsErrorSchema = z.object({
  error: z.string(),
  warnings: z.array(readinessWarningSchema).optional(),
});

// ----- CSV exports -----

export const JUDGING_EXPORTS = ['evaluations', 'assignments', 'conflicts'] as const;
export type JudgingExport = (typeof JUDGING_EXPORTS)[number];
export const judgingExportParamsSchema = z.object({ kind: z.enum(JUDGING_EXPORTS) });
