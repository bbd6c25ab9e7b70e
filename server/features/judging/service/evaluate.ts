// Judging (DESIGN D9): a submission's evaluations, and Project Evaluation, stored per judge (a second
// call of the same judge updates theirs), setting the submission's status; the notes reach the team when
// the edition releases feedback (feedback.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { SCORE_KEYS } from '@shared/constants';
import type { AdminSubmission } from '@shared/schemas/submissions';
import {
  averageScore,
  type Evaluation,
  type EvaluationInput,
  JUDGING_MESSAGES,
  type Scores,
  type SubmissionEvaluations,
} from '@shared/schemas/judging';
import type { Db, Tx } from '../../../db/client';
import { evaluations, judgeAssignments, submissions, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { iso } from '../../../lib/sql';
import { assertOpen, loadEvent } from '../../events/index';
import { getSubmission } from '../../submissions/index';
import { hasConflict, loadSettings } from './context';
import { feedbackAfterReview } from './feedback';

type EvaluationRow = typeof evaluations.$inferSelect & { judgeName: string | null };

function toEvaluation(r: EvaluationRow): Evaluation {
  const scores = Object.fromEntries(SCORE_KEYS.map((k) => [k, r[k]])) as Scores;
  return {
    id: r.id,
    judgeId: r.judgeId,
    judgeName: r.judgeName,
    scores,
    average: averageScore(scores),
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
  const all = (await evaluationsOf(tx, submissionId)).map(toEvaluation);
  return { submission, evaluations: all, mine: all.find((e) => e.judgeId === judgeId) ?? null };
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
  const status = input.status ?? (current.status === 'submitted' ? 'under_review' : current.status);
  const now = new Date();
  const values = { ...input.scores, notes: input.notes, updatedAt: now };
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
      average: averageScore(input.scores),
      notes: input.notes,
      emailed,
    },
    eventId,
  );
  const mine = (await evaluationsOf(tx, submissionId)).find((e) => e.judgeId === judgeId)!;
  return { submission, evaluation: toEvaluation(mine), teamId: current.teamId, eventId };
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
