// Judging (DESIGN D9): a submission's evaluations, and Project Evaluation, stored per judge (a second
// call of the same judge updates theirs), setting the submission's status; the notes reach the team.
import { and, eq, sql } from 'drizzle-orm';
import { formatStatus, SCORE_KEYS } from '@shared/constants';
import {
  averageScore,
  type AdminSubmission,
  type Evaluation,
  type EvaluationInput,
  type Scores,
  type SubmissionEvaluations,
} from '@shared/schemas/admin';
import type { Db, Tx } from '../../db/client';
import { evaluations, submissions, teamMembers, teams, users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { iso } from '../../lib/sql';
import {
  composeEmail,
  enqueueEmail,
  eventFacts,
  type EventFacts,
  type OutgoingEmail,
  type Recipient,
} from '../mail/index';
import { getSubmission } from '../submissions/index';

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

function evaluationEmail(
  to: Recipient,
  teamName: string,
  problemTitle: string | null,
  status: string,
  notes: string,
  ev: EventFacts,
  publicUrl: string,
): OutgoingEmail {
  const project = problemTitle ? `your submission for ${problemTitle}` : 'your submission';
  return composeEmail(to.email, `${teamName}: your submission was reviewed`, [
    `Hello ${to.name},`,
    `The judges of ${ev.name} reviewed ${project}. Its status is now: ${formatStatus(status)}.`,
    ...(notes ? ['Feedback from the judges:', notes] : []),
    `${publicUrl}/team-dashboard`,
  ]);
}

/**
 * Stores this judge's evaluation (one per judge: a second call updates it), sets the submission's
 * status, and emails the team its status and the notes when either is news to them.
 */
export async function evaluateSubmission(
  db: Db,
  judgeId: number,
  submissionId: number,
  input: EvaluationInput,
  publicUrl: string,
): Promise<{ submission: AdminSubmission; evaluation: Evaluation }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: submissions.status, teamId: submissions.teamId, teamName: teams.name })
      .from(submissions)
      .innerJoin(teams, eq(teams.id, submissions.teamId))
      .where(eq(submissions.id, submissionId))
      .for('update', { of: submissions });
    if (!current) throw notFound('Submission not found');
    if (current.status === 'draft') throw conflict('Draft submissions cannot be evaluated');
    const now = new Date();
    const values = { ...input.scores, notes: input.notes, updatedAt: now };
    const [previous] = await tx
      .select({ notes: evaluations.notes })
      .from(evaluations)
      .where(and(eq(evaluations.submissionId, submissionId), eq(evaluations.judgeId, judgeId)));
    await tx
      .insert(evaluations)
      .values({ submissionId, judgeId, ...values })
      .onConflictDoUpdate({ target: [evaluations.submissionId, evaluations.judgeId], set: values });
    await tx.update(submissions).set({ status: input.status, updatedAt: now }).where(eq(submissions.id, submissionId));
    const submission = await getSubmission(tx, submissionId);
    const notesChanged = input.notes !== '' && input.notes !== (previous?.notes ?? '');
    let emailed = 0;
    if (current.status !== input.status || notesChanged) {
      const ev = await eventFacts(tx);
      const recipients = await tx
        .select({ name: users.name, email: users.email })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, current.teamId), sql`${users.status} <> 'inactive'`));
      await enqueueEmail(
        tx,
        recipients.map((r) =>
          evaluationEmail(r, current.teamName, submission.problemTitle, input.status, input.notes, ev, publicUrl),
        ),
      );
      emailed = recipients.length;
    }
    await writeAudit(tx, judgeId, 'submission.evaluate', `submission:${submissionId}`, {
      teamId: current.teamId,
      from: current.status,
      to: input.status,
      scores: input.scores,
      average: averageScore(input.scores),
      emailed,
    });
    const mine = (await evaluationsOf(tx, submissionId)).find((e) => e.judgeId === judgeId)!;
    return { submission, evaluation: toEvaluation(mine) };
  });
}
