// Judging (issue 11): the five scores of an evaluation (spec §5 Evaluation dialog), their labels and
// average, and the admin's evaluation calls on a submission (every judge's evaluation, and one's own).
import { z } from 'zod';
import { EVALUATION_STATUSES, LIMITS, type ScoreKey } from '../constants';
import { adminSubmissionSchema } from './submissions';

const isoDate = z.string();

const SCORE_RANGE = 'Scores must be between 1 and 10';
const score = z
  .number({ error: SCORE_RANGE })
  .int({ error: 'Scores must be whole numbers' })
  .min(LIMITS.scoreMin, { error: SCORE_RANGE })
  .max(LIMITS.scoreMax, { error: SCORE_RANGE });

/**
 * Scores by criterion key of the edition's rubric (issue 23): for the demo's rubric exactly the spec's
 * five (`{innovation, technicalExecution, userExperience, presentation, impact}`), for another rubric its
 * own keys. Which keys a submission needs is the server's check against the edition's rubric.
 */
export const scoresSchema = z
  .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, { error: 'Unknown criterion' }), score)
  .refine((s) => Object.keys(s).length > 0 && Object.keys(s).length <= 20, { error: 'Score every criterion' });
export type Scores = z.infer<typeof scoresSchema>;

export const SCORE_LABELS: Record<ScoreKey, string> = {
  innovation: 'Innovation',
  technicalExecution: 'Technical Execution',
  userExperience: 'User Experience',
  presentation: 'Presentation',
  impact: 'Impact',
};

/** Spec §5: the final score is the average of the five (of every score given), one decimal, out of 10. */
export function averageScore(scores: Scores): number {
  const values = Object.values(scores);
  const sum = values.reduce((acc, v) => acc + v, 0);
  return values.length ? Math.round((sum / values.length) * 10) / 10 : 0;
}

/**
 * The final score under a rubric: the weighted mean of the criteria's scores, one decimal, out of 10.
 * Equal weights give averageScore's plain average, so the demo's "average of the five" is unchanged.
 */
export function weightedScore(scores: Scores, criteria: readonly { key: string; weight: number }[]): number {
  let sum = 0;
  let weights = 0;
  for (const c of criteria) {
    const s = scores[c.key];
    if (s === undefined) continue;
    sum += s * c.weight;
    weights += c.weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 10) / 10 : averageScore(scores);
}

/**
 * A criterion as the scoring forms show it: the edition's rubric (event-settings.ts rubricCriterionSchema)
 * with the weights of the submission's challenge. Declared here, not imported: event-settings imports
 * this file's labels.
 */
export const scoringCriterionSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  weight: z.number(),
});
export type ScoringCriterion = z.infer<typeof scoringCriterionSchema>;

export const evaluationRequestSchema = z.object({
  status: z.enum(EVALUATION_STATUSES, { error: 'Please choose a status' }),
  scores: scoresSchema,
  notes: z.string().trim().max(2000, { error: 'Notes cannot exceed 2000 characters' }).default(''),
});
export type EvaluationRequest = z.input<typeof evaluationRequestSchema>;
export type EvaluationInput = z.infer<typeof evaluationRequestSchema>;

export const evaluationSchema = z.object({
  id: z.number().int(),
  judgeId: z.number().int(),
  judgeName: z.string().nullable(),
  scores: scoresSchema,
  average: z.number(),
  notes: z.string(),
  updatedAt: isoDate,
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const submissionEvaluationsSchema = z.object({
  submission: adminSubmissionSchema,
  evaluations: z.array(evaluationSchema),
  /** The signed-in judge's own evaluation, to prefill the dialog. */
  mine: evaluationSchema.nullable(),
  /** What to score: one slider per criterion (the spec's five for the demo). */
  rubric: z.array(scoringCriterionSchema),
});
export type SubmissionEvaluations = z.infer<typeof submissionEvaluationsSchema>;

export const evaluateResponseSchema = z.object({ submission: adminSubmissionSchema, evaluation: evaluationSchema });
export type EvaluateResponse = z.infer<typeof evaluateResponseSchema>;
