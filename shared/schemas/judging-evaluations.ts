// Judging (issue 11): the five scores of an evaluation (spec §5 Evaluation dialog), their labels and
// average, and the admin's evaluation calls on a submission (every judge's evaluation, and one's own).
import { z } from 'zod';
import { EVALUATION_STATUSES, LIMITS, SCORE_KEYS, type ScoreKey } from '../constants';
import { adminSubmissionSchema } from './submissions';

const isoDate = z.string();

const SCORE_RANGE = 'Scores must be between 1 and 10';
const score = z
  .number({ error: SCORE_RANGE })
  .int({ error: 'Scores must be whole numbers' })
  .min(LIMITS.scoreMin, { error: SCORE_RANGE })
  .max(LIMITS.scoreMax, { error: SCORE_RANGE });

export const scoresSchema = z.object(
  Object.fromEntries(SCORE_KEYS.map((k) => [k, score])) as Record<ScoreKey, typeof score>,
);
export type Scores = z.infer<typeof scoresSchema>;

export const SCORE_LABELS: Record<ScoreKey, string> = {
  innovation: 'Innovation',
  technicalExecution: 'Technical Execution',
  userExperience: 'User Experience',
  presentation: 'Presentation',
  impact: 'Impact',
};

/** Spec §5: the final score is the average of the five, one decimal, out of 10. */
export function averageScore(scores: Scores): number {
  const sum = SCORE_KEYS.reduce((acc, k) => acc + scores[k], 0);
  return Math.round((sum / SCORE_KEYS.length) * 10) / 10;
}

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
});
export type SubmissionEvaluations = z.infer<typeof submissionEvaluationsSchema>;

export const evaluateResponseSchema = z.object({ submission: adminSubmissionSchema, evaluation: evaluationSchema });
export type EvaluateResponse = z.infer<typeof evaluateResponseSchema>;
