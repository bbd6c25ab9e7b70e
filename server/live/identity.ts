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
import { sessions, teamMembers, users } from '../db/schema';
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
  return signedIn.filter((c) => {
    const row = current.get(c.sessionId!);
    return !row || row.status === 'inactive' || row.name !== c.userName || (row.teamId ?? null) !== (c.teamId ?? null);
  });
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
