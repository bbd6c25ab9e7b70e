// Forgot / reset password (DESIGN §6): a single-use link valid for one hour, only the token's SHA-256
// stored; the request answers the same whether or not the email has an account; a reset ends every
// session of the user. Throttled per IP (answered 429) and per account (silently: no extra email, and
// the answer still gives nothing away).
import { absoluteUrl, resetPasswordPath } from '@shared/paths';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_LINK_INVALID } from '@shared/schemas/password-reset';
import type { Db, Tx } from '../../../db/client';
import { passwordResets, sessions, teamMembers, users } from '../../../db/schema';
import { hashPassword, randomToken, sha256 } from '../../../lib/crypto';
import { badRequest } from '../../../lib/errors';
import { RateCounter, tooManyRequests } from '../../../lib/throttle';
import { writeAudit } from '../../../lib/audit';
import { forgetDevices } from './devices';
import { endAccountLockout } from './login';
import { composeEmail, enqueueEmail } from '../../mail/index';

export const RESET_TTL_MS = 60 * 60 * 1000;

export interface ResetLimitSettings {
  /** Forgot-password requests per IP per window (then 429): room for a venue NAT, not for a mail bomb. */
  perIp: number;
  /** Reset emails per account per window (then none, silently). */
  perAccount: number;
  /** Failed reset attempts (bad tokens) per IP per window (then 429). */
  badTokensPerIp: number;
  windowMs: number;
}
export const DEFAULT_RESET_LIMITS: ResetLimitSettings = {
  perIp: 30,
  perAccount: 3,
  badTokensPerIp: 20,
  windowMs: 60 * 60 * 1000,
};

/** The password-reset counters, in the database so every instance shares them (DESIGN D12). */
export class ResetLimits {
  readonly ip: RateCounter;
  readonly account: RateCounter;
  readonly badTokens: RateCounter;
  constructor(db: Db, limits: ResetLimitSettings = DEFAULT_RESET_LIMITS) {
    const { windowMs } = limits;
    this.ip = new RateCounter(db, { name: 'forgot-ip', max: limits.perIp, windowMs });
    this.account = new RateCounter(db, { name: 'forgot-account', max: limits.perAccount, windowMs });
    this.badTokens = new RateCounter(db, { name: 'reset-bad-token-ip', max: limits.badTokensPerIp, windowMs });
  }
}

const tooMany = (retryAfter: number) =>
  tooManyRequests((wait) => `Too many requests. Try again in ${wait}.`, retryAfter);

/** Returns whether an email was queued (for tests and logs only; the caller's answer never depends on it). */
export async function requestPasswordReset(
  db: Db,
  limits: ResetLimits,
  publicUrl: string,
  email: string,
  ip: string,
): Promise<boolean> {
  const slot = await limits.ip.reserve(ip);
  if (!slot.ok) throw tooMany(slot.retryAfter);
  const key = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${key}`);
  if (!user || user.status === 'inactive') return false;
  if (!(await limits.account.reserve(String(user.id))).ok) return false;
  const token = randomToken();
  const expiresAt = new Date(Date.now() + RESET_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(token), expiresAt });
    await enqueueEmail(
      tx,
      composeEmail(user.email, 'Reset your password', [
        `Hi ${user.name},`,
        'Someone (hopefully you) asked to reset the password of your hackathon account. Open this link to choose a new one:',
        absoluteUrl(publicUrl, resetPasswordPath(token)),
        'The link works once and is valid for one hour. If you did not ask for it, ignore this email: your password stays as it is.',
      ]),
    );
  });
  return true;
}

export async function resetPassword(
  db: Db,
  limits: ResetLimits,
  token: string,
  password: string,
  ip: string,
): Promise<void> {
  // A slot per attempt, handed back when the token turns out valid: only bad tokens keep counting.
  const slot = await limits.badTokens.reserve(ip);
  if (!slot.ok) throw tooMany(slot.retryAfter);
  const tokenHash = sha256(token);
  const valid = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );
  const [found] = await db.select({ id: passwordResets.id }).from(passwordResets).where(valid);
  if (!found) throw badRequest(RESET_LINK_INVALID);
  await limits.badTokens.release(ip);
  // Hash only for a token that looked valid, and outside the transaction.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Single use: the conditional UPDATE lets exactly one of two racing resets through.
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(valid)
      .returning({ userId: passwordResets.userId });
    if (!used) throw badRequest(RESET_LINK_INVALID);
    const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, used.userId));
    if (before?.status === 'pending') {
      // Setting a password instead of following the invitation still joins the team they were listed in
      // (as it always did), but only in editions still running: an archived edition's team, where they
      // were left pending, keeps them as not joined.
      await tx
        .update(teamMembers)
        .set({ joined: true })
        .where(
          and(
            eq(teamMembers.userId, used.userId),
            sql`${teamMembers.eventId} in (select id from events where state <> 'archived')`,
          ),
        );
    }
    const [u] = await tx
      .update(users)
      // A member who never accepted their invitation becomes active once they have a password.
      .set({ passwordHash, status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end` })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, name: users.name, email: users.email });
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await forgetDevices(tx, used.userId);
    await endAccountLockout(tx, used.userId);
    await writeAudit(tx, used.userId, 'user.reset_password', `user:${used.userId}`);
    await enqueueEmail(
      tx,
      composeEmail(u!.email, 'Your password was changed', [
        `Hi ${u!.name},`,
        'The password of your hackathon account was just reset, and every device was signed out. If this was not you, reset it again at once and tell the organizers.',
      ]),
    );
  });
}

/** How long a link the organizers send lasts: the person may read their mail the next day. */
export const ORGANIZER_LINK_TTL_MS = 48 * 60 * 60 * 1000;

/**
 * A single-use link to choose a new password, sent by the organizers instead of a password read aloud
 * (issue 31). Only the token's hash is stored, as for "Forgot password?"; the caller writes the email in
 * its own transaction, so the link and its email are saved together or not at all.
 */
export async function issueSetPasswordLink(tx: Tx, userId: number, publicUrl: string): Promise<string> {
  const token = randomToken();
  await tx
    .insert(passwordResets)
    .values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ORGANIZER_LINK_TTL_MS) });
  return absoluteUrl(publicUrl, resetPasswordPath(token));
}
