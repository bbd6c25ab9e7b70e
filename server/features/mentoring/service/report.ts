// The organizers' Mentoring tab (issue 34): requests waiting or being helped with their wait, the median
// and 90th percentile wait for a mentor by hour, mentors on shift now and per hour of the event (gaps in
// the night show as 0 before the event starts), per-mentor counts and ratings, and the CSV of all
// requests. Aggregates are computed in SQL; hours are the edition's own (its time zone's clock hours),
// from hacking's start (or the first shift) for at most a week: the event's hours and its nights.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MentoringReport } from '@shared/schemas/mentoring';
import type { Db } from '../../../db/client';
import { helpRequests } from '../../../db/schema';
import { clockNow } from '../../../lib/clock';
import { toCsv } from '../../../lib/csv';
import { iso, rows } from '../../../lib/sql';
import type { EditionRow } from '../../events/index';
import { mentorsOnShift } from './mentors';
import { helpRows } from './view';

const round1 = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);
const minutes = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

export async function mentoringReport(db: Db, ev: EditionRow): Promise<MentoringReport> {
  const now = clockNow();
  const tz = ev.timeZone;
  const totals = await rows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from help_requests where event_id = ${ev.id} group by status`,
  );
  const count = (s: string) => totals.find((r) => r.status === s)?.n ?? 0;
  const [ratingTotals] = await rows<{ n: number; avg: number | null }>(
    db,
    sql`select count(*)::int as n, avg(stars)::float8 as avg from help_ratings where event_id = ${ev.id}`,
  );

  const openRows = await helpRows(
    db,
    and(eq(helpRequests.eventId, ev.id), inArray(helpRequests.status, ['open', 'claimed'])),
  );
  // The wait for a mentor: until the first claim, or until now for a request still waiting.
  const waitByHour = await rows<{ hour: Date; requests: number; median: number | null; p90: number | null }>(
    db,
    sql`with w as (
          select date_trunc('hour', created_at at time zone ${tz}) at time zone ${tz} as hour,
                 extract(epoch from (coalesce(first_claimed_at, case when status = 'open' then ${now}::timestamptz end) - created_at)) / 60 as wait
          from help_requests where event_id = ${ev.id})
        select hour, count(*)::int as requests,
               percentile_cont(0.5) within group (order by wait) as median,
               percentile_cont(0.9) within group (order by wait) as p90
        from w group by hour order by hour`,
  );
  // Every hour of the event (from hacking's start to the deadline, widened to the shifts planned).
  const shiftsByHour = await rows<{ hour: Date; mentors: number }>(
    db,
    sql`with bounds as (
          select least(${ev.startsAt}::timestamptz, min(s.starts_at)) as a, greatest(${ev.submissionDeadline}::timestamptz, max(s.ends_at)) as b
          from mentor_shifts s join mentors m on m.event_id = s.event_id and m.user_id = s.user_id
          where s.event_id = ${ev.id})
        select h as hour,
               (select count(distinct s.user_id)::int from mentor_shifts s
                  join mentors m on m.event_id = s.event_id and m.user_id = s.user_id
                 where s.event_id = ${ev.id} and s.starts_at < h + interval '1 hour' and s.ends_at > h) as mentors
        from bounds, generate_series(date_trunc('hour', bounds.a at time zone ${tz}) at time zone ${tz},
                                     bounds.b - interval '1 second', interval '1 hour') h
        limit 24 * 7`,
  );
  const perMentor = await rows<{
    user_id: number;
    name: string;
    claimed: number;
    resolved: number;
    released: number;
    handed_off: number;
    ratings: number;
    avg: number | null;
  }>(
    db,
    sql`select m.user_id, u.name,
          (select count(*)::int from help_actions a where a.event_id = m.event_id and a.mentor_id = m.user_id and a.action = 'claim') as claimed,
          (select count(*)::int from help_actions a where a.event_id = m.event_id and a.mentor_id = m.user_id and a.action = 'resolve') as resolved,
          (select count(*)::int from help_actions a where a.event_id = m.event_id and a.mentor_id = m.user_id and a.action = 'release') as released,
          (select count(*)::int from help_actions a where a.event_id = m.event_id and a.mentor_id = m.user_id and a.action = 'handoff') as handed_off,
          (select count(*)::int from help_ratings r where r.event_id = m.event_id and r.mentor_id = m.user_id) as ratings,
          (select avg(stars)::float8 from help_ratings r where r.event_id = m.event_id and r.mentor_id = m.user_id) as avg
        from mentors m join users u on u.id = m.user_id
        where m.event_id = ${ev.id} order by u.name, m.user_id`,
  );
  const comments = await rows<{ mentor_id: number; stars: number; comment: string; created_at: Date }>(
    db,
    sql`select mentor_id, stars, comment, created_at from help_ratings
        where event_id = ${ev.id} and comment <> '' order by created_at desc`,
  );

  return {
    edition: { id: ev.id, slug: ev.slug, name: ev.name, timeZone: tz },
    generatedAt: now.toISOString(),
    settings: {
      helpQueueOpensAt: ev.helpQueueOpensAt?.toISOString() ?? null,
      helpQueueClosesAt: ev.helpQueueClosesAt?.toISOString() ?? null,
      helpEscalationMinutes: ev.helpEscalationMinutes,
    },
    totals: {
      open: count('open'),
      claimed: count('claimed'),
      resolved: count('resolved'),
      cancelled: count('cancelled'),
      ratings: ratingTotals?.n ?? 0,
      averageRating: round1(ratingTotals?.avg ?? null),
    },
    open: openRows.map((r) => ({
      id: r.r.id,
      title: r.r.title,
      teamName: r.teamName ?? null,
      requesterName: r.requesterName,
      status: r.r.status,
      createdAt: r.r.createdAt.toISOString(),
      waitMinutes: minutes(r.r.createdAt, r.r.status === 'open' ? now : (r.r.firstClaimedAt ?? now)),
      mentorName: r.mentorName ?? null,
      escalated: r.r.escalatedAt !== null,
    })),
    waitByHour: waitByHour.map((h) => ({
      hour: iso(h.hour),
      requests: h.requests,
      medianMinutes: round1(h.median),
      p90Minutes: round1(h.p90),
    })),
    onShiftNow: (await mentorsOnShift(db, ev.id, now)).length,
    shiftsByHour: shiftsByHour.map((h) => ({ hour: iso(h.hour), mentors: h.mentors })),
    mentors: perMentor.map((m) => ({
      userId: m.user_id,
      name: m.name,
      claimed: m.claimed,
      resolved: m.resolved,
      released: m.released,
      handedOff: m.handed_off,
      ratings: m.ratings,
      averageRating: round1(m.avg),
      comments: comments
        .filter((c) => c.mentor_id === m.user_id)
        .map((c) => ({ stars: c.stars, comment: c.comment, at: iso(c.created_at) })),
    })),
  };
}

/** Every request of the edition, one row each, for a spreadsheet (ratings included: organizers only). */
export async function mentoringCsv(db: Db, eventId: number): Promise<string> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select r.id, r.created_at, r.status, t.name as team, q.name as requester, r.title, p.title as challenge,
               array_to_string(r.skills, '; ') as skills, r.location, mu.name as mentor, r.first_claimed_at,
               r.resolved_at, r.cancelled_at, r.escalated_at, hr.stars, hr.comment
        from help_requests r
        join users q on q.id = r.requester_id
        left join teams t on t.id = r.team_id
        left join problems p on p.id = r.problem_id
        left join users mu on mu.id = r.mentor_id
        left join help_ratings hr on hr.request_id = r.id
        where r.event_id = ${eventId} order by r.created_at, r.id`,
  );
  const at = (v: unknown) => (v ? iso(v as Date) : '');
  const wait = (r: Record<string, unknown>) =>
    r.first_claimed_at ? minutes(new Date(at(r.created_at)), new Date(at(r.first_claimed_at))) : null;
  return toCsv(
    [
      'id',
      'created_at',
      'status',
      'team',
      'requester',
      'title',
      'challenge',
      'skills',
      'location',
      'mentor',
      'first_claimed_at',
      'wait_minutes',
      'resolved_at',
      'cancelled_at',
      'escalated_at',
      'rating',
      'rating_comment',
    ],
    list.map((r) => [
      r.id as number,
      at(r.created_at),
      r.status as string,
      r.team as string,
      r.requester as string,
      r.title as string,
      r.challenge as string,
      r.skills as string,
      r.location as string,
      r.mentor as string,
      at(r.first_claimed_at),
      wait(r),
      at(r.resolved_at),
      at(r.cancelled_at),
      at(r.escalated_at),
      r.stars as number,
      r.comment as string,
    ]),
  );
}
