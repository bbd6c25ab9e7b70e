// The team side of submissions (spec §2 'Submit', §4; DESIGN D8): only approved teams, only inside the
// edition's submission window (its dates, the grace period, an organizer's phase override), updates only
// while draft or submitted, and one project per team per edition: a second POST updates the team's
// project when it may, or answers 409 saying why not (a unique index on (event_id, team_id) backs it).
// The team always comes from the signed-in user (their team of the current edition); a submission of
// another team is 'not found'. Each write decides inside its transaction, with the edition's row
// share-locked and the team's row locked, by the server's clock read after the locks: the instant
// recorded is the instant decided, so nothing is accepted after the deadline or refused before it.
import { and, eq, inArray } from 'drizzle-orm';
import { EDITABLE_SUBMISSION_STATUSES } from '@shared/constants';
import { oneProjectMessage, SUBMIT_MESSAGES } from '@shared/submit-state';
import {
  splitTechStack,
  SUBMISSION_MESSAGES,
  type SubmissionRequest,
  type SubmissionResponse,
} from '@shared/schemas/submissions';
import type { Db, Tx } from '../../db/client';
import { problems, submissions, teamMembers, teams } from '../../db/schema';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { clockNow } from '../../lib/clock';
import { assertOpen, openEdition } from '../events/index';
import { assertWindowOpen, shareLockEvent } from './window';
import { schedulePin } from './pins/pin-store';

const { notApproved: NOT_APPROVED, rejected: REJECTED, notEditable: NOT_EDITABLE, noTeam: NO_TEAM } = SUBMIT_MESSAGES;

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

/**
 * The rules every submit or update checks, inside its transaction: the edition's row share-locked first,
 * then the team's row locked (the order every writer of both takes), then the decision at `now`.
 */
async function checkTeamMaySubmit(tx: Tx, eventId: number, teamId: number | null) {
  if (!teamId) throw new AppError(403, NO_TEAM);
  const ev = await shareLockEvent(tx, eventId);
  const [team] = await tx
    .select({ id: teams.id, status: teams.status, eventId: teams.eventId })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)))
    .for('update');
  if (!team) throw new AppError(403, NO_TEAM);
  assertOpen(ev);
  if (team.status === 'pending' || team.status === 'waitlisted') throw new AppError(403, NOT_APPROVED);
  if (team.status === 'rejected') throw new AppError(403, REJECTED);
  // Read after the locks: a request that waited behind a deadline change decides on the new dates.
  const now = clockNow();
  assertWindowOpen(ev, now);
  return { team, now };
}

/**
 * An active challenge of the team's edition, checked in the same query that finds the team's project
 * (one round trip fewer at the deadline, when every team writes at once).
 */
async function checkProblemAndProject(tx: Tx, eventId: number, teamId: number, problemId: number) {
  const [row] = await tx
    .select({ active: problems.active, projectId: submissions.id, projectStatus: submissions.status })
    .from(problems)
    .leftJoin(submissions, and(eq(submissions.eventId, eventId), eq(submissions.teamId, teamId)))
    .where(and(eq(problems.id, problemId), eq(problems.eventId, eventId)));
  if (!row || !row.active)
    throw badRequest(SUBMISSION_MESSAGES.problemId, { problemId: SUBMISSION_MESSAGES.problemId });
  return row.projectId === null || row.projectStatus === null ? null : { id: row.projectId, status: row.projectStatus };
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

/** Rewrites the team's project, only while it is draft or submitted (the condition sits in the UPDATE). */
async function rewrite(tx: Tx, id: number, teamId: number, input: SubmissionRequest, now: Date) {
  const [row] = await tx
    .update(submissions)
    .set({ ...values(input), status: 'submitted', updatedAt: now })
    .where(
      and(
        eq(submissions.id, id),
        eq(submissions.teamId, teamId),
        inArray(submissions.status, [...EDITABLE_SUBMISSION_STATUSES]),
      ),
    )
    .returning();
  return row;
}

/**
 * POST /api/submissions for the user's team of the edition (the current one: the route's): its project,
 * created, or updated when it already has one that may change (`created` says which).
 */
export async function createSubmission(
  db: Db,
  eventId: number,
  user: { id: number; teamId: number | null },
  input: SubmissionRequest,
): Promise<{ submission: SubmissionResponse; created: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      // The session's team is the user's team of the current edition (the route's `eventId`).
      const { team, now } = await checkTeamMaySubmit(tx, eventId, user.teamId);
      const existing = await checkProblemAndProject(tx, team.eventId, team.id, input.problemId);
      if (existing) {
        const row = await rewrite(tx, existing.id, team.id, input, now);
        if (!row) throw conflict(oneProjectMessage(existing.status));
        // The repository is read after the commit, by the pin job: only its row is written here.
        await schedulePin(tx, row.id, row.githubUrl, now);
        await writeAudit(tx, user.id, 'submission.update', `submission:${row.id}`, { teamId: team.id }, team.eventId);
        return { submission: toResponse(row), created: false };
      }
      const [row] = await tx
        .insert(submissions)
        .values({
          eventId: team.eventId,
          teamId: team.id,
          ...values(input),
          status: 'submitted',
          submittedAt: now,
          updatedAt: now,
        })
        .returning();
      await schedulePin(tx, row!.id, row!.githubUrl, now);
      await writeAudit(tx, user.id, 'submission.create', `submission:${row!.id}`, { teamId: team.id }, team.eventId);
      return { submission: toResponse(row!), created: true };
    });
  } catch (err) {
    // The team's row lock serialises its members, so this is a project written outside this path.
    if (isUniqueViolation(err)) throw conflict('Your team already has a project: update it instead.');
    throw err;
  }
}

/** PUT /api/submissions/:id: the team's own project, while it may change. */
export async function updateSubmission(
  db: Db,
  eventId: number,
  user: { id: number; teamId: number | null },
  id: number,
  input: SubmissionRequest,
): Promise<SubmissionResponse> {
  return db.transaction(async (tx) => {
    const teamId = user.teamId;
    // The project of one of the person's teams, of whichever edition: last year's is refused as archived
    // (409 naming it), not as missing; a project of no team of theirs stays 404.
    const [existing] = await tx
      .select({ id: submissions.id, teamId: submissions.teamId, eventId: submissions.eventId })
      .from(submissions)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, submissions.teamId), eq(teamMembers.userId, user.id)))
      .where(eq(submissions.id, id));
    if (!existing) throw notFound('Submission not found');
    await openEdition(tx, existing.eventId);
    if (existing.teamId !== teamId) throw notFound('Submission not found');
    const { team, now } = await checkTeamMaySubmit(tx, eventId, teamId);
    await checkProblemAndProject(tx, team.eventId, team.id, input.problemId);
    // An evaluation landing meanwhile wins: the status condition sits in the UPDATE itself.
    const row = await rewrite(tx, id, team.id, input, now);
    if (!row) throw conflict(NOT_EDITABLE);
    await schedulePin(tx, row.id, row.githubUrl, now);
    await writeAudit(tx, user.id, 'submission.update', `submission:${row.id}`, { teamId: team.id }, team.eventId);
    return toResponse(row);
  });
}
