// The admin listing of submissions (one query a page, mean scores in SQL) that the dashboard, a team's
// details and judging read. The team side (submit, update, the window) is team-service.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { AdminSubmission } from '@shared/schemas/submissions';
import type { Pinned } from '@shared/schemas/pins';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { ListTotals } from '../../lib/list-totals';
import type { DataChanges } from '../../cache/index';
import { containsPattern, iso, knownPageIds, pageIds, pageWindow, rows, whereAll } from '../../lib/sql';
import { PIN_COLUMNS, PIN_JOIN, pinFromRow, type PinColumns } from './pins/read-pins';
import type { RepoPolicy } from './pins/repo-url';

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
    // The URL (stored lower-cased), the team's name or the challenge's title. The teams and challenges
    // that match are found once each (hashed), not joined to every submission: a search of one or two
    // characters reads every submission.
    const pattern = containsPattern(f.q);
    const teamsOf = f.eventId ? sql`t.event_id = ${f.eventId} and ` : sql``;
    conditions.push(
      sql`(s.search_text like ${pattern}
        or s.team_id in (select t.id from teams t where ${teamsOf}t.search_text like ${pattern})
        or s.problem_id in (select p.id from problems p where lower(p.title) like ${pattern}))`,
    );
  }
  return conditions;
}

/** The submissions list's totals (server/lib/list-totals.ts): found by team name and challenge title too. */
export const submissionListTotals = (changes: DataChanges) =>
  new ListTotals(changes, ['submissions', 'teams', 'problems']);

/**
 * One page of submissions in one query: total, rows, mean scores and evaluation counts. A total still
 * known from `opts.totals` (server/lib/list-totals.ts) is not counted again: the page is then read from
 * the nearer end alone.
 */
export async function listSubmissions(
  tx: Tx,
  f: SubmissionFilter,
  opts: { withDetails?: boolean; totals?: ListTotals; pins?: RepoPolicy } = {},
): Promise<{
  items: (AdminSubmission & { description?: string; techStack?: string[]; pinned?: Pinned | null })[];
  total: number;
  page: number;
  pageSize: number;
}> {
  const where = whereAll(submissionConditions(f));
  const { limit, offset } = pageWindow(f.page, f.pageSize);
  // The pinned commit (issue 33) joins the page's rows in the same query: still one query a page.
  const details = sql`${opts.withDetails ? sql`, s.description, s.tech_stack` : sql``}${opts.pins ? PIN_COLUMNS : sql``}`;
  const pinJoin = opts.pins ? PIN_JOIN : sql``;
  // The page's ids come from `submissions` alone (submissions_submitted_at_id_idx) and only those rows
  // are joined and scored. Counting and paging need no join (a search asks for the matching teams and
  // challenges by subquery); a search, which reads every submission, is matched once (materialized),
  // then counted and paged.
  const prefix = f.q
    ? sql`with matched as materialized (select s.id, s.submitted_at from submissions s ${where})`
    : sql``;
  const source = f.q ? sql`matched s` : sql`submissions s ${where}`;
  const toItem = (r: SubmissionRow & Partial<PinColumns>) => ({
    ...toSubmission(r),
    ...(opts.withDetails ? { description: r.description, techStack: r.tech_stack } : {}),
    ...(opts.pins ? { pinned: pinFromRow(r as PinColumns, opts.pins) } : {}),
  });
  const key = JSON.stringify([f.eventId ?? null, f.status ?? null, f.teamId ?? null, f.q ?? null]);
  const known = opts.totals?.lookup(key);
  if (known) {
    const page = knownPageIds({ source, id: sql`s.id`, key: sql`s.submitted_at`, total: known.total, limit, offset });
    const found = await rows<SubmissionRow>(
      tx,
      sql`
      ${prefix}
      select ${SUBMISSION_COLUMNS} ${details}
      from ${page} page
      join submissions s on s.id = page.id ${SUBMISSION_JOINS} ${pinJoin}
      order by s.submitted_at desc, s.id desc`,
    );
    // A change that committed while the page was read may have moved the total: count again below.
    if (opts.totals!.unchangedSince(known.stamp))
      return { items: found.map(toItem), total: known.total, page: f.page, pageSize: f.pageSize };
  }
  const stamp = opts.totals?.stamp();
  const result = await rows<SubmissionRow & { total: number }>(
    tx,
    sql`
    ${prefix}
    select c.total, r.* from (select count(*)::int as total from ${source}) c
    left join lateral (
      select ${SUBMISSION_COLUMNS} ${details}
      from ${pageIds({ source, id: sql`s.id`, key: sql`s.submitted_at`, total: sql`c.total`, limit, offset })} page
      join submissions s on s.id = page.id ${SUBMISSION_JOINS} ${pinJoin}
    ) r on true
    order by r.submitted_at desc, r.id desc`,
  );
  const total = result[0]?.total ?? 0;
  if (opts.totals) opts.totals.keep(key, stamp!, total, null);
  return { items: result.filter((r) => r.id !== null).map(toItem), total, page: f.page, pageSize: f.pageSize };
}

export async function getSubmission(tx: Tx, id: number): Promise<AdminSubmission> {
  const [row] = await rows<SubmissionRow>(
    tx,
    sql`select ${SUBMISSION_COLUMNS} from submissions s ${SUBMISSION_JOINS} where s.id = ${id}`,
  );
  if (!row) throw notFound('Submission not found');
  return toSubmission(row);
}
