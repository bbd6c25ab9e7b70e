// Sessions of our own (DESIGN §6): a random token handed to the client, only its SHA-256 stored.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import type { Db, Tx } from '../../../db/client';
import { accountDeletions, events, sessions, teamMembers, users } from '../../../db/schema';
import { randomToken, sha256 } from '../../../lib/crypto';
import { userSummaryColumns } from './user-summary';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  username: string;
  role: Role;
  status: 'active' | 'pending' | 'inactive';
  teamId: number | null;
  sessionId: number;
}

/** A new session's token (for the client), the hash stored in its place, and when it expires. */
export function newSession(ttlMs: number): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomToken();
  return { token, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) };
}

/**
 * Every sign-in (password, link, GitHub, an accepted invitation) comes through here, so here a sign-in
 * during a deletion's grace period cancels it (issue 35): the person came back. The erasure job locks the
 * same row before erasing and skips a deletion that is gone (server/features/privacy/service/erase.ts).
 */
export async function createSession(tx: Tx, userId: number, ttlMs: number): Promise<string> {
  const { token, tokenHash, expiresAt } = newSession(ttlMs);
  await tx.delete(accountDeletions).where(eq(accountDeletions.userId, userId));
  await tx.insert(sessions).values({ userId, tokenHash, expiresAt });
  return token;
}

/**
 * The join of a user to their membership in the CURRENT edition (DESIGN D13), read from the database in
 * the same query (the partial unique index on the current state makes it one probe).
 */
export const currentEditionMembership = and(
  eq(teamMembers.userId, users.id),
  sql`${teamMembers.eventId} = (select ${events.id} from ${events} where ${events.state} = 'current')`,
)!;

/** Only refresh last_seen_at every few minutes: a write per request would cost more than it tells. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * The user of an unexpired session by its token's hash, and when the session expires (epoch ms). Its
 * `teamId` is the user's team in the CURRENT edition (DESIGN D13): a returning participant whose only
 * team is in an archived edition has none, and may register or join one this year.
 */
export async function readSessionUser(
  db: Db,
  tokenHash: string,
): Promise<{ user: SessionUser; expiresAt: number } | null> {
  const rows = await db
    .select({
      ...userSummaryColumns,
      teamId: teamMembers.teamId,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(teamMembers, currentEditionMembership)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  const row = rows[0];
  if (!row || row.status === 'inactive') return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
  }
  const { lastSeenAt: _seen, expiresAt, ...user } = row;
  return { user, expiresAt: expiresAt.getTime() };
}

export async function deleteSession(tx: Tx, token: string) {
  await tx.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a user (password change, reset, credentials regenerated). */
export async function deleteUserSessions(tx: Tx, userId: number) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
