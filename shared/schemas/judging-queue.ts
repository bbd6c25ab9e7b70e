// Judging (issue 11): the judge's queue: hand-outs, holds, skips, reviews and revisions.
import { z } from 'zod';
import { SUBMISSION_STATUSES } from '../constants';
import { evaluationRequestSchema, scoresSchema, scoringCriterionSchema } from './judging-evaluations';
import { JUDGING_DEFAULTS, JUDGING_MESSAGES, JUDGING_STATES } from './judging-rules';
import { pinnedSchema } from './pins';

const isoDate = z.string();
const id = z.number().int();

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
  category: z.string().nullable(),
  githubUrl: z.string(),
  /** The repository as pinned at the deadline (issue 33): what to judge; null before the pin job scheduled it. */
  pinned: pinnedSchema.nullable(),
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
  /** What to score: the edition's criteria with this challenge's weights (issue 23). */
  rubric: z.array(scoringCriterionSchema),
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
  /**
   * Why no submission can be handed out now, when that is known: projects can still change (judging
   * waits for the submissions to close), the calendar's judging window, the phase (results, archived),
   * or every project has its reviews (stop at target). Null otherwise.
   */
  notice: z
    .object({
      reason: z.enum(['window_open', 'judging_window', 'phase', 'all_reviewed']),
      message: z.string(),
    })
    .nullable()
    .optional(),
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
  /** Every project has its reviews and the edition stops at the target: nothing more to hand out. */
  complete: z.boolean().optional(),
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
      /** What it was scored on, to revise it (issue 23). */
      rubric: z.array(scoringCriterionSchema),
    }),
  ),
});
export type MyEvaluations = z.infer<typeof myEvaluationsSchema>;
