// Teams in the admin area: the paginated listing (one SQL query a page), a team's members and its
// details with submissions and history. All of one edition (DESIGN D13): the route passes the edition the
// admin chose (`?event=`), and a team of another edition is 'not found'.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminTeam, AdminTeamMember as TeamMember, TeamDetail, TeamPage } from '@shared/schemas/teams';
import { describeTeam } from '@shared/team-description';
import type { Tx } from '../../../db/client';
import { teams } from '../../../db/schema';
import { historyFor } from '../../../lib/audit-history';
import { notFound } from '../../../lib/errors';
import { ListTotals } from '../../../lib/list-totals';
import type { DataChanges } from '../../../cache/index';
import { pagedSearch } from '../../../lib/paged-search';
import { firstMatches, memberFieldsMatch, teamMembersTextMatch, teamNameMatch } from '../../../lib/search';
import { iso, rows, whereAll } from '../../../lib/sql';
import { listSubmissions } from '../../submissions/index';

interface TeamRow {
  id: number;
  name: string;
  problem_id: number | null;
  problem_title: string | null;
  status: AdminTeam['status'];
  created_at: Date;
  member_count: number;
  leader_name: string | null;
  leader_email: string | null;
}

/** The columns of one team row of the listing; `t` is the teams table. */
const TEAM_COLUMNS = sql`t.id, t.name, t.problem_id, p.title as problem_title, t.status, t.created_at,
  (select count(*)::int from team_members m where m.team_id = t.id) as member_count,
  l.name as leader_name, l.email as leader_email`;
const TEAM_JOINS = sql`left join problems p on p.id = t.problem_id
  left join lateral (
    select u.name, u.email from team_members m join users u on u.id = m.user_id
    where m.team_id = t.id and m.role = 'leader' limit 1
  ) l on true`;

function toTeam(r: TeamRow): AdminTeam {
  return {
    id: r.id,
    name: r.name,
    problemId: r.problem_id,
    problemTitle: r.problem_title,
    status: r.status,
    createdAt: iso(r.created_at),
    memberCount: r.member_count,
    leaderName: r.leader_name,
    leaderEmail: r.leader_email,
  };
}

/** The listing's conditions on `t`: the edition always, the status when asked. */
const teamConditions = (eventId: number, status?: string): SQL[] => [
  sql`t.event_id = ${eventId}`,
  ...(status ? [sql`t.status = ${status}`] : []),
];

/**
 * The teams a search matches: by name, or by a member's name or email (spec §2). From three characters
 * on, two halves that each read a trigram index (teams.search_text, users.search_text), united: an `or`
 * over a subquery would read every team. A shorter search (`bound` set) has no index: it reads teams
 * newest first, a LIKE on the name and one on the members' names and emails kept on the team's row
 * (teams.member_search_text), no union, and stops at its bound.
 */
function searchedTeams(q: string, eventId: number, status: string | undefined, bound: number | null): SQL {
  if (bound !== null) {
    const byMember =
      teamMembersTextMatch(q) ??
      sql`t.id in (select m.team_id from users u join team_members m on m.user_id = u.id where ${memberFieldsMatch(q)})`;
    return sql`select t.id, t.created_at from teams t ${whereAll([...teamConditions(eventId, status), sql`(${teamNameMatch(q)} or ${byMember})`])}${firstMatches('t', bound)}`;
  }
  const byName = whereAll([...teamConditions(eventId, status), teamNameMatch(q)]);
  const byMember = whereAll([...teamConditions(eventId, status), memberFieldsMatch(q)]);
  return sql`select t.id, t.created_at from teams t ${byName}
    union
    select t.id, t.created_at from users u join team_members m on m.user_id = u.id join teams t on t.id = m.team_id ${byMember}`;
}

/**
 * The teams list's totals (server/lib/list-totals.ts): a team is found by a member's name or email too.
 * A new account is no member of any team until its membership (announced) is written.
 */
export const teamListTotals = (changes: DataChanges) => new ListTotals(changes, ['teams', 'team_members', 'users']);

/**
 * One page of teams in ONE query (server/lib/paged-search.ts): the total (count in SQL, or still known
 * from `totals`), the page's rows and each row's member count. The page's ids are chosen first from
 * `teams` alone (teams_created_at_id_idx), and only those rows are joined and counted.
 */
export async function listTeams(
  tx: Tx,
  eventId: number,
  query: { page: number; pageSize: number; q?: string; status?: string },
  totals?: ListTotals,
): Promise<TeamPage> {
  return pagedSearch(tx, {
    table: { name: 'teams', alias: 't' },
    page: query.page,
    pageSize: query.pageSize,
    q: query.q,
    conditions: teamConditions(eventId, query.status),
    matching: (q, bound) => searchedTeams(q, eventId, query.status, bound),
    columns: TEAM_COLUMNS,
    joins: TEAM_JOINS,
    toItem: toTeam,
    totals: totals && { cache: totals, key: JSON.stringify([eventId, query.status ?? null, query.q ?? null]) },
  });
}

export async function getTeam(tx: Tx, eventId: number, teamId: number): Promise<AdminTeam> {
  const [row] = await rows<TeamRow>(
    tx,
    sql`select ${TEAM_COLUMNS} from teams t ${TEAM_JOINS} where t.id = ${teamId} and t.event_id = ${eventId}`,
  );
  if (!row) throw notFound('Team not found');
  return toTeam(row);
}

export async function listMembers(tx: Tx, teamId: number): Promise<TeamMember[]> {
  const found = await rows<{
    id: number;
    name: string;
    email: string;
    username: string;
    role: 'leader' | 'member';
    status: TeamMember['status'];
    gender: string | null;
    phone: string | null;
    joined_at: Date;
  }>(
    tx,
    sql`
    select u.id, u.name, u.email, u.username, m.role,
      case when u.status = 'inactive' then 'inactive' when m.joined then 'active' else 'pending' end as status,
      u.gender, u.phone, m.joined_at
    from team_members m join users u on u.id = m.user_id
    where m.team_id = ${teamId}
    order by (m.role = 'leader') desc, m.joined_at, u.id`,
  );
  return found.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    username: r.username,
    role: r.role,
    status: r.status,
    gender: r.gender,
    phone: r.phone,
    joinedAt: iso(r.joined_at),
  }));
}

/** 404 when the team does not exist: an empty member list would hide a wrong id. */
export async function listTeamMembers(tx: Tx, eventId: number, teamId: number): Promise<TeamMember[]> {
  const [exists] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)));
  if (!exists) throw notFound('Team not found');
  return listMembers(tx, teamId);
}

export async function teamDetail(tx: Tx, eventId: number, teamId: number): Promise<TeamDetail> {
  const team = await getTeam(tx, eventId, teamId);
  const [extra] = await tx
    .select({ description: teams.description, joinCode: teams.joinCode, updatedAt: teams.updatedAt })
    .from(teams)
    .where(eq(teams.id, teamId));
  const members = await listMembers(tx, teamId);
  const subs = await listSubmissions(tx, { page: 1, pageSize: 100, teamId }, { withDetails: true });
  const targets = [`team:${teamId}`, ...subs.items.map((s) => `submission:${s.id}`)];
  const history = await historyFor(tx, targets);
  return {
    ...team,
    description: describeTeam(extra!.description, team.name, members),
    joinCode: extra!.joinCode,
    updatedAt: iso(extra!.updatedAt),
    members,
    submissions: subs.items.map((s) => ({ ...s, description: s.description ?? '', techStack: s.techStack ?? [] })),
    history,
  };
}
