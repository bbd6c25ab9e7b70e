// Accounts: sign in (rate-limited per account and per address before any hashing) and the account
// registration call that makes a user without a team (DESIGN D7).
import { eq, or, sql } from 'drizzle-orm';
import type { PublicUser } from '@shared/schemas/auth';
import type { Db } from '../../../db/client';
import { teamMembers, users } from '../../../db/schema';
import { hashPassword, verifyPassword } from '../../../lib/crypto';
import { AppError, conflict, isUniqueViolation } from '../../../lib/errors';
import { FailureThrottle } from '../../../lib/throttle';
import { createSession, type SessionUser } from './sessions';
import { uniqueUsername } from './usernames';

export const INVALID_LOGIN = 'Invalid email or password';

export function toPublicUser(u: Omit<SessionUser, 'sessionId'>): PublicUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    username: u.username,
    role: u.role,
    status: u.status,
    teamId: u.teamId,
  };
}

export class LoginLimiter {
  readonly account: FailureThrottle;
  readonly ip: FailureThrottle;
  constructor(limits: { perAccount: number; perIp: number; windowMs: number }) {
    this.account = new FailureThrottle(limits.perAccount, limits.windowMs);
    this.ip = new FailureThrottle(limits.perIp, limits.windowMs);
  }
}

async function loadUserByLogin(db: Db, identifier: string) {
  const id = identifier.trim().toLowerCase();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      role: users.role,
      status: users.status,
      passwordHash: users.passwordHash,
      teamId: teamMembers.teamId,
    })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(or(sql`lower(${users.email}) = ${id}`, sql`lower(${users.username}) = ${id}`))
    .limit(1);
  return rows[0];
}

/**
 * Email or username + password → a new session. Throttled per account and per IP before any hashing;
 * every failure answers the same message, so the answer never tells whether an account exists.
 */
export async function login(
  db: Db,
  limiter: LoginLimiter,
  ttlMs: number,
  input: { email: string; password: string },
  ip: string,
): Promise<{ token: string; user: PublicUser }> {
  const accountKey = input.email.trim().toLowerCase();
  if (limiter.account.isBlocked(accountKey) || limiter.ip.isBlocked(ip)) {
    const wait = Math.max(limiter.account.retryAfter(accountKey), limiter.ip.retryAfter(ip));
    throw new AppError(429, `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`);
  }
  const user = await loadUserByLogin(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok || user.status === 'inactive') {
    limiter.account.record(accountKey);
    limiter.ip.record(ip);
    throw new AppError(401, INVALID_LOGIN);
  }
  limiter.account.reset(accountKey);
  const token = await createSession(db, user.id, ttlMs);
  return { token, user: toPublicUser(user) };
}

/** The account registration call: a user without a team (DESIGN D7). */
export async function registerAccount(
  db: Db,
  ttlMs: number,
  input: { name: string; email: string; password: string },
): Promise<{ token: string; user: PublicUser }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const username = await uniqueUsername(tx, input.name);
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name.trim(),
          email: input.email.trim(),
          username,
          passwordHash,
          role: 'team',
          status: 'active',
        })
        .returning();
      const token = await createSession(tx, row!.id, ttlMs);
      return { token, user: toPublicUser({ ...row!, teamId: null }) };
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('An account with this email already exists', {
        email: 'An account with this email already exists',
      });
    throw err;
  }
}
