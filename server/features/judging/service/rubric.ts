// One rubric (issue 23): what judges score is the edition's rubric (events.rubric), with a challenge's
// weights when its evaluation overrides them; the final score is the weighted mean. The spec's five keep
// their five columns (the demo's evaluations look as they always did); another rubric's scores are stored
// by key in evaluations.scores, the five columns left empty.
import { asc, eq } from 'drizzle-orm';
import { SCORE_KEYS } from '@shared/constants';
import { challengeRubric } from '@shared/schemas/challenges';
import type { RubricCriterion } from '@shared/schemas/event-settings';
import { type Scores, weightedScore } from '@shared/schemas/judging';
import type { Tx } from '../../../db/client';
import { evaluations, events, problems } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { rubricOf } from '../../events/index';

type EvaluationRow = typeof evaluations.$inferSelect;

/** The scores an evaluation row holds: its jsonb scores, else the spec's five columns. */
export function storedScores(e: Pick<EvaluationRow, 'scores' | (typeof SCORE_KEYS)[number]>): Scores {
  if (e.scores) return e.scores;
  const scores: Scores = {};
  for (const k of SCORE_KEYS) {
    const v = e[k];
    if (v !== null) scores[k] = v;
  }
  return scores;
}

/** True for the spec's five criteria (whatever their weights): they have columns of their own. */
export function isSpecRubric(rubric: readonly Pick<RubricCriterion, 'key'>[]): boolean {
  return rubric.length === SCORE_KEYS.length && SCORE_KEYS.every((k) => rubric.some((c) => c.key === k));
}

/** The row values that store `scores` under `rubric`. */
export function scoreColumns(rubric: readonly RubricCriterion[], scores: Scores) {
  if (isSpecRubric(rubric)) {
    return {
      innovation: scores.innovation!,
      technicalExecution: scores.technicalExecution!,
      userExperience: scores.userExperience!,
      presentation: scores.presentation!,
      impact: scores.impact!,
      scores: null,
    };
  }
  return {
    innovation: null,
    technicalExecution: null,
    userExperience: null,
    presentation: null,
    impact: null,
    scores,
  };
}

/** A score for every criterion of the rubric and for nothing else: 400 naming `scores` otherwise. */
export function checkScores(rubric: readonly RubricCriterion[], scores: Scores) {
  const keys = Object.keys(scores);
  const missing = rubric.filter((c) => !(c.key in scores));
  const unknown = keys.filter((k) => !rubric.some((c) => c.key === k));
  if (missing.length === 0 && unknown.length === 0) return;
  const message = `Score every criterion of the rubric: ${rubric.map((c) => c.name).join(', ')}`;
  throw badRequest(message, { scores: message });
}

/** An edition's rubric and its challenges' weights, read once for many evaluations. */
export interface Rubrics {
  edition: RubricCriterion[];
  /** The criteria a submission of this challenge is scored on (the edition's without a challenge). */
  of(problemId: number | null): RubricCriterion[];
  /** An evaluation's final score: the weighted mean under its challenge's criteria. */
  score(e: Pick<EvaluationRow, 'scores' | (typeof SCORE_KEYS)[number]>, problemId: number | null): number;
}

export async function loadRubrics(tx: Tx, eventId: number): Promise<Rubrics> {
  const [ev] = await tx.select({ rubric: events.rubric }).from(events).where(eq(events.id, eventId));
  const edition = rubricOf(ev?.rubric);
  const found = await tx
    .select({ id: problems.id, evaluation: problems.evaluation })
    .from(problems)
    .where(eq(problems.eventId, eventId))
    .orderBy(asc(problems.id));
  const byProblem = new Map(found.map((p) => [p.id, challengeRubric(edition, p.evaluation)]));
  const of = (problemId: number | null) => (problemId === null ? edition : (byProblem.get(problemId) ?? edition));
  return { edition, of, score: (e, problemId) => weightedScore(storedScores(e), of(problemId)) };
}
