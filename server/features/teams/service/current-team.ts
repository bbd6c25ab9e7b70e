// Reads of the signed-in user's own team: the dashboard's 'Current team' (spec §3) and the summary the
// profile page shows. Every query is keyed by the session's team id, never by a client-supplied id; the
// session's team is the current edition's (auth/service/sessions.ts), whose row the route passes.
import { and, asc, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { CurrentTeam, TeamMember, TeamSubmission } from '@shared/schemas/teams';
import { describeTeam } from '@shared/team-description';
import type { Tx } from '../../../db/client';
import { evaluations, events, invitations, problems, submissions, teamMembers, teams, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { gatesOf, type EventRow } from '../../events/index';
import { windowState } from '../../submissions/index';
import { waitlistPosition } from './waitlist';

export const NO_TEAM = 'You are not in a team yet';

/** Avatar of someone who signed in with GitHub; everyone else gets initials on the client. */
const avatarOf = (githubId: string | null) =>
  githubId && /^\d+$/.test(githubId) ? `https://avatars.githubusercontent.com/u/${githubId}?s=96` : null;

/**
 * A team's submissions, newest first, with the judges' mean score and notes (DESIGN D9), one query. The
 * notes and score only once the edition releases feedback (at once, or with the results: issue 24).
 */
export async function teamSubmissions(tx: Tx, teamId: number, limit?: number): Promise<TeamSubmission[]> {
  const [edition] = await tx
    .select(getTableColumns(events))
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(eq(teams.id, teamId));
  // The edition's feedback gate (shared/edition-gates.ts): the same answer the review emails follow.
  const held = !!edition && !gatesOf(edition).feedback.open;
  const resultsOut = !!edition?.winnersPublishedAt && edition.winnersPublishedAt.getTime() <= Date.now();
  const evals = tx
    .select({
      submissionId: evaluations.submissionId,
      score: sql<string | null>`round(avg(${evaluations.score})::numeric, 1)`.as('score'),
      feedback: sql<
        string | null
      >`string_agg(nullif(trim(${evaluations.notes}), ''), E'\n\n' order by ${evaluations.createdAt})`.as('feedback'),
    })
    .from(evaluations)
    .groupBy(evaluations.submissionId)
    .as('evals');
  const query = tx
    .select({
      id: submissions.id,
      problemId: submissions.problemId,
      problemTitle: problems.title,
      submittedAt: submissions.submittedAt,
      updatedAt: submissions.updatedAt,
      status: submissions.status,
      githubUrl: submissions.githubUrl,
      demoUrl: submissions.demoUrl,
      description: submissions.description,
      techStack: submissions.techStack,
      feedback: evals.feedback,
      score: evals.score,
    })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .leftJoin(evals, eq(evals.submissionId, submissions.id))
    .where(eq(submissions.teamId, teamId))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => ({
    ...r,
    submittedAt: r.submittedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    feedback: held ? null : (r.feedback ?? null),
    score: held || r.score === null || r.score === undefined ? null : Number(r.score),
    feedbackHeld: held,
    resultsOut,
  }));
}

export async function teamMembersOf(tx: Tx, teamId: number) {
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: teamMembers.role,
      githubId: users.githubId,
      // The membership's mark, not the account's: joining another edition's team never joins this one.
      status: sql<
        TeamMember['status']
      >`case when ${users.status} = 'inactive' then 'inactive' when ${teamMembers.joined} then 'active' else 'pending' end`,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    // The leader first (spec §2: 'a Leader badge on the first member'), then by arrival.
    .orderBy(sql`case when ${teamMembers.role} = 'leader' then 0 else 1 end`, asc(teamMembers.joinedAt), asc(users.id));
  return rows.map(({ githubId, joinedAt, ...m }) => ({
    ...m,
    avatar: avatarOf(githubId),
    joinedAt: joinedAt.toISOString(),
  }));
}

export async function getCurrentTeam(
  tx: Tx,
  ev: EventRow,
  user: { id: number; teamId: number | null },
): Promise<CurrentTeam> {
  if (!user.teamId) throw notFound(NO_TEAM);
  const [team] = await tx
    .select({
      id: teams.id,
      name: teams.name,
      description: teams.description,
      problemId: teams.problemId,
      problemTitle: problems.title,
      status: teams.status,
      createdAt: teams.createdAt,
      joinCode: teams.joinCode,
      rejectionReason: teams.rejectionReason,
    })
    .from(teams)
    .leftJoin(problems, eq(problems.id, teams.problemId))
    .where(and(eq(teams.id, user.teamId), eq(teams.eventId, ev.id)));
  if (!team) throw notFound(NO_TEAM);
  const [members, subs] = [await teamMembersOf(tx, team.id), await teamSubmissions(tx, team.id)];
  const leader = members.find((m) => m.role === 'leader');
  const isLeader = leader?.id === user.id;
  const memberEmails = new Set(members.map((m) => m.email.toLowerCase()));
  const pending = isLeader
    ? await tx
        .select({
          id: invitations.id,
          email: invitations.email,
          expiresAt: invitations.expiresAt,
          createdAt: invitations.createdAt,
        })
        .from(invitations)
        .where(
          and(eq(invitations.teamId, team.id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, sql`now()`)),
        )
        .orderBy(desc(invitations.createdAt))
    : [];
  // The submission window by the server's clock (submissions/window.ts): the same gate POST applies.
  const window = windowState(ev);
  const position = team.status === 'waitlisted' ? await waitlistPosition(tx, ev.id, team.id) : null;
  return {
    ...team,
    ...(position !== null ? { waitlistPosition: position } : {}),
    // The generated sentence's count went stale as people joined and left: said as the team is now.
    description: describeTeam(team.description, team.name, members),
    createdAt: team.createdAt.toISOString(),
    members,
    submissions: subs,
    capacity: ev.teamSizeMax,
    leaderId: leader?.id ?? null,
    isLeader,
    // Invitations to people already listed as (pending) members are shown on the member row instead.
    pendingInvitations: pending
      .filter((p) => !memberEmails.has(p.email.toLowerCase()))
      .map((p) => ({
        id: p.id,
        email: p.email,
        expiresAt: p.expiresAt.toISOString(),
        createdAt: p.createdAt.toISOString(),
      })),
    submissionDeadline: ev.submissionDeadline.toISOString(),
    canSubmit: team.status === 'approved' && window.open,
    submissionWindow: window,
    rejectionReason: team.status === 'rejected' ? team.rejectionReason : null,
  };
}
