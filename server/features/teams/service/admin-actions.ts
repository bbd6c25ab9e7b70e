// The admin's actions on a team: approve / reject (spec §4), credentials (DESIGN D6) and Contact Team.
// Each is one transaction with its emails and its audit_log row, on a team of the edition the admin chose
// (DESIGN D13): another edition's team is 'not found', and an archived edition's teams no longer change.
import { absoluteUrl, paths } from '@shared/paths';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { formatInZone } from '@shared/zoned-time';
import type { AdminTeam } from '@shared/schemas/teams';
import type { Db, Tx } from '../../../db/client';
import { teamMembers, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { generatePassword, hashPassword } from '../../../lib/crypto';
import { conflict, notFound } from '../../../lib/errors';
import { deleteUserSessions, issueSetPasswordLink } from '../../auth/index';
import { assertOpen, gatesOf, type EventRow } from '../../events/index';
import { clockNow } from '../../../lib/clock';
import {
  adminMessageEmail,
  composeEmail,
  enqueueEmail,
  factsOf,
  type EventFacts,
  type OutgoingEmail,
  type Recipient,
} from '../../mail/index';
import { getTeam } from './admin-list';
import { fillFreePlaces, lockPlaces, waitlistPosition } from './waitlist';

/** The team of this edition (404 otherwise), locked while the action runs. */
async function editionTeam(tx: Tx, edition: EventRow, teamId: number) {
  const [team] = await tx
    .select({ name: teams.name, status: teams.status })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.eventId, edition.id)))
    .for('update');
  if (!team) throw notFound('Team not found');
  return team;
}

/**
 * When the team can submit, in the edition's zone (issue 31: an approval months ahead must not say "now"),
 * from the one phase rule (shared/edition-gates.ts) at the server's clock.
 */
export function submissionsSentence(edition: EventRow, now: Date = clockNow()): string {
  const gate = gatesOf(edition, now).submissions;
  const at = (d: Date) => formatInZone(d, edition.timeZone);
  if (gate.open) {
    // An organizer's override may hold submissions open past the dates: then no "until" is promised.
    return gate.window.overridden && gate.window.closesAt.getTime() <= now.getTime()
      ? 'Submissions are open now: submit your project from the team dashboard.'
      : `Submissions are open now, until ${at(gate.window.deadline)}: submit your project from the team dashboard.`;
  }
  if (gate.reason === 'not_open_yet')
    return `Submissions open on ${at(gate.window.opensAt)} and close on ${at(gate.window.deadline)}: you will submit your project from the team dashboard.`;
  return `${gate.message}.`;
}

function approvalEmail(to: Recipient, teamName: string, edition: EventRow, publicUrl: string): OutgoingEmail {
  const ev = factsOf(edition);
  return composeEmail(to.email, `Your team ${teamName} is approved`, [
    `Hello ${to.name},`,
    `Good news: your team ${teamName} has been approved for ${ev.name}.`,
    submissionsSentence(edition),
    absoluteUrl(publicUrl, paths.teamDashboard),
    `Questions? Write to ${ev.contactEmail}.`,
  ]);
}

/** The rejection, with the organizers' reason when they gave one (issue 31: the team learns why). */
function rejectionEmail(to: Recipient, teamName: string, reason: string | null, ev: EventFacts): OutgoingEmail {
  return composeEmail(to.email, `Your team ${teamName} was not approved`, [
    `Hello ${to.name},`,
    `We are sorry: your team ${teamName} was not approved for ${ev.name}.`,
    ...(reason ? [`The organizers' reason: ${reason}`] : []),
    `If you think this is a mistake, write to ${ev.contactEmail} and the organizers will look at it again.`,
  ]);
}

/** D6: the password itself is shown once to the admin and never written to an email. */
function credentialsNoticeEmail(
  to: Recipient,
  teamName: string,
  username: string,
  ev: EventFacts,
  publicUrl: string,
): OutgoingEmail {
  return composeEmail(to.email, `New sign-in credentials for ${teamName}`, [
    `Hello ${to.name},`,
    `The organizers of ${ev.name} generated a new password for your account (username ${username}). Your previous password no longer works and you were signed out everywhere.`,
    'The organizers will give you the new password. After signing in you can change it on your profile page.',
    absoluteUrl(publicUrl, paths.login),
  ]);
}

/** Issue 31: the leader chooses the password through a single-use link; nobody reads one aloud. */
function credentialsLinkEmail(
  to: Recipient,
  teamName: string,
  username: string,
  link: string,
  ev: EventFacts,
): OutgoingEmail {
  return composeEmail(to.email, `New sign-in credentials for ${teamName}`, [
    `Hello ${to.name},`,
    `The organizers of ${ev.name} reset the password of your account (username ${username}, or sign in with this email address). Your previous password no longer works and you were signed out everywhere.`,
    'Choose your new password with this link. It works once and is valid for 48 hours:',
    link,
  ]);
}

/** The leader and the members who joined (team_members.joined), still active. */
async function joinedRecipientsOf(tx: Tx, teamId: number): Promise<Recipient[]> {
  return tx
    .select({ name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        sql`${users.status} <> 'inactive'`,
        or(eq(teamMembers.joined, true), eq(teamMembers.role, 'leader')),
      ),
    );
}

async function recipientsOf(tx: Tx, teamId: number): Promise<Recipient[]> {
  return tx
    .select({ name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), sql`${users.status} <> 'inactive'`));
}

/**
 * Approve or reject a pending team (spec §4); the team is emailed in the same transaction. A waitlisted
 * team may be rejected (it leaves the waitlist) but not approved: it waits for a place (waitlist.ts).
 * Rejecting a pending team frees its place: the next waitlisted team becomes pending, in this transaction.
 */
export async function decideTeam(
  db: Db,
  edition: EventRow,
  actorId: number,
  teamId: number,
  decision: 'approved' | 'rejected',
  publicUrl: string,
  reason = '',
): Promise<AdminTeam> {
  return db.transaction(async (tx) => {
    // The edition's places first, then the team: every action that frees or takes a place locks in this
    // order, so two of them never wait for each other.
    const ev = await lockPlaces(tx, edition.id);
    const team = await editionTeam(tx, edition, teamId);
    assertOpen(edition);
    if (decision === 'approved' && team.status === 'waitlisted') {
      const position = await waitlistPosition(tx, edition.id, teamId);
      throw conflict(
        `This team is number ${position ?? '?'} on the waitlist: it can be approved once a place frees (a team is rejected) or the organizers raise the cap on teams`,
      );
    }
    const from = decision === 'rejected' ? (['pending', 'waitlisted'] as const) : (['pending'] as const);
    // The status check and the change are one statement, so two admins clicking at once cannot both win.
    const [changed] = await tx
      .update(teams)
      .set({
        status: decision,
        updatedAt: new Date(),
        rejectionReason: decision === 'rejected' && reason ? reason : null,
      })
      .where(and(eq(teams.id, teamId), inArray(teams.status, [...from])))
      .returning({ id: teams.id, name: teams.name });
    if (!changed) {
      const [exists] = await tx.select({ status: teams.status }).from(teams).where(eq(teams.id, teamId));
      if (!exists) throw notFound('Team not found');
      throw conflict(`Only pending teams can be ${decision === 'approved' ? 'approved' : 'rejected'}`);
    }
    // The approval goes to the people who joined (issue 31): someone listed at registration who has not
    // accepted is not on the team yet and keeps only their invitation. A rejection reaches everyone listed.
    const recipients = decision === 'approved' ? await joinedRecipientsOf(tx, teamId) : await recipientsOf(tx, teamId);
    await enqueueEmail(
      tx,
      recipients.map((r) =>
        decision === 'rejected'
          ? rejectionEmail(r, changed.name, reason || null, factsOf(edition))
          : approvalEmail(r, changed.name, edition, publicUrl),
      ),
    );
    await writeAudit(
      tx,
      actorId,
      decision === 'approved' ? 'team.approve' : 'team.reject',
      `team:${teamId}`,
      {
        name: changed.name,
        from: team.status,
        to: decision,
        ...(decision === 'rejected' && reason ? { reason } : {}),
        emailed: recipients.length,
      },
      edition.id,
    );
    if (decision === 'rejected' && team.status === 'pending') await fillFreePlaces(tx, ev, actorId, publicUrl);
    return getTeam(tx, edition.id, teamId);
  });
}

/**
 * D6: a new random password for the leader of an approved team, the leader's sessions ended; the
 * password is answered once and stored only as a hash.
 */
export async function generateCredentials(
  db: Db,
  edition: EventRow,
  actorId: number,
  teamId: number,
  publicUrl: string,
  delivery: 'show' | 'email' = 'show',
): Promise<{ username: string; password?: string; emailedTo?: string }> {
  // Emailed: the new random password is never shown; it only ends the old one until the leader picks theirs.
  const password = generatePassword(12);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const team = await editionTeam(tx, edition, teamId);
    if (team.status !== 'approved') throw conflict('Credentials can only be generated for approved teams');
    const [leader] = await tx
      .select({ id: users.id, name: users.name, email: users.email, username: users.username, status: users.status })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'leader')));
    if (!leader) throw conflict('This team has no leader');
    await tx
      .update(users)
      .set({ passwordHash, status: leader.status === 'inactive' ? 'inactive' : 'active' })
      .where(eq(users.id, leader.id));
    await deleteUserSessions(tx, leader.id);
    const email =
      delivery === 'email'
        ? credentialsLinkEmail(
            leader,
            team.name,
            leader.username,
            await issueSetPasswordLink(tx, leader.id, publicUrl),
            factsOf(edition),
          )
        : credentialsNoticeEmail(leader, team.name, leader.username, factsOf(edition), publicUrl);
    await enqueueEmail(tx, email);
    await writeAudit(
      tx,
      actorId,
      'team.credentials',
      `team:${teamId}`,
      { leaderId: leader.id, username: leader.username, delivery },
      edition.id,
    );
    return delivery === 'email'
      ? { username: leader.username, emailedTo: leader.email }
      : { username: leader.username, password };
  });
}

/** Contact Team: one email to every member. */
export async function contactTeam(
  db: Db,
  edition: EventRow,
  actorId: number,
  teamId: number,
  mail: { subject: string; body: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await editionTeam(tx, edition, teamId);
    const recipients = await recipientsOf(tx, teamId);
    const ev = factsOf(edition);
    await enqueueEmail(
      tx,
      recipients.map((r) => adminMessageEmail(r, mail.subject, mail.body, ev)),
    );
    await writeAudit(
      tx,
      actorId,
      'team.contact',
      `team:${teamId}`,
      { subject: mail.subject, recipients: recipients.length },
      edition.id,
    );
    return recipients.length;
  });
}
