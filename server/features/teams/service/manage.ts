// Changes the leader makes to their own team (DESIGN D8: 'the leader manages members'): edit name and
// challenge, remove a member, invite someone by email. Every change is one transaction with its emails.
// The team is the caller's in the current edition (the route passes its row, DESIGN D13): membership of
// an archived edition's team never counts against joining or inviting this year.
import { absoluteUrl, paths } from '@shared/paths';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UpdateTeam } from '@shared/schemas/teams';
import { REGISTRATION_MESSAGES } from '@shared/schemas/registration';
import type { Db, Tx } from '../../../db/client';
import { invitations, problems, teamMembers, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../../lib/errors';
import { composeEmail, enqueueEmail } from '../../mail/index';
import { openEdition, openGate, type EventRow } from '../../events/index';
import { NO_TEAM } from './current-team';
import { assertNewcomerFits, memberCount } from './admit';
import { issueInvitation } from './invitations';

export const LEADER_ONLY = 'Only the team leader can do that';
export const TEAM_NAME_TAKEN = 'This team name is already taken';

interface Actor {
  id: number;
  name: string;
  teamId: number | null;
}

/** The actor's team, locked for the rest of the transaction, after checking they lead it. */
async function leaderTeam(tx: Tx, actor: Actor) {
  if (!actor.teamId) throw notFound(NO_TEAM);
  const [row] = await tx
    .select({ id: teams.id, name: teams.name, status: teams.status, role: teamMembers.role })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, actor.id)))
    .where(eq(teams.id, actor.teamId))
    .for('update', { of: teams });
  if (!row) throw notFound(NO_TEAM);
  if (row.role !== 'leader') throw forbidden(LEADER_ONLY);
  return row;
}

/**
 * Refuses a team of another edition than the current one (an old join code or invitation): 409 naming
 * an archived edition; a draft's team (none exist before it opens) is refused all the same.
 */
export async function refuseOtherEdition(tx: Tx, eventId: number): Promise<never> {
  const row = await openEdition(tx, eventId);
  throw conflict(`This team belongs to ${row.name}, which is not open yet`);
}

export async function updateTeam(db: Db, ev: EventRow, actor: Actor, input: UpdateTeam) {
  try {
    await db.transaction(async (tx) => {
      // The edition's gate first (its row share-locked, then the team's: the order submissions take).
      await openGate(tx, ev.id, 'teamChanges');
      const team = await leaderTeam(tx, actor);
      if (team.status === 'rejected') throw conflict('A rejected team cannot be edited');
      const set: Partial<typeof teams.$inferInsert> = { updatedAt: new Date() };
      if (input.name !== undefined) set.name = input.name;
      if (input.problemId !== undefined) {
        if (!input.problemId)
          set.problemId = null; // 'Other / Not decided yet'
        else {
          const [p] = await tx
            .select({ id: problems.id, active: problems.active })
            .from(problems)
            .where(and(eq(problems.id, input.problemId), eq(problems.eventId, ev.id)));
          if (!p || !p.active)
            throw badRequest(REGISTRATION_MESSAGES.problem, { problemId: REGISTRATION_MESSAGES.problem });
          set.problemId = p.id;
        }
      }
      await tx.update(teams).set(set).where(eq(teams.id, team.id));
      await writeAudit(
        tx,
        actor.id,
        'team.update',
        `team:${team.id}`,
        { name: input.name, problemId: input.problemId },
        ev.id,
      );
    });
  } catch (err) {
    if (isUniqueViolation(err, 'teams_event_name_lower_idx'))
      throw conflict('Team name is already taken', { name: TEAM_NAME_TAKEN });
    throw err;
  }
}

export async function removeMember(db: Db, ev: EventRow, actor: Actor, userId: number, publicUrl: string) {
  await db.transaction(async (tx) => {
    await openGate(tx, ev.id, 'teamChanges');
    const team = await leaderTeam(tx, actor);
    const [target] = await tx
      .select({
        role: teamMembers.role,
        name: users.name,
        email: users.email,
        status: users.status,
        passwordHash: users.passwordHash,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)));
    // Someone outside this team is 'not found': the answer says nothing about other teams.
    if (!target) throw notFound('Member not found');
    if (target.role === 'leader') throw conflict('The team leader cannot be removed');
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)));
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.teamId, team.id),
          isNull(invitations.acceptedAt),
          sql`lower(${invitations.email}) = ${target.email.toLowerCase()}`,
        ),
      );
    // Listed in another edition's team too (never accepted either): that team keeps them.
    const [elsewhere] = await tx
      .select({ id: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, userId));
    if (target.status === 'pending' && !target.passwordHash && !elsewhere) {
      // A member who never accepted has no account of their own yet: drop it, so the email is free to
      // register or be invited elsewhere.
      await tx.delete(users).where(eq(users.id, userId));
    } else {
      await enqueueEmail(
        tx,
        composeEmail(target.email, `You were removed from ${team.name}`, [
          `Hi ${target.name},`,
          `${actor.name}, the leader of "${team.name}", removed you from the team. Your account stays: you can create or join another team from your dashboard.`,
          absoluteUrl(publicUrl, paths.teamDashboard),
        ]),
      );
    }
    await writeAudit(tx, actor.id, 'team.remove_member', `team:${team.id}`, { userId });
  });
}

export async function inviteMember(db: Db, ev: EventRow, actor: Actor, rawEmail: string, publicUrl: string) {
  const email = rawEmail.trim();
  return db.transaction(async (tx) => {
    await openGate(tx, ev.id, 'teamChanges');
    const team = await leaderTeam(tx, actor);
    if (team.status === 'rejected') throw conflict('A rejected team cannot invite members');
    const [existing] = await tx
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        joined: teamMembers.joined,
        teamId: teamMembers.teamId,
      })
      .from(users)
      .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.eventId, ev.id)))
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    // A member listed who has not joined yet (at registration) may be sent a fresh link at any time.
    const resend = existing?.teamId === team.id && existing.joined === false;
    if (existing && !resend) {
      if (existing.role !== 'team')
        throw conflict('This email belongs to an organizer account', {
          email: 'This email belongs to an organizer account',
        });
      if (existing.teamId === team.id)
        throw conflict('This person is already in your team', { email: 'This person is already in your team' });
      if (existing.teamId)
        throw conflict('This person is already in another team', { email: 'This person is already in another team' });
    }
    if (!resend) {
      const n = await memberCount(tx, team.id);
      if (n >= ev.teamSizeMax) throw conflict(`Your team is full (${n}/${ev.teamSizeMax})`);
    }
    // A new link replaces any earlier one for the same person.
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.teamId, team.id),
          isNull(invitations.acceptedAt),
          sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        ),
      );
    const inv = await issueInvitation(tx, {
      teamId: team.id,
      teamName: team.name,
      email,
      inviteeName: existing?.name ?? null,
      inviterName: actor.name,
      invitedBy: actor.id,
      publicUrl,
    });
    await enqueueEmail(tx, inv.mail);
    await writeAudit(tx, actor.id, 'team.invite', `team:${team.id}`, { email, resend }, ev.id);
    return { id: inv.id, email: inv.email, expiresAt: inv.expiresAt.toISOString() };
  });
}

/** A signed-in participant without a team joins one with its code (DESIGN D7), within capacity. */
export async function joinTeam(
  db: Db,
  ev: EventRow,
  actor: Actor & { email: string },
  code: string,
  publicUrl: string,
) {
  if (actor.teamId) throw conflict('You are already in a team');
  try {
    return await db.transaction(async (tx) => {
      await openGate(tx, ev.id, 'teamChanges');
      const [team] = await tx
        .select({ id: teams.id, name: teams.name, status: teams.status, eventId: teams.eventId })
        .from(teams)
        .where(eq(teams.joinCode, code.toUpperCase()))
        .for('update', { of: teams });
      if (!team)
        throw new AppError(404, 'No team found with this join code', { code: 'No team found with this join code' });
      // Only the current edition's teams take members: an older code names its (archived) edition.
      if (team.eventId !== ev.id) await refuseOtherEdition(tx, team.eventId);
      if (team.status === 'rejected') throw conflict('This team can no longer accept members');
      const n = await memberCount(tx, team.id);
      if (n >= ev.teamSizeMax) throw conflict(`This team is full (${n}/${ev.teamSizeMax})`);
      // The edition's composition rule: the places left must fit the people it still needs.
      const [me] = await tx.select({ gender: users.gender }).from(users).where(eq(users.id, actor.id));
      await assertNewcomerFits(tx, team.id, me?.gender ?? null);
      await tx
        .insert(teamMembers)
        .values({ eventId: ev.id, teamId: team.id, userId: actor.id, role: 'member', joined: true });
      const [leader] = await tx
        .select({ name: users.name, email: users.email })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.role, 'leader')));
      if (leader) {
        await enqueueEmail(
          tx,
          composeEmail(leader.email, `${actor.name} joined ${team.name}`, [
            `Hi ${leader.name},`,
            `${actor.name} (${actor.email}) joined your team "${team.name}" with its join code. You can manage members on your dashboard:`,
            absoluteUrl(publicUrl, paths.teamDashboard),
          ]),
        );
      }
      await writeAudit(tx, actor.id, 'team.join', `team:${team.id}`, { via: 'code' }, ev.id);
      return { teamId: team.id, teamName: team.name };
    });
  } catch (err) {
    // team_members.user_id is unique: a second join racing the first one lands here.
    if (isUniqueViolation(err)) throw conflict('You are already in a team');
    throw err;
  }
}
