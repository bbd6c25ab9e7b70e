// The admin dashboard's numbers (DESIGN D3: everything from data): stat cards and the chart panel's series.
import { sql } from 'drizzle-orm';
import { SUBMISSION_STATUSES } from '@shared/constants';
import type { Charts, Stats } from '@shared/schemas/admin';
import type { Tx } from '../../../db/client';
import { iso, rows } from '../../../lib/sql';

/** All stat cards in one query. */
export async function stats(tx: Tx): Promise<Stats> {
  const [r] = await rows<{
    total_teams: number;
    pending_teams: number;
    approved_teams: number;
    rejected_teams: number;
    total_participants: number;
    all_participants: number;
    total_submissions: number;
    pending_review: number;
    deadline: Date;
    now: Date;
  }>(
    tx,
    sql`
    select tc.*, sc.*,
      (select count(*)::int from team_members m join teams t on t.id = m.team_id where t.status = 'approved') as total_participants,
      (select count(*)::int from users where role = 'team' and status <> 'inactive') as all_participants,
      (select submission_deadline from event where id = 1) as deadline,
      now() as now
    from (select count(*)::int as total_teams,
            count(*) filter (where status = 'pending')::int as pending_teams,
            count(*) filter (where status = 'approved')::int as approved_teams,
            count(*) filter (where status = 'rejected')::int as rejected_teams
          from teams) tc,
         (select count(*) filter (where status <> 'draft')::int as total_submissions,
            count(*) filter (where status = 'submitted')::int as pending_review
          from submissions) sc`,
  );
  return {
    totalTeams: r!.total_teams,
    pendingTeams: r!.pending_teams,
    approvedTeams: r!.approved_teams,
    rejectedTeams: r!.rejected_teams,
    totalParticipants: r!.total_participants,
    allParticipants: r!.all_participants,
    totalSubmissions: r!.total_submissions,
    pendingReview: r!.pending_review,
    submissionDeadline: iso(r!.deadline),
    now: iso(r!.now),
  };
}

/** Days shown in the registrations chart. */
export const CHART_DAYS = 30;

export async function charts(tx: Tx): Promise<Charts> {
  // Days are UTC calendar days, whatever the database session's time zone.
  const perDay = await rows<{ day: string; count: number }>(
    tx,
    sql`
    with days as (
      select generate_series((now() at time zone 'UTC')::date - ${CHART_DAYS - 1}::int, (now() at time zone 'UTC')::date, interval '1 day')::date as day
    ), counted as (
      select (created_at at time zone 'UTC')::date as day, count(*)::int as count
      from teams where created_at >= now() - ${CHART_DAYS + 1} * interval '1 day' group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.count, 0)::int as count
    from days d left join counted c on c.day = d.day order by d.day`,
  );
  const perChallenge = await rows<{ problem_id: number | null; title: string | null; count: number }>(
    tx,
    sql`
    select t.problem_id, p.title, count(*)::int as count
    from teams t left join problems p on p.id = t.problem_id
    group by t.problem_id, p.title order by count desc, p.title nulls last`,
  );
  const byStatus = await rows<{ status: string; count: number }>(
    tx,
    sql`
    select status, count(*)::int as count from submissions group by status`,
  );
  const statusCounts = new Map(byStatus.map((r) => [r.status, r.count]));
  return {
    registrationsPerDay: perDay.map((r) => ({ date: r.day, count: r.count })),
    teamsPerChallenge: perChallenge.map((r) => ({
      problemId: r.problem_id,
      title: r.title ?? 'Other / Not decided yet',
      count: r.count,
    })),
    submissionsByStatus: SUBMISSION_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
  };
}
