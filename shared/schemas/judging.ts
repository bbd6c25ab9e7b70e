// Judging (issue 11): judges and their invitations, conflicts of interest, the judging settings, the
// judges' queue (next / hold / skip / evaluate / revise), the admins' live coverage, the corrected ranking
// and the winners' readiness check. Routes and shapes: docs/judging-api.md. The math is shared/judging/.
import { z } from 'zod';
import { CATEGORY_KEYS, SUBMISSION_STATUSES } from '../constants';
import { evaluationRequestSchema, scoresSchema } from './admin';
import { FIELD_MESSAGES, emailField, personNameField } from './fields';

const isoDate = z.string();
const id = z.number().int();

/**
 * Public mail providers: two judges or a judge and a participant sharing one of these domains says
 * nothing about their being close, so no automatic conflict comes from them.
 */
export const PUBLIC_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  // Reserved for examples (RFC 2606): demo and test accounts use them, and they name no organisation.
  'example.com',
  'example.org',
  'example.net',
] as const;

/** The domain of an address, lower-cased; null when it is one of PUBLIC_MAIL_DOMAINS (or has none). */
export function organisationDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain || (PUBLIC_MAIL_DOMAINS as readonly string[]).includes(domain)) return null;
  return domain;
}

export const JUDGING_DEFAULTS = {
  targetReviews: 3,
  /** How long a handed-out submission stays reserved for its judge. */
  holdMinutes: 20,
  /** At most this many submissions held by one judge at once (a short queue). */
  maxHolds: 5,
  /** The places the ranking protects (overall podium). */
  prizePlaces: 3,
} as const;

export const JUDGING_MESSAGES = {
  notOpen: 'Judging is not open',
  closed: 'Judging is closed: evaluations can no longer change',
  conflicted: 'You have a conflict of interest with this team',
  notAssigned: 'This submission is not assigned to you. Ask for your next submission.',
  tooManyHolds: 'Finish or skip a submission you hold first',
  skipReason: 'Please say why you skip this submission',
  notJudge: 'This account is not a judge',
  participantEmail: 'This email belongs to a participant account',
  alreadyJudge: 'This person is already a judge',
  needsAcknowledgement: 'Please review the warnings and confirm to announce anyway',
} as const;

// ----- judges -----

export const judgeCategoriesField = z.array(z.enum(CATEGORY_KEYS)).max(CATEGORY_KEYS.length);
export const judgeProblemIdsField = z.array(id.positive()).max(50);

/** GET/PATCH /api/judge/profile: the signed-in judge (a `judge` account or an admin marked as judge). */
export const judgeProfileSchema = z.object({
  userId: id,
  name: z.string(),
  email: z.string(),
  /** True for an admin who also judges. */
  isAdmin: z.boolean(),
  affiliation: z.string(),
  /** The categories they know (CATEGORY_KEYS): preferred when submissions are handed out. */
  categories: z.array(z.enum(CATEGORY_KEYS)),
  /** The challenges (problem ids) they know: their categories are preferred too. */
  problemIds: z.array(id),
});
export type JudgeProfile = z.infer<typeof judgeProfileSchema>;

export const updateJudgeProfileSchema = z
  .object({
    name: personNameField.optional(),
    affiliation: z.string().trim().max(200, { error: 'Affiliation cannot exceed 200 characters' }).optional(),
    categories: judgeCategoriesField.optional(),
    problemIds: judgeProblemIdsField.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: FIELD_MESSAGES.nothingToChange });
export type UpdateJudgeProfile = z.infer<typeof updateJudgeProfileSchema>;

/** A judge in the admin's list (GET /api/admin/judges). */
export const adminJudgeSchema = judgeProfileSchema.extend({
  /** pending: invited, has not set a password yet; inactive: removed from judging. */
  status: z.enum(['active', 'pending', 'inactive']),
  /** Evaluations that count (conflicted ones left out). */
  reviews: z.number().int(),
  /** Submissions held right now. */
  holds: z.number().int(),
  skips: z.number().int(),
  conflicts: z.number().int(),
});
export type AdminJudge = z.infer<typeof adminJudgeSchema>;

export const judgeInvitationSchema = z.object({
  id,
  email: z.string(),
  name: z.string().nullable(),
  expiresAt: isoDate,
  createdAt: isoDate,
});
export type JudgeInvitation = z.infer<typeof judgeInvitationSchema>;

export const adminJudgesSchema = z.object({
  judges: z.array(adminJudgeSchema),
  /** Invitations not accepted yet. */
  invitations: z.array(judgeInvitationSchema),
});
export type AdminJudges = z.infer<typeof adminJudgesSchema>;

/** POST /api/admin/judges/invitations → 201 judgeInvitationSchema. */
export const inviteJudgeSchema = z.object({
  email: emailField,
  name: personNameField.optional(),
  affiliation: z.string().trim().max(200).optional(),
  categories: judgeCategoriesField.optional(),
});
export type InviteJudge = z.infer<typeof inviteJudgeSchema>;

/** GET /api/judge-invitations/:token (public): what the invitation page shows. */
export const judgeInvitationInfoSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  invitedBy: z.string().nullable(),
  expiresAt: isoDate,
});
export type JudgeInvitationInfo = z.infer<typeof judgeInvitationInfoSchema>;
// POST /api/judge-invitations/:token takes acceptInvitationSchema ({name, password}) from ./teams and
// answers sessionResponseSchema (signs the judge in), as a member invitation does.

// ----- conflicts -----

export const CONFLICT_SOURCES = ['declared', 'domain', 'admin'] as const;
export type ConflictSource = (typeof CONFLICT_SOURCES)[number];

export const conflictSchema = z.object({
  judgeId: id,
  judgeName: z.string(),
  teamId: id,
  teamName: z.string(),
  /** declared by the judge, added by an admin, or found automatically (same organisation mail domain). */
  source: z.enum(CONFLICT_SOURCES),
  reason: z.string(),
  createdAt: isoDate.nullable(),
});
export type Conflict = z.infer<typeof conflictSchema>;
export const conflictListSchema = z.object({ conflicts: z.array(conflictSchema) });
export type ConflictList = z.infer<typeof conflictListSchema>;

const reasonField = z.string().trim().max(500, { error: 'Reason cannot exceed 500 characters' });

/** POST /api/judge/conflicts: the judge declares a team they are close to. */
export const declareConflictSchema = z.object({ teamId: id.positive(), reason: reasonField.default('') });
export type DeclareConflict = z.input<typeof declareConflictSchema>;
/** POST /api/admin/judging/conflicts. */
export const addConflictSchema = declareConflictSchema.extend({ judgeId: id.positive() });
export type AddConflict = z.input<typeof addConflictSchema>;
/** DELETE /api/admin/judging/conflicts/:judgeId/:teamId (also dismisses an automatic one). */
export const conflictParamsSchema = z.object({
  judgeId: z.coerce.number().int().positive(),
  teamId: z.coerce.number().int().positive(),
});

/** GET /api/judge/teams: the teams a judge may declare a conflict with (names only). */
export const judgeTeamListSchema = z.object({
  teams: z.array(
    z.object({
      id,
      name: z.string(),
      problemTitle: z.string().nullable(),
      /** null: no conflict; else where the conflict comes from. */
      conflict: z.enum(CONFLICT_SOURCES).nullable(),
    }),
  ),
});
export type JudgeTeamList = z.infer<typeof judgeTeamListSchema>;

// ----- settings -----

export const JUDGING_STATES = ['not_started', 'open', 'closed'] as const;
export type JudgingState = (typeof JUDGING_STATES)[number];

export const judgingSettingsSchema = z.object({
  state: z.enum(JUDGING_STATES),
  targetReviews: z.number().int(),
  holdMinutes: z.number().int(),
  openedAt: isoDate.nullable(),
  closedAt: isoDate.nullable(),
});
export type JudgingSettings = z.infer<typeof judgingSettingsSchema>;

/** PATCH /api/admin/judging/settings: open or close judging, change the target. */
export const updateJudgingSettingsSchema = z
  .object({
    state: z.enum(['open', 'closed']).optional(),
    targetReviews: z
      .number()
      .int()
      .min(1, { error: 'At least 1 review' })
      .max(20, { error: 'At most 20 reviews' })
      .optional(),
    holdMinutes: z.number().int().min(5).max(240).optional(),
  })
  .refine((v) => v.state !== undefined || v.targetReviews !== undefined || v.holdMinutes !== undefined, {
    error: FIELD_MESSAGES.nothingToChange,
  });
export type UpdateJudgingSettings = z.infer<typeof updateJudgingSettingsSchema>;

// ----- the judge's queue -----

export const judgeEvaluationSchema = z.object({
  scores: scoresSchema,
  average: z.number(),
  notes: z.string(),
  updatedAt: isoDate,
});
export type JudgeEvaluation = z.infer<typeof judgeEvaluationSchema>;

/** A submission handed to a judge (what they need to review it). */
export const judgeSubmissionSchema = z.object({
  submissionId: id,
  teamName: z.string(),
  problemId: id.nullable(),
  problemTitle: z.string().nullable(),
  category: z.enum(CATEGORY_KEYS).nullable(),
  githubUrl: z.string(),
  demoUrl: z.string().nullable(),
  description: z.string(),
  techStack: z.array(z.string()),
  status: z.enum(SUBMISSION_STATUSES),
  /** coverage: it still lacks reviews; uncertainty: an extra review that helps settle the prize places. */
  phase: z.enum(['coverage', 'uncertainty']).nullable(),
  /** While held, when the reservation lapses; null when not held (e.g. already reviewed). */
  heldUntil: isoDate.nullable(),
  /** The judge's own evaluation, to revise it. */
  mine: judgeEvaluationSchema.nullable(),
});
export type JudgeSubmission = z.infer<typeof judgeSubmissionSchema>;

/** GET /api/judge/queue: what the judge holds now, and their progress. */
export const judgeQueueSchema = z.object({
  state: z.enum(JUDGING_STATES),
  targetReviews: z.number().int(),
  held: z.array(judgeSubmissionSchema),
  /** Evaluations made by this judge (that count). */
  done: z.number().int(),
  skipped: z.number().int(),
});
export type JudgeQueue = z.infer<typeof judgeQueueSchema>;

/** POST /api/judge/next: one more submission (held for the judge), or null when none is left for them. */
export const nextRequestSchema = z.strictObject({
  /** Hand out this many at once (a short queue), up to JUDGING_DEFAULTS.maxHolds held in all. */
  count: z.number().int().min(1).max(JUDGING_DEFAULTS.maxHolds).default(1),
});
export const nextResponseSchema = z.object({
  assigned: z.array(judgeSubmissionSchema),
  /** True when nothing is left for this judge (everything reviewed, skipped, conflicted or held by others). */
  exhausted: z.boolean(),
});
export type NextResponse = z.infer<typeof nextResponseSchema>;

/** POST /api/judge/submissions/:id/skip. */
export const skipSchema = z.object({
  reason: z.string().trim().min(1, { error: JUDGING_MESSAGES.skipReason }).max(500),
});
export type SkipRequest = z.infer<typeof skipSchema>;

/** PUT /api/judge/submissions/:id/evaluation: create or revise (until judging closes). */
export const judgeEvaluationRequestSchema = z.object({
  scores: scoresSchema,
  notes: evaluationRequestSchema.shape.notes,
});
export type JudgeEvaluationRequest = z.input<typeof judgeEvaluationRequestSchema>;

/** GET /api/judge/evaluations: the judge's own evaluations (never anyone else's). */
export const myEvaluationsSchema = z.object({
  state: z.enum(JUDGING_STATES),
  /** False once judging closed. */
  canRevise: z.boolean(),
  evaluations: z.array(
    judgeEvaluationSchema.extend({
      submissionId: id,
      teamName: z.string(),
      problemTitle: z.string().nullable(),
      /** A conflict declared after the evaluation: it no longer counts in the ranking. */
      conflicted: z.boolean(),
    }),
  ),
});
export type MyEvaluations = z.infer<typeof myEvaluationsSchema>;

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
  reason: z.enum(['evaluation', 'assignment', 'skip', 'conflict', 'settings', 'judges']),
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
