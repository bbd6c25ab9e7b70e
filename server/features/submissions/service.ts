// The admin listing of submissions (one query a page, mean scores in SQL) that the dashboard, a team's
// details and judging read. The team side (submit, update, the window) is team-service.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { AdminSubmission } from '@shared/schemas/submissions';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { containsPattern, iso, pageIds, pageWindow, rows, whereAll } from '../../lib/sql';

// ---- The admin listing ----

/**
 * Mean of the judges' final scores for submission `s` (DESIGN D9; each the weighted mean under the rubric,
 * evaluations.score), one decimal; null without evaluations.
 */
const meanScoreSql = sql`(select round(avg(e.score)::numeric, 1)::float8
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
