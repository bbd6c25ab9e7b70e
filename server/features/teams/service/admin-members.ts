// An organizer adds, removes and moves team members (issue 24). Each change is one transaction on teams
// of the edition the admin chose (another edition's team is 'not found'), with the team size rule of the
// edition (at most team_size_max, never below team_size_min for a team that had reached it), the
// composition rule (admit.ts: the rules of the team's edition), an audit_log row and an email to each
// person concerned: the person, and the leader of every team that changed.
import { absoluteUrl, paths } from '@shared/paths';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MEMBER_MOVE_MESSAGES, type AdminMemberChange } from '@shared/schemas/team-members-admin';
import type { Db, Tx } from '../../../db/client';
import { invitations, teamMembers, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, isUniqueViolation, notFound } from '../../../lib/errors';
import { assertOpen, type EventRow } from '../../events/index';
import { composeEmail, enqueueEmail, type OutgoingEmail } from '../../mail/index';
import { admitMember, teamComposition } from './admit';

interface TeamRow {
  id: number;
  name: string;
}
interface Person {
  id: number;
  name: string;
  email: string;
}

/** The teams of this edition, locked in id order (two moves in opposite directions never deadlock). */
async function lockTeams(tx: Tx, edition: EventRow, ids: number[]): Promise<Map<number, TeamRow>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(inArray(teams.id, sorted), eq(teams.eventId, edition.id)))
    .orderBy(teams.id)
    .for('update');
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of sorted) if (!found.has(id)) throw notFound('Team not found');
  assertOpen(edition);
  return found;
}

async function leaderOf(tx: Tx, teamId: number): Promise<Person | null> {
  const [leader] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'leader')));
  return leader ?? null;
}

/**
 * Takes `userId` out of `team` (not the leader), refusing when the team would fall below the edition's
 * minimum size or stop meeting its composition rule.
 */
/** The person taken out, and whether they had joined the team they leave (a move carries it over). */
async function takeOut(tx: Tx, team: TeamRow, userId: number): Promise<Person & { joined: boolean }> {
  const [target] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: teamMembers.role, joined: teamMembers.joined })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)));
  if (!target) throw notFound('Member not found in this team');
  if (target.role === 'leader') throw conflict(MEMBER_MOVE_MESSAGES.leader);
  const before = await teamComposition(tx, team.id);
  if (before.memberCount - 1 < before.min)
    throw conflict(
      `${team.name} would have ${before.memberCount - 1} members, fewer than this edition's minimum of ${before.min}`,
    );
  await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)));
  if (before.ruleMet && !(await teamComposition(tx, team.id)).ruleMet)
    throw conflict(`${team.name} would no longer meet the team rule: ${before.ruleMessage}`);
  // An unanswered invitation to the same address would bring them back: it goes too.
  await tx
    .delete(invitations)
    .where(
      and(
        eq(invitations.teamId, team.id),
        isNull(invitations.acceptedAt),
        sql`lower(${invitations.email}) = ${target.email.toLowerCase()}`,
      ),
    );
  return target;
}

/** admitMember's checks (full, rejected, in another team, last place and the rule), answered as 409s. */
async function putIn(tx: Tx, teamId: number, userId: number, joined?: boolean) {
  try {
    return await admitMember(tx, teamId, userId, joined);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('Already in another team');
    throw err;
  }
}

const dashboard = (publicUrl: string) => absoluteUrl(publicUrl, paths.teamDashboard);

/** Adds the participant account with this email to a team of the edition. */
export async function adminAddMember(
  db: Db,
  edition: EventRow,
  actorId: number,
  teamId: number,
  email: string,
  publicUrl: string,
): Promise<AdminMemberChange> {
  return db.transaction(async (tx) => {
    const team = (await lockTeams(tx, edition, [teamId])).get(teamId)!;
    const [person] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
    if (!person) throw notFound(MEMBER_MOVE_MESSAGES.noAccount);
    if (person.role !== 'team') throw conflict(MEMBER_MOVE_MESSAGES.notParticipant);
    const { leader } = await putIn(tx, team.id, person.id);
    const mails: OutgoingEmail[] = [
      composeEmail(person.email, `You were added to ${team.name}`, [
        `Hi ${person.name},`,
        `The organizers of ${edition.name} added you to the team "${team.name}". Your team and its next steps are on your dashboard:`,
        dashboard(publicUrl),
      ]),
    ];
    if (leader)
      mails.push(
        composeEmail(leader.email, `${person.name} was added to ${team.name}`, [
          `Hi ${leader.name},`,
          `The organizers of ${edition.name} added ${person.name} (${person.email}) to your team "${team.name}".`,
          dashboard(publicUrl),
        ]),
      );
    await enqueueEmail(tx, mails);
    await writeAudit(tx, actorId, 'team.admin_add_member', `team:${team.id}`, { userId: person.id }, edition.id);
    return { userId: person.id, name: person.name, fromTeamId: null, toTeamId: team.id, emailed: mails.length };
  });
}

/** Removes a member (never the leader) from a team of the edition. */
export async function adminRemoveMember(
  db: Db,
  edition: EventRow,
  actorId: number,
  teamId: number,
  userId: number,
  publicUrl: string,
): Promise<AdminMemberChange> {
  return db.transaction(async (tx) => {
    const team = (await lockTeams(tx, edition, [teamId])).get(teamId)!;
    const person = await takeOut(tx, team, userId);
    const leader = await leaderOf(tx, team.id);
    const mails: OutgoingEmail[] = [
      composeEmail(person.email, `You were removed from ${team.name}`, [
        `Hi ${person.name},`,
        `The organizers of ${edition.name} removed you from the team "${team.name}". Your account stays: you can create or join another team from your dashboard.`,
        dashboard(publicUrl),
      ]),
    ];
    if (leader)
      mails.push(
        composeEmail(leader.email, `${person.name} was removed from ${team.name}`, [
          `Hi ${leader.name},`,
          `The organizers of ${edition.name} removed ${person.name} from your team "${team.name}".`,
          dashboard(publicUrl),
        ]),
      );
    await enqueueEmail(tx, mails);
    await writeAudit(tx, actorId, 'team.admin_remove_member', `team:${team.id}`, { userId }, edition.id);
    return { userId, name: person.name, fromTeamId: team.id, toTeamId: null, emailed: mails.length };
  });
}

/** Moves a member (never the leader) to another team of the same edition, with both teams' rules. */
export async function adminMoveMember(
  db: Db,
  edition: EventRow,
  actorId: number,
  fromTeamId: number,
  userId: number,
  toTeamId: number,
  publicUrl: string,
): Promise<AdminMemberChange> {
  if (fromTeamId === toTeamId) throw conflict(MEMBER_MOVE_MESSAGES.sameTeam);
  return db.transaction(async (tx) => {
    const locked = await lockTeams(tx, edition, [fromTeamId, toTeamId]);
    const from = locked.get(fromTeamId)!;
    const to = locked.get(toTeamId)!;
    const person = await takeOut(tx, from, userId);
    const { leader: toLeader } = await putIn(tx, to.id, userId, person.joined);
    const fromLeader = await leaderOf(tx, from.id);
    const mails: OutgoingEmail[] = [
      composeEmail(person.email, `You were moved to ${to.name}`, [
        `Hi ${person.name},`,
        `The organizers of ${edition.name} moved you from the team "${from.name}" to the team "${to.name}". Your new team is on your dashboard:`,
        dashboard(publicUrl),
      ]),
    ];
    if (fromLeader)
      mails.push(
        composeEmail(fromLeader.email, `${person.name} moved to another team`, [
          `Hi ${fromLeader.name},`,
          `The organizers of ${edition.name} moved ${person.name} from your team "${from.name}" to the team "${to.name}".`,
          dashboard(publicUrl),
        ]),
      );
    if (toLeader)
      mails.push(
        composeEmail(toLeader.email, `${person.name} joined ${to.name}`, [
          `Hi ${toLeader.name},`,
          `The organizers of ${edition.name} moved ${person.name} (${person.email}) from the team "${from.name}" into your team "${to.name}".`,
          dashboard(publicUrl),
        ]),
      );
    await enqueueEmail(tx, mails);
    // One row on each team, so both teams' histories show the move.
    for (const team of [from, to])
      await writeAudit(
        tx,
        actorId,
        'team.admin_move_member',
        `team:${team.id}`,
        { userId, fromTeamId: from.id, toTeamId: to.id },
        edition.id,
      );
    return { userId, name: person.name, fromTeamId: from.id, toTeamId: to.id, emailed: mails.length };
  });
}
