// The one definition of "these two must not meet on the board": a person and a team are kept apart when
// the person blocked the team or one of its members, or a member of the team blocked the person.
import { sql, type SQL } from 'drizzle-orm';

export function blockedBetween(personId: SQL | number, teamId: SQL | number): SQL {
  return sql`exists (
    select 1 from find_team_blocks b
    where (b.user_id = ${personId} and (b.blocked_team_id = ${teamId}
             or b.blocked_user_id in (select m.user_id from team_members m where m.team_id = ${teamId})))
       or (b.blocked_user_id = ${personId}
             and b.user_id in (select m.user_id from team_members m where m.team_id = ${teamId})))`;
}

/** Two people kept apart (a person without a team browsing others). */
export function blockedPeople(a: SQL | number, b: SQL | number): SQL {
  return sql`exists (
    select 1 from find_team_blocks b
    where (b.user_id = ${a} and b.blocked_user_id = ${b}) or (b.user_id = ${b} and b.blocked_user_id = ${a}))`;
}
