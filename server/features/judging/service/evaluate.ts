// Judging (DESIGN D9): a submission's evaluations, and Project Evaluation, stored per judge (a second
// call of the same judge updates theirs), setting the submission's status; the notes reach the team when
// the edition releases feedback (feedback.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { RubricCriterion } from '@shared/schemas/event-settings';
import type { AdminSubmission } from '@shared/schemas/submissions';
import {
  type Evaluation,
  type EvaluationInput,
  JUDGING_MESSAGES,
  type SubmissionEvaluations,
  weightedScore,
} from '@shared/schemas/judging';
import type { Db, Tx } from '../../../db/client';
import { evaluations, judgeAssignments, submissions, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { iso } from '../../../lib/sql';
import { assertOpen, loadEvent } from '../../events/index';
import { getSubmission } from '../../submissions/index';
import { hasConflict, loadSettings } from './context';
import { checkScores, loadRubrics, scoreColumns, storedScores } from './rubric';
import { feedbackAfterReview } from './feedback';

type EvaluationRow = typeof evaluations.$inferSelect & { judgeName: string | null };

function toEvaluation(r: EvaluationRow, criteria: RubricCriterion[]): Evaluation {
  const scores = storedScores(r);
  return {
    id: r.id,
    judgeId: r.judgeId,
    judgeName: r.judgeName,
    scores,
    average: weightedScore(scores, criteria),
    notes: r.notes,
    updatedAt: iso(r.updatedAt),
  };
}

async function evaluationsOf(tx: Tx, submissionId: number): Promise<EvaluationRow[]> {
  const found = await tx
    .select({ e: evaluations, judgeName: users.name })
    .from(evaluations)
    .leftJoin(users, eq(users.id, evaluations.judgeId))
    .where(eq(evaluations.submissionId, submissionId))
    .orderBy(evaluations.updatedAt);
  return found.map((r) => ({ ...r.e, judgeName: r.judgeName }));
}

export async function submissionEvaluations(
  tx: Tx,
  submissionId: number,
  judgeId: number,
): Promise<SubmissionEvaluations> {
  const submission = await getSubmission(tx, submissionId);
  const rubric = await submissionRubric(tx, submissionId);
  const all = (await evaluationsOf(tx, submissionId)).map((r) => toEvaluation(r, rubric));
  return { submission, evaluations: all, mine: all.find((e) => e.judgeId === judgeId) ?? null, rubric };
}

/** What a submission is scored on: its edition's rubric with its challenge's weights. */
async function submissionRubric(tx: Tx, submissionId: number): Promise<RubricCriterion[]> {
  const [sub] = await tx
    .select({ eventId: submissions.eventId, problemId: submissions.problemId })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  if (!sub) throw notFound('Submission not found');
  return (await loadRubrics(tx, sub.eventId)).of(sub.problemId);
}

export interface EvaluationChange {
  /** The status to set; undefined keeps it (a judge's review moves 'submitted' to 'under_review'). */
  status?: EvaluationInput['status'];
  scores: EvaluationInput['scores'];
  notes: string;
}

/**
 * Stores this judge's evaluation (one per judge: a second call updates it), sets the submission's
 * status, and emails the team its feedback once per project when the edition shows it. The judging rules
 * apply to everyone who evaluates (admins through the spec's dialog too): nothing changes once judging
 * closed, nothing changes in an archived edition (409), and a judge with a conflict of interest with
 * the team is refused. The edition is the submission's.
 */
export async function saveEvaluation(
  tx: Tx,
  judgeId: number,
  submissionId: number,
  input: EvaluationChange,
  publicUrl: string,
): Promise<{ submission: AdminSubmission; evaluation: Evaluation; teamId: number; eventId: number }> {
  const [current] = await tx
    .select({
      status: submissions.status,
      teamId: submissions.teamId,
      eventId: submissions.eventId,
      problemId: submissions.problemId,
      teamName: teams.name,
    })
    .from(submissions)
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .where(eq(submissions.id, submissionId))
    .for('update', { of: submissions });
  if (!current) throw notFound('Submission not found');
  const { eventId } = current;
  assertOpen(await loadEvent(tx, eventId));
  if (current.status === 'draft') throw conflict('Draft submissions cannot be evaluated');
  const settings = await loadSettings(tx, eventId);
  if (settings.state === 'closed') throw conflict(JUDGING_MESSAGES.closed);
  if (await hasConflict(tx, eventId, judgeId, current.teamId)) throw forbidden(JUDGING_MESSAGES.conflicted);
  // One rubric (issue 23): a score for each of the edition's criteria, weighed as the challenge says.
  const criteria = (await loadRubrics(tx, eventId)).of(current.problemId);
  checkScores(criteria, input.scores);
  const status = input.status ?? (current.status === 'submitted' ? 'under_review' : current.status);
  const now = new Date();
  const values = {
    ...scoreColumns(criteria, input.scores),
    score: weightedScore(input.scores, criteria),
    notes: input.notes,
    updatedAt: now,
  };
  await tx
    .insert(evaluations)
    .values({ submissionId, judgeId, ...values })
    .onConflictDoUpdate({ target: [evaluations.submissionId, evaluations.judgeId], set: values });
  await tx.update(submissions).set({ status, updatedAt: now }).where(eq(submissions.id, submissionId));
  // A review made from a hold completes it.
  await tx
    .update(judgeAssignments)
    .set({ doneAt: now })
    .where(
      and(
        eq(judgeAssignments.judgeId, judgeId),
        eq(judgeAssignments.submissionId, submissionId),
        isNull(judgeAssignments.doneAt),
      ),
    );
  const submission = await getSubmission(tx, submissionId);
  // The team's feedback email: once per project, when the edition shows feedback (feedback.ts).
  const emailed = await feedbackAfterReview(tx, eventId, submissionId, publicUrl);
  await writeAudit(
    tx,
    judgeId,
    'submission.evaluate',
    `submission:${submissionId}`,
    {
      teamId: current.teamId,
      from: current.status,
      to: status,
      scores: input.scores,
      average: weightedScore(input.scores, criteria),
      notes: input.notes,
      emailed,
    },
    eventId,
  );
  const mine = (await evaluationsOf(tx, submissionId)).find((e) => e.judgeId === judgeId)!;
  return { submission, evaluation: toEvaluation(mine, criteria), teamId: current.teamId, eventId };
}

/** Project Evaluation (the spec's dialog): an admin judging. */
export async function evaluateSubmission(
  db: Db,
  judgeId: number,
  submissionId: number,
  input: EvaluationInput,
  publicUrl: string,
): Promise<{ submission: AdminSubmission; evaluation: Evaluation; eventId: number }> {
  return db.transaction(async (tx) => {
    const { submission, evaluation, eventId } = await saveEvaluation(tx, judgeId, submissionId, input, publicUrl);
    // The edition goes to the route, which tells that edition's coverage screens.
    return { submission, evaluation, eventId };
  });
}
