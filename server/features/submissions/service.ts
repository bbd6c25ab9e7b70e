// The team side of submissions (spec §2 'Submit', §4; DESIGN D8): only approved teams, only before the
// submission deadline, updates only while draft or submitted. The team always comes from the session;
// a submission of another team is 'not found'.
import { and, eq, inArray } from 'drizzle-orm';
import { EDITABLE_SUBMISSION_STATUSES } from '@shared/constants';
import {
  splitTechStack,
  SUBMISSION_MESSAGES,
  type SubmissionRequest,
  type SubmissionResponse,
} from '@shared/schemas/submissions';
import type { Db, Tx } from '../../db/client';
import { event, problems, submissions, teams } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';

export const NOT_APPROVED =
  'Only approved teams can submit projects. Your team is awaiting approval from the hackathon organizers.';
export const REJECTED = 'Your team was not approved, so it cannot submit projects.';
export const DEADLINE_PASSED = 'The submission deadline has passed.';
export const NOT_EDITABLE = 'This submission is being reviewed and can no longer be updated.';
export const NO_TEAM = 'You need a team to submit a project.';

type Row = typeof submissions.$inferSelect;

function toResponse(r: Row): SubmissionResponse {
  return {
    id: r.id,
    teamId: r.teamId,
    problemId: r.problemId,
    githubUrl: r.githubUrl,
    demoUrl: r.demoUrl,
    description: r.description,
    techStack: r.techStack,
    status: r.status,
    submittedAt: r.submittedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The rules every submit or update checks, inside its transaction (the team row is locked). */
async function checkTeamMaySubmit(tx: Tx, teamId: number | null) {
  if (!teamId) throw new AppError(403, NO_TEAM);
  const [team] = await tx
    .select({ id: teams.id, status: teams.status })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  if (!team) throw new AppError(403, NO_TEAM);
  if (team.status === 'pending') throw new AppError(403, NOT_APPROVED);
  if (team.status === 'rejected') throw new AppError(403, REJECTED);
  const [ev] = await tx.select({ deadline: event.submissionDeadline }).from(event).where(eq(event.id, 1));
  if (!ev || Date.now() >= ev.deadline.getTime()) throw new AppError(403, DEADLINE_PASSED);
  return team;
}

async function checkProblem(tx: Tx, problemId: number) {
  const [p] = await tx
    .select({ id: problems.id, active: problems.active })
    .from(problems)
    .where(eq(problems.id, problemId));
  if (!p || !p.active) throw badRequest(SUBMISSION_MESSAGES.problemId, { problemId: SUBMISSION_MESSAGES.problemId });
}

function values(input: SubmissionRequest) {
  return {
    problemId: input.problemId,
    githubUrl: input.githubUrl,
    demoUrl: input.demoUrl ? input.demoUrl : null,
    description: input.description,
    techStack: splitTechStack(input.techStack),
  };
}

export async function createSubmission(
  db: Db,
  user: { id: number; teamId: number | null },
  input: SubmissionRequest,
): Promise<SubmissionResponse> {
  return db.transaction(async (tx) => {
    const team = await checkTeamMaySubmit(tx, user.teamId);
    await checkProblem(tx, input.problemId);
    const now = new Date();
    const [row] = await tx
      .insert(submissions)
      .values({ teamId: team.id, ...values(input), status: 'submitted', submittedAt: now, updatedAt: now })
      .returning();
    await writeAudit(tx, user.id, 'submission.create', `submission:${row!.id}`, { teamId: team.id });
    return toResponse(row!);
  });
}

export async function updateSubmission(
  db: Db,
  user: { id: number; teamId: number | null },
  id: number,
  input: SubmissionRequest,
): Promise<SubmissionResponse> {
  return db.transaction(async (tx) => {
    const [existing] = user.teamId
      ? await tx
          .select({ id: submissions.id, status: submissions.status })
          .from(submissions)
          .where(and(eq(submissions.id, id), eq(submissions.teamId, user.teamId)))
      : [];
    if (!existing) throw notFound('Submission not found');
    const team = await checkTeamMaySubmit(tx, user.teamId);
    await checkProblem(tx, input.problemId);
    // The status condition sits in the UPDATE itself: an evaluation landing meanwhile wins.
    const [row] = await tx
      .update(submissions)
      .set({ ...values(input), status: 'submitted', updatedAt: new Date() })
      .where(
        and(
          eq(submissions.id, id),
          eq(submissions.teamId, team.id),
          inArray(submissions.status, [...EDITABLE_SUBMISSION_STATUSES]),
        ),
      )
      .returning();
    if (!row) throw conflict(NOT_EDITABLE);
    await writeAudit(tx, user.id, 'submission.update', `submission:${row.id}`, { teamId: team.id });
    return toResponse(row);
  });
}
