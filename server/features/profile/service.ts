// The profile page: the person, their team, its latest submission with the judges' feedback (DESIGN D9),
// edits to name, phone and gender, and the password change that ends every other session. The team is
// the one of the current edition (none between editions); the others are in `history` (history.ts).
import { and, count, eq, ne } from 'drizzle-orm';
import type { ChangePassword, Profile, UpdateProfile } from '@shared/schemas/profile';
import type { Db } from '../../db/client';
import { problems, sessions, teamMembers, teams, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { badRequest, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { RateCounter, tooManyRequests } from '../../lib/throttle';
import { userSummaryColumns } from '../auth/index';
import { teamSubmissions } from '../teams/index';
import { profileHistory } from './history';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect';
export const NO_PASSWORD_YET =
  "Your account has no password yet. Use 'Forgot password?' on the sign-in page to set one.";

/** `currentEventId`: the current edition's id, null when there is none. */
export async function getProfile(db: Db, currentEventId: number | null, userId: number): Promise<Profile> {
  const [u] = await db
    .select({
      ...userSummaryColumns,
      phone: users.phone,
      gender: users.gender,
      passwordHash: users.passwordHash,
      createdAt: users.createdAt,
      teamId: teams.id,
      teamName: teams.name,
      teamStatus: teams.status,
      rejectionReason: teams.rejectionReason,
      teamRole: teamMembers.role,
      problemTitle: problems.title,
    })
    .from(users)
    .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.eventId, currentEventId ?? -1)))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(problems, eq(problems.id, teams.problemId))
    .where(eq(users.id, userId));
  if (!u) throw notFound('User not found');
  let team: Profile['team'] = null;
  let latestSubmission: Profile['latestSubmission'] = null;
  if (u.teamId && u.teamName && u.teamStatus && u.teamRole) {
    const [n] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, u.teamId));
    team = {
      id: u.teamId,
      name: u.teamName,
      status: u.teamStatus,
      role: u.teamRole,
      problemTitle: u.problemTitle,
      memberCount: n?.n ?? 0,
      rejectionReason: u.teamStatus === 'rejected' ? u.rejectionReason : null,
    };
    latestSubmission = (await teamSubmissions(db, u.teamId, 1))[0] ?? null;
  }
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    username: u.username,
    role: u.role,
    status: u.status,
    phone: u.phone,
    gender: u.gender,
    hasPassword: u.passwordHash !== null,
    createdAt: u.createdAt.toISOString(),
    team,
    latestSubmission,
    history: await profileHistory(db, u.id),
  };
}

export async function updateProfile(db: Db, userId: number, input: UpdateProfile) {
  await db
    .update(users)
    .set({ name: input.name, phone: input.phone || null, gender: input.gender || null })
    .where(eq(users.id, userId));
}

/** Current-password checks per user (counted in the database, DESIGN D12): a stolen session must not be
 * a password-guessing oracle. */
export const newPasswordChangeThrottle = (db: Db) =>
  new RateCounter(db, { name: 'password-change', max: 5, windowMs: 15 * 60 * 1000 });

export async function changePassword(
  db: Db,
  user: { id: number; sessionId: number },
  input: ChangePassword,
  throttle: RateCounter,
) {
  const key = String(user.id);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row) throw notFound('User not found');
  if (!row.passwordHash) throw badRequest(NO_PASSWORD_YET, { currentPassword: NO_PASSWORD_YET });
  // A slot before the password check, so parallel attempts cannot check more than the limit.
  const slot = await throttle.reserve(key);
  if (!slot.ok) throw tooManyRequests((wait) => `Too many attempts. Try again in ${wait}.`, slot.retryAfter);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await throttle.reset(key);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // Every other device signs in again with the new password; this one stays signed in.
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
    await writeAudit(tx, user.id, 'user.change_password', `user:${user.id}`);
  });
}
