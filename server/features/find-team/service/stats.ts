// The organizers' view: participants still without a team, per challenge of interest and per time zone,
// counted in SQL (people without a matching profile count under 'No profile yet'), in one edition: without
// a team there, with a profile there (DESIGN D13).
import { sql } from 'drizzle-orm';
import type { FindTeamStats } from '@shared/schemas/find-team';
import type { Db } from '../../../db/client';
import { rows } from '../../../lib/sql';

const alone = (eventId: number) => sql`u.role = 'team' and u.status <> 'inactive'
  and not exists (select 1 from team_members m where m.user_id = u.id and m.event_id = ${eventId})`;

export async function findTeamStats(db: Db, eventId: number): Promise<FindTeamStats> {
  const ALONE = alone(eventId);
  const profileJoin = sql`left join find_team_profiles f on f.user_id = u.id and f.event_id = ${eventId}`;
  const [totals] = await rows<{ alone: number; with_profile: number }>(
    db,
    sql`select count(*)::int as alone, count(f.user_id)::int as with_profile
        from users u ${profileJoin} where ${ALONE}`,
  );
  const byChallenge = await rows<{ problem_id: number | null; title: string | null; count: number }>(
    db,
    sql`select p.id as problem_id, p.title, count(distinct u.id)::int as count
        from users u
        ${profileJoin}
        left join lateral jsonb_array_elements_text(coalesce(f.problem_ids, '[]'::jsonb)) pid on true
        left join problems p on p.id = pid::int
        where ${ALONE}
        group by p.id, p.title
        order by count desc, p.title nulls last`,
  );
  const byTimeZone = await rows<{ utc_offset: number | null; count: number }>(
    db,
    sql`select f.utc_offset, count(*)::int as count
        from users u ${profileJoin}
        where ${ALONE}
        group by f.utc_offset
        order by f.utc_offset nulls last`,
  );
  return {
    withoutTeam: totals?.alone ?? 0,
    withProfile: totals?.with_profile ?? 0,
    byChallenge: byChallenge.map((r) => ({
      problemId: r.problem_id,
      title: r.title ?? 'No challenge chosen yet',
      count: r.count,
    })),
    byTimeZone: byTimeZone.map((r) => ({ utcOffset: r.utc_offset, count: r.count })),
  };
}
