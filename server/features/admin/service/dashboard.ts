// The admin dashboard's numbers (DESIGN D3: everything from data): stat cards and the chart panel's series,
// of one edition (DESIGN D13: the admin picks it with ?event=, the current one by default).
import { sql } from 'drizzle-orm';
import { SUBMISSION_STATUSES } from '@shared/constants';
import type { Charts, Stats } from '@shared/schemas/admin';
import type { Tx } from '../../../db/client';
import { editionCounts, type EventRow } from '../../events/index';
import { iso, rows } from '../../../lib/sql';
import { peopleOfEdition } from './people';

/**
 * The stat cards of an edition. The counts are the edition's one definition of each (events/counts.ts),
 * the same the public site states: teams = pending + approved; participants = people who joined.
 */
export async function stats(tx: Tx, edition: EventRow): Promise<Stats> {
  const eventId = edition.id;
  const c = await editionCounts(tx, eventId);
  const [r] = await rows<{
    all_participants: number;
    total_submissions: number;
    pending_review: number;
    deadline: Date;
    now: Date;
  }>(
    tx,
    sql`
    select sc.*,
      (select count(*)::int from users u
        where u.role = 'team' and u.status <> 'inactive' and ${peopleOfEdition(edition)}) as all_participants,
      (select submission_deadline from events where id = ${eventId}) as deadline,
      now() as now
    from (select count(*) filter (where status <> 'draft')::int as total_submissions,
            count(*) filter (where status = 'submitted')::int as pending_review
          from submissions where event_id = ${eventId}) sc`,
  );
  return {
    totalTeams: c.teams,
    pendingTeams: c.pendingTeams,
    approvedTeams: c.approvedTeams,
    rejectedTeams: c.rejectedTeams,
    waitlistedTeams: c.waitlistedTeams,
    totalParticipants: c.approvedParticipants,
    participants: c.participants,
    invitedParticipants: c.invited,
    allParticipants: r!.all_participants,
    totalSubmissions: r!.total_submissions,
    pendingReview: r!.pending_review,
    submissionDeadline: iso(r!.deadline),
    now: iso(r!.now),
  };
}

/** Days shown in the registrations chart. */
export const CHART_DAYS = 30;

export async function charts(tx: Tx, eventId: number): Promise<Charts> {
  // Days are UTC calendar days, whatever the database session's time zone.
  const perDay = await rows<{ day: string; count: number }>(
    tx,
    sql`
    with days as (
      select generate_series((now() at time zone 'UTC')::date - ${CHART_DAYS - 1}::int, (now() at time zone 'UTC')::date, interval '1 day')::date as day
    ), counted as (
      select (created_at at time zone 'UTC')::date as day, count(*)::int as count
      from teams where event_id = ${eventId} and created_at >= now() - ${CHART_DAYS + 1} * interval '1 day' group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.count, 0)::int as count
    from days d left join counted c on c.day = d.day order by d.day`,
  );
  const perChallenge = await rows<{ problem_id: number | null; title: string | null; count: number }>(
    tx,
    sql`
    select t.problem_id, p.title, count(*)::int as count
    from teams t left join problems p on p.id = t.problem_id
    where t.event_id = ${eventId}
    group by t.problem_id, p.title order by count desc, p.title nulls last`,
  );
  const byStatus = await rows<{ status: string; count: number }>(
    tx,
    sql`
    select status, count(*)::int as count from submissions where event_id = ${eventId} group by status`,
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
