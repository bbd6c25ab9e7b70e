// Accounts: the public shape of a user, and the account registration call that makes a user without a
// team (DESIGN D7). Its per-address limit is counted in the route, before the body is even read.
import type { PublicUser } from '@shared/schemas/auth';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { hashPassword } from '../../../lib/crypto';
import { conflict, isUniqueViolation } from '../../../lib/errors';
import { rememberDevice } from './devices';
import { createSession, type SessionUser } from './sessions';
import { uniqueUsername } from './usernames';

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

/** The account registration call: a user without a team (DESIGN D7). */
export async function registerAccount(
  db: Db,
  ttlMs: number,
  input: { name: string; email: string; password: string },
  previousDeviceToken?: string,
): Promise<{ token: string; user: PublicUser; deviceToken: string }> {
  const passwordHash = await hashPassword(input.password);
  let created: { token: string; user: PublicUser };
  try {
    created = await db.transaction(async (tx) => {
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
  // The browser that chose the password is a known device of the new account from the start.
  const deviceToken = await rememberDevice(db, previousDeviceToken, created.user.id);
  return { ...created, deviceToken };
}
