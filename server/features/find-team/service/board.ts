// The board (/teams/find): people looking for a team and teams with open places (an open listing, or
// approved with a free place and no listing yet), filtered and ranked for
// the viewer. People in a team are never on it (it reads only people without a team_members row), and
// hidden profiles, closed listings, full or rejected teams and blocked pairs are left out in SQL. All of
// the current edition (DESIGN D13): its profiles, its teams, memberships in it.
import { sql } from 'drizzle-orm';
import type {
  Board,
  BoardPerson,
  BoardQuery,
  BoardTeam,
  Composition,
  TeamListingInput,
} from '@shared/schemas/find-team';
import { FIND_TEAM_LIMITS } from '@shared/schemas/find-team';
import type { Db } from '../../../db/client';
import { rows } from '../../../lib/sql';
import type { EventRow } from '../../events/index';
import { teamComposition } from '../../teams/index';
import { blockedBetween, blockedPeople } from './blocks-sql';
import { scoreMatch, type TeamSide } from './ranking';

const BOARD_MAX = 100;

interface Viewer {
  id: number;
  teamId: number | null;
}

interface ProfileRow {
  user_id: number;
  name: string;
  skills: string[];
  tags: string[];
  problem_ids: number[];
  utc_offset: number;
  languages: string[];
  pitch: string;
  link: string;
  visible: boolean;
  updated_at: Date;
}

interface TeamRow {
  team_id: number;
  name: string;
  problem_id: number | null;
  problem_title: string | null;
  members: number;
  looking_for: string;
  skills_wanted: string[];
  open: boolean;
  listed: boolean;
  /** Members who count toward the event's composition rule (its gender, over its scope). */
  rule_count: number;
  team_skills: string[] | null;
  utc_offsets: number[] | null;
}

function near(a: number, b: number) {
  let diff = Math.abs(a - b);
  if (diff > 720) diff = 1440 - diff;
  return diff <= FIND_TEAM_LIMITS.nearHours * 60;
}

const has = (items: string[], q: string) => items.some((s) => s.toLowerCase().includes(q));

/** The teams' side of the match: listing, members' skills and time zones, challenge; one query. */
async function teamRows(db: Db, ev: EventRow, where: ReturnType<typeof sql>): Promise<TeamRow[]> {
  const inScope = ev.compositionScope === 'team' ? sql`true` : sql`m.role = 'member'`;
  return rows<TeamRow>(
    db,
    sql`select t.id as team_id, t.name, t.problem_id, p.title as problem_title,
          (select count(*)::int from team_members m where m.team_id = t.id) as members,
          coalesce(l.looking_for, '') as looking_for, coalesce(l.skills_wanted, '[]'::jsonb) as skills_wanted,
          coalesce(l.open, false) as open, l.team_id is not null as listed,
          (select count(*)::int from team_members m join users u on u.id = m.user_id
             where m.team_id = t.id and ${inScope} and u.gender = ${ev.compositionGender}) as rule_count,
          (select jsonb_agg(distinct s) from team_members m
             join find_team_profiles f on f.user_id = m.user_id and f.event_id = t.event_id,
             jsonb_array_elements_text(f.skills) s where m.team_id = t.id) as team_skills,
          (select jsonb_agg(f.utc_offset) from team_members m
             join find_team_profiles f on f.user_id = m.user_id and f.event_id = t.event_id
             where m.team_id = t.id) as utc_offsets
        from teams t
        left join team_listings l on l.team_id = t.id
        left join problems p on p.id = t.problem_id
        where t.event_id = ${ev.id} and ${where}`,
  );
}

const teamSide = (t: TeamRow): TeamSide => ({
  skillsWanted: t.skills_wanted,
  teamSkills: t.team_skills ?? [],
  problemId: t.problem_id,
  problemTitle: t.problem_title,
  utcOffsets: t.utc_offsets ?? [],
});

export async function compositionOf(db: Db, teamId: number): Promise<Composition> {
  const c = await teamComposition(db, teamId);
  const needs: string[] = [];
  const missing = c.min - c.memberCount;
  if (missing > 0)
    needs.push(`${missing} more ${missing === 1 ? 'person' : 'people'} to reach the minimum of ${c.min}`);
  if (!c.ruleMet && c.ruleMessage) needs.push(`The event's rule: ${c.ruleMessage}`);
  return {
    memberCount: c.memberCount,
    min: c.min,
    max: c.max,
    ruleMessage: c.ruleMessage,
    ruleMet: c.ruleMet,
    valid: missing <= 0 && c.memberCount <= c.max && c.ruleMet,
    needs,
  };
}

/**
 * What a team on the board still needs, for the people who might join: its open places, and the event's
 * composition rule while the team does not meet it (said for the team as a whole, never naming anyone).
 */
export function teamNeeds(ev: EventRow, t: Pick<TeamRow, 'members' | 'rule_count'>): string[] {
  const places = ev.teamSizeMax - t.members;
  const needs = [`${places} open ${places === 1 ? 'place' : 'places'} (${t.members} of ${ev.teamSizeMax})`];
  const missingMin = ev.teamSizeMin - t.members;
  if (missingMin > 0) needs.push(`${missingMin} more to reach the minimum of ${ev.teamSizeMin}`);
  if (ev.compositionMin > 0 && t.rule_count < ev.compositionMin)
    needs.push(`The event's rule: ${ev.femaleMemberMessage}`);
  return needs;
}

export async function getBoard(db: Db, ev: EventRow, viewer: Viewer, query: BoardQuery): Promise<Board> {
  const teamId = viewer.teamId;
  const [me] = await rows<{
    role: string | null;
    team_name: string | null;
    has_profile: boolean;
    visible: boolean | null;
  }>(
    db,
    sql`select m.role, t.name as team_name, f.user_id is not null as has_profile, f.visible
        from users u
        left join team_members m on m.user_id = u.id and m.event_id = ${ev.id}
        left join teams t on t.id = m.team_id
        left join find_team_profiles f on f.user_id = u.id and f.event_id = ${ev.id}
        where u.id = ${viewer.id}`,
  );
  const [myProfile] = await rows<ProfileRow>(
    db,
    sql`select f.*, u.name from find_team_profiles f join users u on u.id = f.user_id where f.user_id = ${viewer.id} and f.event_id = ${ev.id}`,
  );

  // People: visible profiles of participants without a team, never the viewer, never a blocked pair.
  const apart = teamId ? blockedBetween(sql`u.id`, teamId) : blockedPeople(sql`u.id`, viewer.id);
  const peopleRows = await rows<ProfileRow>(
    db,
    sql`select f.*, u.name from find_team_profiles f
        join users u on u.id = f.user_id
        where f.event_id = ${ev.id} and f.visible and u.role = 'team' and u.status <> 'inactive'
          and u.id <> ${viewer.id}
          and not exists (select 1 from team_members m where m.user_id = u.id and m.event_id = ${ev.id})
          and not ${apart}
        order by f.updated_at desc
        limit 1000`,
  );

  // Teams: open listings, and approved teams whose leader wrote no listing (a closed listing keeps a team
  // off); with a free place, not rejected, not the viewer's own, not a blocked pair.
  const listed = await teamRows(
    db,
    ev,
    sql`(l.open or (l.team_id is null and t.status = 'approved'))
          and t.status <> 'rejected' ${teamId ? sql`and t.id <> ${teamId}` : sql``}
          and (select count(*) from team_members m where m.team_id = t.id) < ${ev.teamSizeMax}
          and not ${blockedBetween(viewer.id, sql`t.id`)}
        order by l.updated_at desc limit 1000`,
  );
  const [myTeam] = teamId ? await teamRows(db, ev, sql`t.id = ${teamId}`) : [];

  const pending = await rows<{ id: number; team_id: number; user_id: number; kind: 'join' | 'invite' }>(
    db,
    sql`select id, team_id, user_id, kind from team_requests where status = 'pending'
        and (${teamId ? sql`team_id = ${teamId}` : sql`false`} or user_id = ${viewer.id})`,
  );
  const pendingWith = (t: number | null, u: number) => {
    const r = t === null ? undefined : pending.find((x) => x.team_id === t && x.user_id === u);
    return { pendingRequestId: r?.id ?? null, pendingKind: r?.kind ?? null };
  };

  const q = query.skill?.toLowerCase();
  let people: BoardPerson[] = peopleRows
    .filter((p) => !q || has([...p.skills, ...p.tags], q))
    .filter((p) => !query.problemId || p.problem_ids.includes(query.problemId))
    .filter((p) => query.tz === undefined || near(p.utc_offset, query.tz))
    .map((p) => {
      const match = myTeam
        ? scoreMatch({ skills: p.skills, problemIds: p.problem_ids, utcOffset: p.utc_offset }, teamSide(myTeam))
        : { score: 0, reasons: [] };
      return {
        userId: p.user_id,
        name: p.name,
        skills: p.skills,
        tags: p.tags,
        problems: [],
        problemIds: p.problem_ids,
        utcOffset: p.utc_offset,
        languages: p.languages,
        pitch: p.pitch,
        link: p.link,
        ...match,
        ...pendingWith(teamId, p.user_id),
      };
    });
  let teams: BoardTeam[] = listed
    .filter(
      (t) => !q || has([...t.skills_wanted, ...(t.team_skills ?? [])], q) || t.looking_for.toLowerCase().includes(q),
    )
    .filter((t) => !query.problemId || t.problem_id === query.problemId)
    .filter((t) => query.tz === undefined || (t.utc_offsets ?? []).some((o) => near(o, query.tz!)))
    .map((t) => {
      const match = myProfile
        ? scoreMatch(
            { skills: myProfile.skills, problemIds: myProfile.problem_ids, utcOffset: myProfile.utc_offset },
            teamSide(t),
          )
        : { score: 0, reasons: [] };
      return {
        teamId: t.team_id,
        name: t.name,
        problem: t.problem_id && t.problem_title ? { id: t.problem_id, title: t.problem_title } : null,
        memberCount: t.members,
        openPlaces: ev.teamSizeMax - t.members,
        listed: t.listed,
        needs: teamNeeds(ev, t),
        lookingFor: t.looking_for,
        skillsWanted: t.skills_wanted,
        teamSkills: t.team_skills ?? [],
        utcOffsets: t.utc_offsets ?? [],
        ...match,
        ...pendingWith(teamId ? null : t.team_id, viewer.id),
      };
    });
  // Best fit first; ties keep the most recently updated first (the SQL order, stable sort).
  people = people.sort((a, b) => b.score - a.score).slice(0, BOARD_MAX);
  teams = teams.sort((a, b) => b.score - a.score).slice(0, BOARD_MAX);

  // Challenge titles for the people shown, in one query.
  const ids = [...new Set(people.flatMap((p) => (p as BoardPerson & { problemIds: number[] }).problemIds))];
  const titles = ids.length
    ? await rows<{ id: number; title: string }>(
        db,
        sql`select id, title from problems where id in ${sql`(${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`}`,
      )
    : [];
  people = people.map(({ problemIds, ...p }: BoardPerson & { problemIds?: number[] }) => ({
    ...p,
    problems: (problemIds ?? []).flatMap((id) => titles.filter((t) => t.id === id)),
  }));

  const [listing] = teamId
    ? await rows<{ open: boolean; looking_for: string; skills_wanted: string[] }>(
        db,
        sql`select open, looking_for, skills_wanted from team_listings where team_id = ${teamId}`,
      )
    : [];
  return {
    viewer: {
      teamId,
      teamName: me?.team_name ?? null,
      isLeader: me?.role === 'leader',
      hasProfile: !!me?.has_profile,
      profileVisible: !!me?.visible,
    },
    listing: listing
      ? ({
          open: listing.open,
          lookingFor: listing.looking_for,
          skillsWanted: listing.skills_wanted,
        } as TeamListingInput)
      : null,
    composition: teamId ? await compositionOf(db, teamId) : null,
    people,
    teams,
  };
}
