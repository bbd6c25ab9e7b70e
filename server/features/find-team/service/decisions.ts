// Deciding a request: accept or decline (the deciding side, on the dashboard or by the email link) and
// withdraw (the side that asked). Accepting admits the person through the teams feature's locked
// admission, so capacity and the event's rule hold under concurrency.
import { absoluteUrl, paths } from '@shared/paths';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { teamRequests, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { sha256 } from '../../../lib/crypto';
import { conflict, isUniqueViolation, notFound } from '../../../lib/errors';
import { composeEmail, enqueueEmail } from '../../mail/index';
import { assertGate, gatesOf, loadEvent, openEdition } from '../../events/index';
import { admitMember } from '../../teams/index';
import { concerned, leaderOf, REQUEST_NOT_FOUND, requester, type Actor } from './requests';

interface Decided {
  status: 'accepted' | 'declined';
  teamId: number;
  notify: number[];
}

async function decideLocked(
  tx: Tx,
  req: typeof teamRequests.$inferSelect,
  decision: 'accept' | 'decline',
  actorId: number,
  publicUrl: string,
): Promise<Decided> {
  if (req.status !== 'pending') throw conflict(`This request was already ${req.status}`);
  if (decision === 'accept') {
    // Joining a team is a team change: the edition's gate decides, on its row read in this transaction.
    const [of] = await tx.select({ eventId: teams.eventId }).from(teams).where(eq(teams.id, req.teamId));
    if (of) assertGate(gatesOf(await loadEvent(tx, of.eventId)), 'teamChanges');
    const { team, leader } = await admitMember(tx, req.teamId, req.userId);
    // The person is in a team now: their other open requests end, and the board no longer shows them.
    await tx
      .update(teamRequests)
      .set({ status: 'withdrawn', decidedAt: new Date() })
      .where(
        and(
          eq(teamRequests.userId, req.userId),
          eq(teamRequests.status, 'pending'),
          sql`${teamRequests.id} <> ${req.id}`,
        ),
      );
    const [person] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, req.userId));
    const to = req.kind === 'join' ? person : leader;
    if (to && person)
      await enqueueEmail(
        tx,
        composeEmail(to.email, `${person.name} joined ${team.name}`, [
          `Hi ${to.name},`,
          req.kind === 'join'
            ? `Your request was accepted: you are now a member of "${team.name}".`
            : `${person.name} accepted your invitation and is now a member of "${team.name}".`,
          absoluteUrl(publicUrl, paths.teamDashboard),
        ]),
      );
  }
  const status = decision === 'accept' ? 'accepted' : 'declined';
  await tx.update(teamRequests).set({ status, decidedAt: new Date() }).where(eq(teamRequests.id, req.id));
  await writeAudit(tx, actorId, `find_team.${status}`, `team:${req.teamId}`, { requestId: req.id, userId: req.userId });
  return { status, teamId: req.teamId, notify: await concerned(tx, req.teamId, req.userId) };
}

/** Advisory lock class of 'one decision about this person at a time'. */
const PERSON_LOCK = 14_014;

type RequestRow = typeof teamRequests.$inferSelect;

/**
 * Locks the person a request is about, then the request. Deciding two requests of one person at once
 * would otherwise deadlock: each accept locks its own request and then ends the person's other ones.
 * A request the caller may not touch is 404 (`isMine`); one of an archived edition (its team's) is 409.
 */
async function lockRequest(tx: Tx, where: SQL | undefined, isMine: (req: RequestRow) => Promise<boolean>) {
  const [peek] = await tx.select({ id: teamRequests.id, userId: teamRequests.userId }).from(teamRequests).where(where);
  if (!peek) throw notFound(REQUEST_NOT_FOUND);
  await tx.execute(sql`select pg_advisory_xact_lock(${PERSON_LOCK}::int, ${peek.userId}::int)`);
  const [req] = await tx.select().from(teamRequests).where(eq(teamRequests.id, peek.id)).for('update');
  if (!req || !(await isMine(req))) throw notFound(REQUEST_NOT_FOUND);
  const [team] = await tx.select({ eventId: teams.eventId }).from(teams).where(eq(teams.id, req.teamId));
  await openEdition(tx, team!.eventId);
  return req;
}

/** The team's leader (of the request's own edition), or the person it is about. */
const isLeaderOf = async (tx: Tx, req: RequestRow, actor: Actor) => (await leaderOf(tx, req.teamId))?.id === actor.id;

async function runDecision<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    // One team per person (team_members.user_id unique): a concurrent accept elsewhere lands here.
    if (isUniqueViolation(err)) throw conflict('This person has just joined a team');
    throw err;
  }
}

export async function decideRequest(
  db: Db,
  actor: Actor,
  id: number,
  decision: 'accept' | 'decline',
  publicUrl: string,
) {
  return runDecision(db, async (tx) => {
    // The deciding side: the person for an invitation, the team's leader for a join request.
    const req = await lockRequest(tx, eq(teamRequests.id, id), async (r) =>
      r.kind === 'invite' ? r.userId === actor.id : isLeaderOf(tx, r, actor),
    );
    return decideLocked(tx, req, decision, actor.id, publicUrl);
  });
}

/** The email link: whoever holds the token decides, as with the invitation links of the teams feature. */
export async function decideByToken(db: Db, token: string, decision: 'accept' | 'decline', publicUrl: string) {
  return runDecision(db, async (tx) => {
    const req = await lockRequest(tx, eq(teamRequests.tokenHash, sha256(token)), async () => true);
    const decider = req.kind === 'invite' ? req.userId : ((await leaderOf(tx, req.teamId))?.id ?? null);
    return decideLocked(tx, req, decision, decider ?? req.userId, publicUrl);
  });
}

export async function requestByToken(db: Db, token: string) {
  const [r] = await db
    .select({
      kind: teamRequests.kind,
      status: teamRequests.status,
      teamName: teams.name,
      userName: requester.name,
      message: teamRequests.message,
    })
    .from(teamRequests)
    .innerJoin(teams, eq(teams.id, teamRequests.teamId))
    .innerJoin(requester, eq(requester.id, teamRequests.userId))
    .where(eq(teamRequests.tokenHash, sha256(token)));
  if (!r) throw notFound(REQUEST_NOT_FOUND);
  return r;
}

export async function withdrawRequest(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    // The asking side: the person for a join request, the team's leader for an invitation.
    const req = await lockRequest(tx, eq(teamRequests.id, id), async (r) =>
      r.kind === 'join' ? r.userId === actor.id : isLeaderOf(tx, r, actor),
    );
    if (req.status !== 'pending') throw conflict(`This request was already ${req.status}`);
    await tx.update(teamRequests).set({ status: 'withdrawn', decidedAt: new Date() }).where(eq(teamRequests.id, id));
    await writeAudit(tx, actor.id, 'find_team.withdraw', `team:${req.teamId}`, { requestId: id });
    return { notify: await concerned(tx, req.teamId, req.userId) };
  });
}
