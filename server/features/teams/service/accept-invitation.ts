// The invite page (/invite/:token): the invitee sees the team, sets a name and password, and joins. The
// team row is locked while people are counted, so invitations accepted at once never exceed capacity.
// Only the current edition's teams take members (DESIGN D13): last year's link answers 409 naming it.
import { and, eq, sql } from 'drizzle-orm';
import type { AcceptInvitation, InvitationInfo } from '@shared/schemas/teams';
import type { PublicUser } from '@shared/schemas/auth';
import type { Db, Tx } from '../../../db/client';
import { invitations, sessions, teamMembers, teams, users } from '../../../db/schema';
import { hashPassword, sha256, verifyPassword } from '../../../lib/crypto';
import { writeAudit } from '../../../lib/audit';
import { AppError, conflict, isUniqueViolation, notFound } from '../../../lib/errors';
import { createSession, uniqueUsername, userSummaryColumns } from '../../auth/index';
import { openGate, type EventRow } from '../../events/index';
import { recordConsent } from '../../privacy/index';
import { memberCount } from './admit';
import { refuseOtherEdition } from './manage';

export const INVITATION_INVALID = 'This invitation link is invalid or has expired';
export const INVITATION_USED = 'This invitation has already been accepted';
/** An invitee whose email already has a working account joins by signing in with it, never by replacing it. */
export const SIGN_IN_TO_JOIN =
  "This email already has an account: enter its password to join (or use 'Forgot password?' on the sign-in page)";

async function findInvitation(tx: Tx, token: string, lock: boolean) {
  const q = tx
    .select({
      id: invitations.id,
      teamId: invitations.teamId,
      email: invitations.email,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      invitedBy: invitations.invitedBy,
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, sha256(token)));
  const [inv] = lock ? await q.for('update') : await q;
  if (!inv || inv.expiresAt.getTime() <= Date.now()) throw notFound(INVITATION_INVALID);
  if (inv.acceptedAt) throw conflict(INVITATION_USED);
  return inv;
}

export async function getInvitation(db: Db, ev: EventRow, token: string): Promise<InvitationInfo> {
  const inv = await findInvitation(db, token, false);
  const [team] = await db
    .select({ name: teams.name, status: teams.status, eventId: teams.eventId })
    .from(teams)
    .where(eq(teams.id, inv.teamId));
  if (!team) throw notFound(INVITATION_INVALID);
  if (team.eventId !== ev.id) await refuseOtherEdition(db, team.eventId);
  const [inviter] = inv.invitedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, inv.invitedBy))
    : [];
  const [invitee] = await db
    .select({
      name: users.name,
      teamId: teamMembers.teamId,
      status: users.status,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.eventId, ev.id)))
    .where(sql`lower(${users.email}) = ${inv.email.toLowerCase()}`);
  return {
    teamName: team.name,
    teamStatus: team.status,
    email: inv.email,
    invitedBy: inviter?.name ?? null,
    name: invitee?.name ?? null,
    alreadyMember: invitee?.teamId === inv.teamId,
    // The same rule acceptInvitation applies: an active account with a password proves it instead.
    existingAccount: invitee?.status === 'active' && invitee.hasPassword === true,
    expiresAt: inv.expiresAt.toISOString(),
    memberCount: await memberCount(db, inv.teamId),
    capacity: ev.teamSizeMax,
  };
}

export async function acceptInvitation(
  db: Db,
  ev: EventRow,
  token: string,
  input: AcceptInvitation,
  ttlMs: number,
): Promise<{ token: string; user: PublicUser }> {
  // Hash (or check) before the transaction: argon2 must not run while the team row is locked. Someone
  // whose account already has a password (a returning participant invited at registration) proves it
  // instead: the invitation must not change their account.
  const invited = await findInvitation(db, token, false);
  const [account] = await db
    .select({ passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${invited.email.toLowerCase()}`);
  const signsIn = account?.status === 'active' && account.passwordHash !== null;
  if (signsIn && !(await verifyPassword(account.passwordHash, input.password)))
    throw new AppError(401, SIGN_IN_TO_JOIN, { password: SIGN_IN_TO_JOIN });
  const passwordHash = signsIn ? null : await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      // The edition's gate first (its row share-locked, then the team's: the order submissions take).
      await openGate(tx, ev.id, 'teamChanges');
      const inv = await findInvitation(tx, token, true);
      const [team] = await tx
        .select({ id: teams.id, status: teams.status, eventId: teams.eventId })
        .from(teams)
        .where(eq(teams.id, inv.teamId))
        .for('update');
      if (!team) throw notFound(INVITATION_INVALID);
      if (team.eventId !== ev.id) await refuseOtherEdition(tx, team.eventId);
      if (team.status === 'rejected') throw conflict('This team can no longer accept members');

      const [existing] = await tx
        .select({ id: users.id, role: users.role, status: users.status, teamId: teamMembers.teamId })
        .from(users)
        .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.eventId, ev.id)))
        .where(sql`lower(${users.email}) = ${inv.email.toLowerCase()}`);
      // Organizers and judges never join a team (a judge would judge their own team).
      if (existing && existing.role !== 'team') throw conflict('This email belongs to an organizer account');
      if (existing?.status === 'inactive') throw new AppError(403, 'This account is disabled');
      if (existing?.teamId && existing.teamId !== team.id) throw conflict('You are already in another team');

      const alreadyMember = existing?.teamId === team.id;
      if (!alreadyMember) {
        const n = await memberCount(tx, team.id);
        if (n >= ev.teamSizeMax) throw conflict(`This team is full (${n}/${ev.teamSizeMax})`);
      }

      let userId: number;
      if (existing && passwordHash === null) {
        userId = existing.id; // signed in with their own password above: the account stays as it is
      } else if (existing) {
        userId = existing.id;
        await tx.update(users).set({ name: input.name, passwordHash, status: 'active' }).where(eq(users.id, userId));
        // The password changed: sessions opened with the old one end (as after a reset).
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      } else {
        const username = await uniqueUsername(tx, input.name);
        const [row] = await tx
          .insert(users)
          .values({ name: input.name, email: inv.email, username, passwordHash, role: 'team', status: 'active' })
          .returning({ id: users.id });
        userId = row!.id;
      }
      // Joined is this membership's mark: accepting here never marks the person's other teams (last
      // year's, where they may have been left pending).
      if (alreadyMember)
        await tx
          .update(teamMembers)
          .set({ joined: true })
          .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)));
      else
        await tx.insert(teamMembers).values({ eventId: ev.id, teamId: team.id, userId, role: 'member', joined: true });
      const used = await tx
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(invitations.id, inv.id), sql`${invitations.acceptedAt} is null`))
        .returning({ id: invitations.id });
      if (used.length === 0) throw conflict(INVITATION_USED);
      // Joining accepts the edition's terms and privacy page (the invitation page says so, with links),
      // as the leader's "I agree" at registration: consent on record (issue 35), asked nothing more at sign-in.
      await recordConsent(tx, userId, ev.id);
      await writeAudit(tx, userId, 'team.accept_invitation', `team:${team.id}`, { invitationId: inv.id }, ev.id);

      const [user] = await tx.select(userSummaryColumns).from(users).where(eq(users.id, userId));
      const sessionToken = await createSession(tx, userId, ttlMs);
      return { token: sessionToken, user: { ...user!, teamId: team.id } };
    });
  } catch (err) {
    // One person, one team (team_members.user_id unique); one account per email: a racing accept lands here.
    if (isUniqueViolation(err)) throw conflict('This invitation was just accepted or you already joined a team');
    throw err;
  }
}
