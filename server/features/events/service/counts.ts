// One definition of each count an edition states (issue 24 'Counts agree'), read by the public facts
// (GET /api/event stats), the admin overview's stat cards and the registration rules alike:
// - teams: registered teams taking part, i.e. pending + approved (rejected and waitlisted teams are not
//   counted; each has its own count);
// - participants: people who joined those teams (the leader and members who accepted: the membership's
//   `joined` mark, not the account's status, so joining this year never counts in last year's team), not
//   people invited who have not joined yet (their count is `invited`). Disabled accounts count in neither.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rows } from '../../../lib/sql';

/** Statuses of the teams that take part, and so take a place under the edition's cap. */
export const PLACED_TEAM_STATUSES = ['pending', 'approved'] as const;

export interface EditionCounts {
  /** Pending + approved. */
  teams: number;
  pendingTeams: number;
  approvedTeams: number;
  rejectedTeams: number;
  waitlistedTeams: number;
  /** People who joined a pending or approved team, leaders included. */
  participants: number;
  /** People who joined an approved team (the spec's admin card: 'from approved teams'). */
  approvedParticipants: number;
  /** People listed in a pending or approved team who have not joined it yet (invited, not accepted). */
  invited: number;
  /** Active challenges. */
  challenges: number;
}

/** Every count of an edition in one query. */
export async function editionCounts(db: Tx, eventId: number): Promise<EditionCounts> {
  const [r] = await rows<{
    pending: number;
    approved: number;
    rejected: number;
    waitlisted: number;
    participants: number;
    approved_participants: number;
    invited: number;
    challenges: number;
  }>(
    db,
    sql`
    select tc.*, mc.*,
      (select count(*)::int from problems where event_id = ${eventId} and active) as challenges
    from (select count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'approved')::int as approved,
            count(*) filter (where status = 'rejected')::int as rejected,
            count(*) filter (where status = 'waitlisted')::int as waitlisted
          from teams where event_id = ${eventId}) tc,
         (select count(*) filter (where m.joined and u.status <> 'inactive')::int as participants,
            count(*) filter (where m.joined and u.status <> 'inactive' and t.status = 'approved')::int
              as approved_participants,
            count(*) filter (where not m.joined and u.status <> 'inactive')::int as invited
          from team_members m join teams t on t.id = m.team_id join users u on u.id = m.user_id
          where m.event_id = ${eventId} and t.status in ('pending', 'approved')) mc`,
  );
  const n = (v: number | undefined) => Number(v ?? 0);
  return {
    teams: n(r?.pending) + n(r?.approved),
    pendingTeams: n(r?.pending),
    approvedTeams: n(r?.approved),
    rejectedTeams: n(r?.rejected),
    waitlistedTeams: n(r?.waitlisted),
    participants: n(r?.participants),
    approvedParticipants: n(r?.approved_participants),
    invited: n(r?.invited),
    challenges: n(r?.challenges),
  };
}
