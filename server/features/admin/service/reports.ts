// Generate Report: CSV downloads of one edition's teams, participants and submissions with scores
// (DESIGN D13: the admin picks the edition with ?event=, the current one by default).
import { sql } from 'drizzle-orm';
import { formatStatus } from '@shared/constants';
import type { ReportKind } from '@shared/schemas/admin';
import { roleLabel } from '@shared/schemas/users';
import type { Db, Tx } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { toCsv, type Cell } from '../../../lib/csv';
import { rows } from '../../../lib/sql';
import type { EventRow } from '../../events/index';
import { peopleOfEdition } from './people';

type Report = { header: string[]; body: Cell[][] };

async function teamsReport(tx: Tx, edition: EventRow): Promise<Report> {
  const found = await rows<Record<string, Cell>>(
    tx,
    sql`
    select t.id, t.name, t.status, coalesce(p.title, 'Other / Not decided yet') as challenge,
      (select count(*)::int from team_members m where m.team_id = t.id) as members,
      l.name as leader_name, l.email as leader_email, l.phone as leader_phone, t.created_at,
      (select count(*)::int from submissions s where s.team_id = t.id and s.status <> 'draft') as submissions,
      (select round(avg(e.score)::numeric, 1)::float8
         from evaluations e join submissions s on s.id = e.submission_id where s.team_id = t.id) as mean_score
    from teams t left join problems p on p.id = t.problem_id
    left join lateral (select u.name, u.email, u.phone from team_members m join users u on u.id = m.user_id
      where m.team_id = t.id and m.role = 'leader' limit 1) l on true
    where t.event_id = ${edition.id}
    order by t.created_at, t.id`,
  );
  return {
    header: [
      'ID',
      'Team',
      'Status',
      'Challenge',
      'Members',
      'Leader',
      'Leader email',
      'Leader phone',
      'Registered',
      'Submissions',
      'Mean score',
    ],
    body: found.map((r) => [
      r.id,
      r.name,
      formatStatus(String(r.status)),
      r.challenge,
      r.members,
      r.leader_name,
      r.leader_email,
      r.leader_phone,
      r.created_at,
      r.submissions,
      r.mean_score,
    ]),
  };
}

/** The edition's people (peopleOfEdition), each with their team in that edition. */
async function participantsReport(tx: Tx, edition: EventRow): Promise<Report> {
  const found = await rows<Record<string, Cell>>(
    tx,
    sql`
    select u.id, u.name, u.email, u.username, u.role, u.status, u.phone, u.gender, t.name as team, t.status as team_status,
      m.role as team_role, u.created_at
    from users u left join team_members m on m.user_id = u.id and m.event_id = ${edition.id}
    left join teams t on t.id = m.team_id
    where ${peopleOfEdition(edition)}
    order by u.created_at, u.id`,
  );
  return {
    header: [
      'ID',
      'Name',
      'Email',
      'Username',
      'Role',
      'Status',
      'Phone',
      'Gender',
      'Team',
      'Team status',
      'Team role',
      'Joined',
    ],
    body: found.map((r) => [
      r.id,
      r.name,
      r.email,
      r.username,
      roleLabel(String(r.role)),
      formatStatus(String(r.status)),
      r.phone,
      r.gender,
      r.team ?? 'No Team',
      r.team_status ? formatStatus(String(r.team_status)) : '',
      r.team_role ? formatStatus(String(r.team_role)) : '',
      r.created_at,
    ]),
  };
}

async function submissionsReport(tx: Tx, edition: EventRow): Promise<Report> {
  const avg = (col: string) => sql.raw(`round(avg(e.${col}), 1)::float8`);
  const found = await rows<Record<string, Cell>>(
    tx,
    sql`
    select s.id, t.name as team, coalesce(p.title, 'Other / Not decided yet') as challenge, s.status, s.submitted_at,
      s.github_url, s.demo_url, array_to_string(s.tech_stack, ', ') as tech_stack,
      sc.evaluations, sc.mean_score, sc.innovation, sc.technical_execution, sc.user_experience, sc.presentation, sc.impact
    from submissions s join teams t on t.id = s.team_id left join problems p on p.id = s.problem_id
    left join lateral (
      select count(*)::int as evaluations,
        round(avg(e.score)::numeric, 1)::float8 as mean_score,
        ${avg('innovation')} as innovation, ${avg('technical_execution')} as technical_execution,
        ${avg('user_experience')} as user_experience, ${avg('presentation')} as presentation, ${avg('impact')} as impact
      from evaluations e where e.submission_id = s.id
    ) sc on true
    where s.event_id = ${edition.id}
    order by s.submitted_at, s.id`,
  );
  return {
    header: [
      'ID',
      'Team',
      'Challenge',
      'Status',
      'Submitted',
      'GitHub',
      'Demo',
      'Technologies',
      'Evaluations',
      'Mean score',
      'Innovation',
      'Technical Execution',
      'User Experience',
      'Presentation',
      'Impact',
    ],
    body: found.map((r) => [
      r.id,
      r.team,
      r.challenge,
      formatStatus(String(r.status)),
      r.submitted_at,
      r.github_url,
      r.demo_url,
      r.tech_stack,
      r.evaluations,
      r.mean_score,
      r.innovation,
      r.technical_execution,
      r.user_experience,
      r.presentation,
      r.impact,
    ]),
  };
}

const BUILDERS = { teams: teamsReport, participants: participantsReport, submissions: submissionsReport } as const;

/** Builds a report of an edition; the export itself is audited (it carries personal data). */
export async function buildReport(
  db: Db,
  actorId: number,
  edition: EventRow,
  kind: ReportKind,
): Promise<{ filename: string; csv: string; rows: number }> {
  return db.transaction(async (tx) => {
    const { header, body } = await BUILDERS[kind](tx, edition);
    await writeAudit(tx, actorId, 'report.export', `report:${kind}`, { rows: body.length }, edition.id);
    const date = new Date().toISOString().slice(0, 10);
    // The current edition's keeps the spec's name; another edition's says which it is.
    const name = edition.state === 'current' ? kind : `${edition.slug}-${kind}`;
    return { filename: `${name}-${date}.csv`, csv: toCsv(header, body), rows: body.length };
  });
}
