// A participant's help requests (issue 34): joined members of a team of the current edition, and solo
// participants on its team board, open a request, see their place and an honest wait, cancel it, and
// rate the help once it is resolved (the rating reaches only the organizers). A team sees its own
// requests, a solo participant their own, nobody else's.
import { and, eq, sql } from 'drizzle-orm';
import {
  MENTORING_LIMITS,
  MENTORING_MESSAGES,
  type CreateHelpRequestParsed,
  type CreateHelpRequestResponse,
  type HelpRequest,
  type MyHelpRequests,
  type RateHelpRequest,
} from '@shared/schemas/mentoring';
import type { Db, Tx } from '../../../db/client';
import { clockNow } from '../../../lib/clock';
import { findTeamProfiles, helpRatings, helpRequests, problems, teamMembers } from '../../../db/schema';
import { AppError, conflict, forbidden, isUniqueViolation, notFound } from '../../../lib/errors';
import { openEdition, openGate, type EditionRow } from '../../events/index';
import { descriptionHtml, helpRequestById, helpRows, toHelpRequest } from './view';
import { estimateMinutes, queuePositions, shiftStatus, waitModel } from './wait';

/** Who asks: their team in the edition (null: a solo participant on the board). */
export interface Requester {
  userId: number;
  teamId: number | null;
}

/** 403 unless the user is a joined member of a team of the edition, or on its team board alone. */
export async function requesterOf(tx: Tx, eventId: number, userId: number): Promise<Requester> {
  const [member] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId), eq(teamMembers.joined, true)));
  if (member) return { userId, teamId: member.teamId };
  const [solo] = await tx
    .select({ userId: findTeamProfiles.userId })
    .from(findTeamProfiles)
    .where(and(eq(findTeamProfiles.eventId, eventId), eq(findTeamProfiles.userId, userId)));
  if (solo) return { userId, teamId: null };
  throw forbidden(MENTORING_MESSAGES.notParticipant);
}

/** The requests a requester may see: their team's, or (solo) their own. */
const ownedBy = (who: Requester) =>
  who.teamId !== null
    ? eq(helpRequests.teamId, who.teamId)
    : and(eq(helpRequests.requesterId, who.userId), sql`${helpRequests.teamId} is null`);

export async function createHelpRequest(
  db: Db,
  ev: EditionRow,
  userId: number,
  input: CreateHelpRequestParsed,
): Promise<CreateHelpRequestResponse & { teamId: number | null }> {
  return db.transaction(async (tx) => {
    const { row } = await openGate(tx, ev.id, 'helpQueue');
    const who = await requesterOf(tx, row.id, userId);
    if (input.problemId != null) {
      const [p] = await tx
        .select({ id: problems.id })
        .from(problems)
        .where(and(eq(problems.id, input.problemId), eq(problems.eventId, row.id)));
      if (!p)
        throw new AppError(400, 'Choose a challenge of this edition', {
          problemId: 'Choose a challenge of this edition',
        });
    }
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(helpRequests)
      .where(and(eq(helpRequests.eventId, row.id), ownedBy(who), eq(helpRequests.status, 'open')))) as [{ n: number }];
    if (n >= MENTORING_LIMITS.openPerTeam) throw conflict(MENTORING_MESSAGES.tooManyOpen);
    const [created] = await tx
      .insert(helpRequests)
      .values({
        eventId: row.id,
        teamId: who.teamId,
        requesterId: userId,
        title: input.title,
        description: input.description,
        descriptionFormat: input.descriptionFormat,
        descriptionHtml: descriptionHtml(input.description, input.descriptionFormat),
        tried: input.tried,
        problemId: input.problemId ?? null,
        skills: [...new Set(input.skills)],
        location: input.location,
      })
      .returning({ id: helpRequests.id });
    const positions = await queuePositions(tx, row.id);
    const position = positions.get(created!.id) ?? positions.size;
    const model = await waitModel(tx, row.id);
    return { id: created!.id, position, estimatedWaitMinutes: estimateMinutes(model, position), teamId: who.teamId };
  });
}

/** The team's (or solo participant's) requests of the edition, newest first, with the form's shift status. */
export async function myHelpRequests(db: Db, ev: EditionRow, userId: number): Promise<MyHelpRequests> {
  return db.transaction(async (tx) => {
    const who = await requesterOf(tx, ev.id, userId);
    const rows = await helpRows(
      tx,
      and(eq(helpRequests.eventId, ev.id), ownedBy(who)),
      sql`${helpRequests.createdAt} desc, ${helpRequests.id} desc`,
    );
    const positions = await queuePositions(tx, ev.id);
    const model = await waitModel(tx, ev.id);
    return {
      requests: rows.map((r) => {
        const p = positions.get(r.r.id) ?? null;
        return toHelpRequest(r, p, p === null ? null : estimateMinutes(model, p));
      }),
      shift: await shiftStatus(tx, ev),
    };
  });
}

/** Locks a request the requester may act on (404 when it is not theirs: another team's ids say nothing). */
async function lockOwned(tx: Tx, eventId: number, id: number, who: Requester) {
  const [row] = await tx
    .select()
    .from(helpRequests)
    .where(and(eq(helpRequests.id, id), eq(helpRequests.eventId, eventId), ownedBy(who)))
    .for('update');
  if (!row) throw notFound(MENTORING_MESSAGES.notFound);
  return row;
}

/** The request's edition, refusing writes once it is archived (409 naming it). */
export async function requestEdition(tx: Tx, id: number) {
  const [row] = await tx.select({ eventId: helpRequests.eventId }).from(helpRequests).where(eq(helpRequests.id, id));
  if (!row) throw notFound(MENTORING_MESSAGES.notFound);
  return openEdition(tx, row.eventId);
}

export async function cancelHelpRequest(db: Db, userId: number, id: number): Promise<HelpRequest> {
  return db.transaction(async (tx) => {
    const ev = await requestEdition(tx, id);
    const who = await requesterOf(tx, ev.id, userId);
    const row = await lockOwned(tx, ev.id, id, who);
    if (row.status !== 'open' && row.status !== 'claimed') throw conflict(MENTORING_MESSAGES.cannotCancel);
    await tx.update(helpRequests).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(helpRequests.id, id));
    return toHelpRequest((await helpRequestById(tx, id))!, null, null);
  });
}

export async function rateHelpRequest(
  db: Db,
  userId: number,
  id: number,
  input: RateHelpRequest,
): Promise<{ eventId: number; mentorId: number | null; teamId: number | null }> {
  try {
    return await db.transaction(async (tx) => {
      const ev = await requestEdition(tx, id);
      const who = await requesterOf(tx, ev.id, userId);
      const row = await lockOwned(tx, ev.id, id, who);
      if (row.status !== 'resolved') throw conflict(MENTORING_MESSAGES.notResolved);
      const [existing] = await tx
        .select({ id: helpRatings.requestId })
        .from(helpRatings)
        .where(eq(helpRatings.requestId, id));
      if (existing) throw conflict(MENTORING_MESSAGES.alreadyRated);
      await tx.insert(helpRatings).values({
        requestId: id,
        eventId: ev.id,
        mentorId: row.mentorId,
        raterId: userId,
        stars: input.stars,
        comment: input.comment ?? '',
        createdAt: clockNow(),
      });
      return { eventId: ev.id, mentorId: row.mentorId, teamId: row.teamId };
    });
  } catch (err) {
    // Two members rating at once: the primary key lets one in.
    if (isUniqueViolation(err)) throw conflict(MENTORING_MESSAGES.alreadyRated);
    throw err;
  }
}
