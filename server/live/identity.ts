// A signed-in socket keeps its identity only while the session behind it does. Sessions end in many places
// (logout, password change or reset, credentials regenerated, an account deactivated or removed) and a
// member's team can change (removed from a team, joined another), on this instance or any other. Rather
// than every one of those paths telling every instance, each instance checks its own signed-in sockets
// against the database a couple of times a second: one query for all of them, nothing when none are
// signed in, and no message that a reconnecting LISTEN connection could miss. A socket whose session ended
// or whose user changed is closed (LIVE_CLOSE.sessionEnded); the client reconnects as whoever it now is.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_CLOSE } from '@shared/schemas/live';
import type { Db } from '../db/client';
import { mentors, sessions, teamMembers, users } from '../db/schema';
import type { Connection, LiveHub } from './hub';

const ID_CHUNK = 5000;

export const SESSION_ENDED_REASON = 'Your session ended or changed; reconnect';

/** The signed-in connections whose session no longer stands as it was when they connected. */
export async function staleConnections(db: Db, conns: Connection[]): Promise<Connection[]> {
  const signedIn = conns.filter((c) => c.sessionId != null);
  if (signedIn.length === 0) return [];
  const ids = [...new Set(signedIn.map((c) => c.sessionId!))];
  const rows = [];
  // In chunks: one statement's parameters are limited (65,535 in PostgreSQL's protocol).
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    rows.push(
      ...(await db
        .select({ sessionId: sessions.id, name: users.name, status: users.status, teamId: teamMembers.teamId })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
        .where(and(inArray(sessions.id, ids.slice(i, i + ID_CHUNK)), gt(sessions.expiresAt, sql`now()`)))),
    );
  }
  const current = new Map(rows.map((r) => [r.sessionId, r]));
  // Mentors added to or removed from an edition (issue 34): their queue audience changes with it.
  const staff = [...new Set(signedIn.filter((c) => c.role !== 'team' && c.userId !== null).map((c) => c.userId!))];
  const mentorOf = await mentorEditions(db, staff);
  return signedIn.filter((c) => {
    const row = current.get(c.sessionId!);
    if (!row || row.status === 'inactive' || row.name !== c.userName) return true;
    if ((row.teamId ?? null) !== (c.teamId ?? null)) return true;
    return c.role !== 'team' && c.userId !== null && !sameList(mentorOf.get(c.userId) ?? [], c.mentorOf ?? []);
  });
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The editions each of `userIds` mentors, sorted. */
async function mentorEditions(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  for (let i = 0; i < userIds.length; i += ID_CHUNK) {
    const rows = await db
      .select({ userId: mentors.userId, eventId: mentors.eventId })
      .from(mentors)
      .where(inArray(mentors.userId, userIds.slice(i, i + ID_CHUNK)))
      .orderBy(mentors.userId, mentors.eventId);
    for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.eventId]);
  }
  return out;
}

/** The editions one user mentors, sorted (a socket's `mentorOf` when it connects). */
export async function mentorEditionsOf(db: Db, userId: number): Promise<number[]> {
  return (await mentorEditions(db, [userId])).get(userId) ?? [];
}

/** Checks the hub's signed-in sockets every `intervalMs` until stopped. */
export function watchIdentities(db: Db, hub: LiveHub, log: FastifyBaseLogger, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      for (const conn of await staleConnections(db, [...hub.connections])) {
        conn.socket.close(LIVE_CLOSE.sessionEnded, SESSION_ENDED_REASON);
      }
    } catch (err) {
      // The database is away: the check runs again next time (sockets keep the identity meanwhile).
      log.debug({ err }, 'live: identity check failed');
    }
    if (!stopped) {
      timer = setTimeout(() => void tick(), intervalMs);
      timer.unref();
    }
  };
  timer = setTimeout(() => void tick(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
