// Requests both ways: a person asks to join a team (the leader decides), a leader invites a person (the
// person decides). Sending checks the listing, blocks, capacity and the per-person rate limit, and emails
// the deciding side a link; deciding is in decisions.ts.
import { absoluteUrl, teamRequestPath } from '@shared/paths';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FIND_TEAM_LIMITS, type CreateRequest, type TeamRequest } from '@shared/schemas/find-team';
import type { Db, Tx } from '../../../db/client';
import { findTeamProfiles, teamListings, teamMembers, teamRequests, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { randomToken, sha256 } from '../../../lib/crypto';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../../lib/errors';
import { rows } from '../../../lib/sql';
import { RateCounter, tooManyRequests } from '../../../lib/throttle';
import { composeEmail, enqueueEmail } from '../../mail/index';
import type { EventRow } from '../../events/index';
import { blockedBetween } from './blocks-sql';
import { ledTeam } from './listing';

export const REQUEST_NOT_FOUND = 'This request no longer exists';
export const REQUEST_OPEN_ALREADY = 'There is already an open request between you and this team';
export const BLOCKED = 'You cannot contact this team or person';
const ALREADY_IN_TEAM = 'You are already in a team';

export interface Actor {
  id: number;
  name: string;
  teamId: number | null;
}

/** Per person, shared by every instance: join requests and invitations count together. */
export function requestLimiter(db: Db, perHour: number = FIND_TEAM_LIMITS.requestsPerHour) {
  return new RateCounter(db, { name: 'find-team-requests', max: perHour, windowMs: 3600_000 });
}

/** Everyone the live message about a request concerns: the person and the team's members. */
export async function concerned(tx: Tx, teamId: number, userId: number): Promise<number[]> {
  const members = await tx.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return [...new Set([userId, ...members.map((m) => m.id)])];
}

export async function leaderOf(tx: Tx, teamId: number) {
  const [leader] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'leader')));
  return leader ?? null;
}

async function isBlocked(tx: Tx, userId: number, teamId: number) {
  const [row] = await rows<{ blocked: boolean }>(tx, sql`select ${blockedBetween(userId, teamId)} as blocked`);
  return !!row?.blocked;
}

export async function createRequest(
  db: Db,
  ev: EventRow,
  limiter: RateCounter,
  actor: Actor,
  input: CreateRequest,
  publicUrl: string,
): Promise<{ request: TeamRequest; notify: number[] }> {
  const verdict = await limiter.reserve(String(actor.id));
  if (!verdict.ok)
    throw tooManyRequests((wait) => `You have sent many requests. Please try again in ${wait}.`, verdict.retryAfter);
  try {
    return await db.transaction(async (tx) => {
      let teamId: number;
      let userId: number;
      if (input.kind === 'join') {
        if (actor.teamId) throw conflict(ALREADY_IN_TEAM);
        teamId = input.teamId;
        userId = actor.id;
        const [listing] = await tx
          .select({ open: teamListings.open })
          .from(teamListings)
          .where(eq(teamListings.teamId, teamId));
        // An approved team without a listing is on the board too (it has free places); a closed listing
        // is the leader saying no.
        const [approved] = listing
          ? []
          : await tx
              .select({ id: teams.id })
              .from(teams)
              .where(and(eq(teams.id, teamId), eq(teams.status, 'approved')));
        if (listing ? !listing.open : !approved) throw conflict('This team is not looking for members at the moment');
      } else {
        teamId = await ledTeam(tx, actor);
        userId = input.userId;
        const [person] = await tx
          .select({ visible: findTeamProfiles.visible, role: users.role, teamId: teamMembers.teamId })
          .from(users)
          .innerJoin(findTeamProfiles, and(eq(findTeamProfiles.userId, users.id), eq(findTeamProfiles.eventId, ev.id)))
          .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.eventId, ev.id)))
          .where(eq(users.id, userId));
        // A hidden profile is as good as absent: the answer does not tell that it exists.
        if (!person || !person.visible || person.role !== 'team') throw notFound('This person is not on the board');
        if (person.teamId) throw conflict('This person is already in a team');
      }
      if (await isBlocked(tx, userId, teamId)) throw forbidden(BLOCKED);
      // Only the current edition's teams are on the board: another edition's is as good as absent.
      const [team] = await tx
        .select({ name: teams.name, status: teams.status })
        .from(teams)
        .where(and(eq(teams.id, teamId), eq(teams.eventId, ev.id)));
      if (!team) throw notFound('This team no longer exists');
      if (team.status === 'rejected') throw conflict('This team can no longer accept members');
      const [{ n } = { n: 0 }] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from team_members where team_id = ${teamId}`,
      );
      if (n >= ev.teamSizeMax) throw conflict(`This team is full (${n}/${ev.teamSizeMax})`);

      const token = randomToken();
      const [row] = await tx
        .insert(teamRequests)
        .values({
          kind: input.kind,
          teamId,
          userId,
          createdBy: actor.id,
          message: input.message ?? '',
          tokenHash: sha256(token),
        })
        .returning();
      const link = absoluteUrl(publicUrl, teamRequestPath(token));
      const [person] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const leader = await leaderOf(tx, teamId);
      const note = row!.message ? [`Their message: "${row!.message}"`] : [];
      if (input.kind === 'join' && leader) {
        await enqueueEmail(
          tx,
          composeEmail(leader.email, `${person!.name} asks to join ${team.name}`, [
            `Hi ${leader.name},`,
            `${person!.name} found your team "${team.name}" on the find-a-team board and asks to join.`,
            ...note,
            'Open this link to accept or decline (you can also answer on your dashboard):',
            link,
          ]),
        );
      } else if (input.kind === 'invite') {
        await enqueueEmail(
          tx,
          composeEmail(person!.email, `${team.name} invites you to join`, [
            `Hi ${person!.name},`,
            `${actor.name}, the leader of "${team.name}", found you on the find-a-team board and invites you to join.`,
            ...note,
            'Open this link to accept or decline (you can also answer on your dashboard):',
            link,
          ]),
        );
      }
      await writeAudit(tx, actor.id, `find_team.${input.kind}`, `team:${teamId}`, { userId, requestId: row!.id });
      const [request] = await listFor(tx, ev.id, actor, row!.id);
      return { request: request!, notify: await concerned(tx, teamId, userId) };
    });
  } catch (err) {
    await limiter.release(String(actor.id));
    if (isUniqueViolation(err, 'team_requests_pending_idx')) throw conflict(REQUEST_OPEN_ALREADY);
    throw err;
  }
}

export const requester = alias(users, 'requester');

/** Requests the actor is part of (as the person, or as a member of the team), newest first, in one edition. */
async function listFor(tx: Tx, eventId: number, actor: Actor, onlyId?: number): Promise<TeamRequest[]> {
  const [membership] = actor.teamId
    ? await tx
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, actor.teamId), eq(teamMembers.userId, actor.id)))
    : [];
  const isLeader = membership?.role === 'leader';
  const mine = actor.teamId
    ? or(eq(teamRequests.userId, actor.id), eq(teamRequests.teamId, actor.teamId))
    : eq(teamRequests.userId, actor.id);
  const recent = or(
    eq(teamRequests.status, 'pending'),
    gt(teamRequests.decidedAt, new Date(Date.now() - 7 * 86400_000)),
  );
  const found = await tx
    .select({
      id: teamRequests.id,
      kind: teamRequests.kind,
      status: teamRequests.status,
      teamId: teamRequests.teamId,
      teamName: teams.name,
      userId: teamRequests.userId,
      userName: requester.name,
      message: teamRequests.message,
      createdAt: teamRequests.createdAt,
    })
    .from(teamRequests)
    .innerJoin(teams, and(eq(teams.id, teamRequests.teamId), eq(teams.eventId, eventId)))
    .innerJoin(requester, eq(requester.id, teamRequests.userId))
    .where(onlyId ? and(mine, eq(teamRequests.id, onlyId)) : and(mine, recent))
    .orderBy(desc(teamRequests.createdAt), desc(teamRequests.id))
    .limit(50);
  return found.map((r) => {
    const onTeamSide = actor.teamId === r.teamId;
    const pending = r.status === 'pending';
    return {
      ...r,
      createdAt: r.createdAt.toISOString(),
      canDecide: pending && (r.kind === 'invite' ? r.userId === actor.id : onTeamSide && isLeader),
      canWithdraw: pending && (r.kind === 'join' ? r.userId === actor.id : onTeamSide && isLeader),
    };
  });
}

export const listRequests = (db: Db, eventId: number, actor: Actor) => listFor(db, eventId, actor);

/** Ends the open requests between a person and a team (after a block). */
export async function closePendingBetween(tx: Tx, userIds: number[], teamIds: number[]) {
  if (!userIds.length || !teamIds.length) return;
  await tx
    .update(teamRequests)
    .set({ status: 'declined', decidedAt: new Date() })
    .where(
      and(
        eq(teamRequests.status, 'pending'),
        inArray(teamRequests.userId, userIds),
        inArray(teamRequests.teamId, teamIds),
      ),
    );
}
