// Submissions in the admin area: the listing (one query a page, mean scores in SQL), a submission's
// evaluations, and the Project Evaluation call (stored per judge, DESIGN D9; notes reach the team).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SCORE_KEYS } from '@shared/constants';
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
import { enqueueEmail } from '../../mail/outbox';
import { evaluationEmail, eventFacts } from './emails';
import { containsPattern, evaluationCountSql, iso, meanScoreSql, pageWindow, rows, whereAll } from './sql';

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
  page: number;
  pageSize: number;
  q?: string;
  status?: string;
  teamId?: number;
}

function submissionConditions(f: SubmissionFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(sql`s.status = ${f.status}`);
  if (f.teamId) conditions.push(sql`s.team_id = ${f.teamId}`);
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(
      sql`(lower(t.name) like ${pattern} or lower(coalesce(p.title, '')) like ${pattern} or lower(s.github_url) like ${pattern})`,
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
  const result = await rows<SubmissionRow & { total: number }>(
    tx,
    sql`
    select c.total, r.* from (select count(*)::int as total from submissions s ${SUBMISSION_JOINS} ${where}) c
    left join lateral (
      select ${SUBMISSION_COLUMNS} ${details} from submissions s ${SUBMISSION_JOINS} ${where}
      order by s.submitted_at desc, s.id desc limit ${limit} offset ${offset}
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
