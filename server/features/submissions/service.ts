// The team side of submissions (spec §2 'Submit', §4; DESIGN D8): only approved teams, only before the
// submission deadline, updates only while draft or submitted. The team always comes from the signed-in
// user (their team of the current edition); a submission of another team is 'not found'. A submission
// belongs to its team's edition (DESIGN D13), whose deadline applies; an archived edition's submissions
// no longer change (409). Below it, the admin listing (one query a page, mean scores in SQL) that the dashboard, a team's details and judging read.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { EDITABLE_SUBMISSION_STATUSES } from '@shared/constants';
import {
  type AdminSubmission,
  splitTechStack,
  SUBMISSION_MESSAGES,
  type SubmissionRequest,
  type SubmissionResponse,
} from '@shared/schemas/submissions';
import type { Db, Tx } from '../../db/client';
import { problems, submissions, teamMembers, teams } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { containsPattern, iso, pageIds, pageWindow, rows, whereAll } from '../../lib/sql';
import { assertOpen, loadEvent } from '../events/index';

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

/** The user's team in the edition (one team per person per edition), or null. */
async function teamOfUser(tx: Tx, eventId: number, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
  return row?.teamId ?? null;
}

/** The rules every submit or update checks, inside its transaction (the team row is locked). */
async function checkTeamMaySubmit(tx: Tx, teamId: number | null) {
  if (!teamId) throw new AppError(403, NO_TEAM);
  const [team] = await tx
    .select({ id: teams.id, status: teams.status, eventId: teams.eventId })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  if (!team) throw new AppError(403, NO_TEAM);
  const ev = await loadEvent(tx, team.eventId);
  assertOpen(ev);
  if (team.status === 'pending') throw new AppError(403, NOT_APPROVED);
  if (team.status === 'rejected') throw new AppError(403, REJECTED);
  if (Date.now() >= ev.submissionDeadline.getTime()) throw new AppError(403, DEADLINE_PASSED);
  return team;
}

/** An active challenge of the team's edition. */
async function checkProblem(tx: Tx, eventId: number, problemId: number) {
  const [p] = await tx
    .select({ id: problems.id, active: problems.active })
    .from(problems)
    .where(and(eq(problems.id, problemId), eq(problems.eventId, eventId)));
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

/** Submits for the user's team of the edition (the current one: the route's). */
export async function createSubmission(
  db: Db,
  eventId: number,
  user: { id: number },
  input: SubmissionRequest,
): Promise<SubmissionResponse> {
  return db.transaction(async (tx) => {
    const team = await checkTeamMaySubmit(tx, await teamOfUser(tx, eventId, user.id));
    await checkProblem(tx, team.eventId, input.problemId);
    const now = new Date();
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
    await writeAudit(tx, user.id, 'submission.create', `submission:${row!.id}`, { teamId: team.id }, team.eventId);
    return toResponse(row!);
  });
}

export async function updateSubmission(
  db: Db,
  eventId: number,
  user: { id: number },
  id: number,
  input: SubmissionRequest,
): Promise<SubmissionResponse> {
  return db.transaction(async (tx) => {
    const teamId = await teamOfUser(tx, eventId, user.id);
    const [existing] = teamId
      ? await tx
          .select({ id: submissions.id, status: submissions.status })
          .from(submissions)
          .where(and(eq(submissions.id, id), eq(submissions.teamId, teamId)))
      : [];
    if (!existing) throw notFound('Submission not found');
    const team = await checkTeamMaySubmit(tx, teamId);
    await checkProblem(tx, team.eventId, input.problemId);
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
    await writeAudit(tx, user.id, 'submission.update', `submission:${row.id}`, { teamId: team.id }, team.eventId);
    return toResponse(row);
  });
}

// ---- The admin listing ----

/** Mean of the judges' averages for submission `s` (DESIGN D9), one decimal; null without evaluations. */
const meanScoreSql = sql`(select round(avg((e.innovation + e.technical_execution + e.user_experience + e.presentation + e.impact) / 5.0), 1)::float8
  from evaluations e where e.submission_id = s.id)`;
const evaluationCountSql = sql`(select count(*)::int from evaluations e where e.submission_id = s.id)`;

interface SubmissionRow {
  id: number;
  team_id: number;
  team_name: string;
  problem_id: number | null;
  problem_title: string | null;
  submitted_at: Date;
  status: AdminSubmission['status'];
  github_url: string;
  demo_url: string | null;
  mean_score: number | null;
  evaluation_count: number;
  description?: string;
  tech_stack?: string[];
}

const SUBMISSION_COLUMNS = sql`s.id, s.team_id, t.name as team_name, s.problem_id, p.title as problem_title,
  s.submitted_at, s.status, s.github_url, s.demo_url,
  ${meanScoreSql} as mean_score, ${evaluationCountSql} as evaluation_count`;
const SUBMISSION_JOINS = sql`join teams t on t.id = s.team_id left join problems p on p.id = s.problem_id`;

function toSubmission(r: SubmissionRow): AdminSubmission {
  return {
    id: r.id,
    teamId: r.team_id,
    teamName: r.team_name,
    problemId: r.problem_id,
    problemTitle: r.problem_title,
    submittedAt: iso(r.submitted_at),
    status: r.status,
    githubUrl: r.github_url,
    demoUrl: r.demo_url,
    meanScore: r.mean_score === null ? null : Number(r.mean_score),
    evaluationCount: r.evaluation_count,
  };
}

export interface SubmissionFilter {
  /** The edition listed (the admin's); a team's list needs none (the team is of one edition). */
  eventId?: number;
  page: number;
  pageSize: number;
  q?: string;
  status?: string;
  teamId?: number;
}

function submissionConditions(f: SubmissionFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.eventId) conditions.push(sql`s.event_id = ${f.eventId}`);
  if (f.status) conditions.push(sql`s.status = ${f.status}`);
  if (f.teamId) conditions.push(sql`s.team_id = ${f.teamId}`);
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(
      sql`(t.search_text like ${pattern} or lower(coalesce(p.title, '')) like ${pattern} or lower(s.github_url) like ${pattern})`,
    );
  }
  return conditions;
}

/** One page of submissions in one query: total, rows, mean scores and evaluation counts. */
export async function listSubmissions(
  tx: Tx,
  f: SubmissionFilter,
  opts: { withDetails?: boolean } = {},
): Promise<{
  items: (AdminSubmission & { description?: string; techStack?: string[] })[];
  total: number;
  page: number;
  pageSize: number;
}> {
  const where = whereAll(submissionConditions(f));
  const { limit, offset } = pageWindow(f.page, f.pageSize);
  const details = opts.withDetails ? sql`, s.description, s.tech_stack` : sql``;
  // The page's ids come from `submissions` alone (submissions_submitted_at_id_idx) and only those rows
  // are joined and scored. Every submission has its team, so without a search (which looks at the team
  // and challenge) counting and paging need no join. A search, which reads every submission with its
  // team and challenge, is matched once (materialized), then counted and paged.
  const prefix = f.q
    ? sql`with matched as materialized (select s.id, s.submitted_at from submissions s ${SUBMISSION_JOINS} ${where})`
    : sql``;
  const source = f.q ? sql`matched s` : sql`submissions s ${where}`;
  const result = await rows<SubmissionRow & { total: number }>(
    tx,
    sql`
    ${prefix}
    select c.total, r.* from (select count(*)::int as total from ${source}) c
    left join lateral (
      select ${SUBMISSION_COLUMNS} ${details}
      from ${pageIds({ source, id: sql`s.id`, key: sql`s.submitted_at`, total: sql`c.total`, limit, offset })} page
      join submissions s on s.id = page.id ${SUBMISSION_JOINS}
    ) r on true
    order by r.submitted_at desc, r.id desc`,
  );
  const items = result
    .filter((r) => r.id !== null)
    .map((r) =>
      opts.withDetails ? { ...toSubmission(r), description: r.description, techStack: r.tech_stack } : toSubmission(r),
    );
  return { items, total: result[0]?.total ?? 0, page: f.page, pageSize: f.pageSize };
}

export async function getSubmission(tx: Tx, id: number): Promise<AdminSubmission> {
  const [row] = await rows<SubmissionRow>(
    tx,
    sql`select ${SUBMISSION_COLUMNS} from submissions s ${SUBMISSION_JOINS} where s.id = ${id}`,
  );
  if (!row) throw notFound('Submission not found');
  return toSubmission(row);
}
