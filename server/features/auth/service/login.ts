// Sign in with email or username and password (DESIGN D6), limited before any hashing (DESIGN D12).
// Every failure answers the same message, and an unknown name is counted like an account, so neither
// the answer nor the limits tell whether an account exists.
import { or, sql } from 'drizzle-orm';
import type { PublicUser } from '@shared/schemas/auth';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../db/client';
import { teamMembers, users } from '../../../db/schema';
import { sha256, verifyPassword } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import { handBack, humanWait, RateCounter } from '../../../lib/throttle';
import { toPublicUser } from './accounts';
import { knownDevice, rememberDevice } from './devices';
import { createSession, currentEditionMembership } from './sessions';
import { offerSignInLink, SignInLinkLimits } from './sign-in-links';
import { userSummaryColumns } from './user-summary';

export const INVALID_LOGIN = 'Invalid email or password';
const ACCOUNT_LIMIT_NAME = 'login-account';
const accountSubject = (userId: number) => `user:${userId}`;

/**
 * A sign-in refused by a limit (the account's, the address's or the device's). No password is checked
 * once a limit refuses, so the answer is the same whoever asks, whatever the password and whether the
 * account exists; and it always offers a one-time sign-in link by email (issue 30 "Nobody is locked out
 * of their own account"): the link costs no password check and gives a guesser nothing, since it goes
 * to the owner's inbox (sign-in-links.ts, with limits of its own).
 */
export class SignInRefused extends AppError {
  constructor(retryAfter: number) {
    super(
      429,
      `Too many sign-in attempts. Try again in ${humanWait(retryAfter)}, or get a one-time sign-in link by email.`,
      undefined,
      retryAfter,
    );
  }
}

/** The sign-in counters, all in the database so every instance shares them. */
export class LoginLimits {
  /** Password checks per account from devices that never signed in to it: at most `perAccount`. */
  readonly account: RateCounter;
  /** Password checks per (known device, account). */
  readonly device: RateCounter;
  /** Failed attempts per client address, minus those its people redeemed by signing in afterwards. */
  readonly ip: RateCounter;
  /** Failures per (address, account), so a later success there can hand them back. */
  readonly mistypes: RateCounter;
  readonly signInLinks: SignInLinkLimits;

  constructor(db: Db, limits: Config['loginLimit']) {
    const { windowMs } = limits;
    this.account = new RateCounter(db, { name: ACCOUNT_LIMIT_NAME, max: limits.perAccount, windowMs });
    this.device = new RateCounter(db, { name: 'login-device', max: limits.perDevice, windowMs });
    this.ip = new RateCounter(db, { name: 'login-ip', max: limits.perIp, windowMs });
    this.mistypes = new RateCounter(db, { name: 'login-mistypes', max: limits.perAccount, windowMs });
    this.signInLinks = new SignInLinkLimits(db);
  }
}

async function loadUserByLogin(db: Db, identifier: string) {
  const rows = await db
    .select({
      ...userSummaryColumns,
      passwordHash: users.passwordHash,
      teamId: teamMembers.teamId,
    })
    .from(users)
    .leftJoin(teamMembers, currentEditionMembership)
    .where(or(sql`lower(${users.email}) = ${identifier}`, sql`lower(${users.username}) = ${identifier}`))
    .limit(1);
  return rows[0];
}

export interface LoginRequestContext {
  ip: string;
  /** The known-device cookie, when the browser sent one. */
  deviceToken?: string;
}

/** Email or username + password → a new session, and the browser's (new) known-device token. */
export async function login(
  db: Db,
  limits: LoginLimits,
  ttlMs: number,
  input: { email: string; password: string },
  ctx: LoginRequestContext,
): Promise<{ token: string; user: PublicUser; deviceToken: string }> {
  const identifier = input.email.trim().toLowerCase();
  const user = await loadUserByLogin(db, identifier);
  // Email and username are one account; an unknown name counts under its normalised text (hashed: people
  // type passwords into the wrong field), exactly as an account would.
  const account = user ? accountSubject(user.id) : `name:${sha256(identifier)}`;
  const checkPassword = async () => {
    const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
    return ok && !!user && user.status !== 'inactive';
  };

  // Every refusal offers the emailed link (recorded for the account, if there is one, so the link request
  // finds it) and answers the same: no password is checked beyond a limit.
  const refused = async (retryAfter: number) => {
    if (user) await offerSignInLink(limits.signInLinks, user.id);
    return new SignInRefused(retryAfter);
  };

  const device = user ? await knownDevice(db, ctx.deviceToken, user.id) : null;
  let ok: boolean;
  if (device) {
    // The owner's own budget: whatever happens to the account elsewhere does not touch it.
    const slot = await limits.device.reserve(device);
    if (!slot.ok) throw await refused(slot.retryAfter);
    ok = await checkPassword();
    if (ok) await limits.device.reset(device);
  } else {
    // The address first: one that keeps failing across accounts stops costing those accounts slots.
    const ipSlot = await limits.ip.reserve(ctx.ip);
    if (!ipSlot.ok) throw await refused(ipSlot.retryAfter);
    const accountSlot = await limits.account.reserve(account);
    if (!accountSlot.ok) {
      // Nothing was checked, so nothing failed: the address gets its slot back.
      await limits.ip.release(ctx.ip);
      throw await refused(accountSlot.retryAfter);
    }
    ok = await checkPassword();
    const pair = `${ctx.ip}|${account}`;
    if (ok) {
      // The failures from this address on this account were the owner mistyping: hand them back to the
      // address and the account, with this attempt's slots, so a NAT full of people who each mistype
      // once never fills up, while failures from elsewhere (someone guessing) keep counting.
      await handBack(db, limits.mistypes.key(pair), [limits.ip.key(ctx.ip), limits.account.key(account)]);
    } else {
      await limits.mistypes.hit(pair);
    }
  }
  if (!ok || !user) throw new AppError(401, INVALID_LOGIN);

  const token = await createSession(db, user.id, ttlMs);
  const deviceToken = await rememberDevice(db, ctx.deviceToken, user.id);
  return { token, user: toPublicUser(user), deviceToken };
}

/**
 * A password reset proves the owner holds the account's email: the account's sign-in lockout ends, so
 * the new password works at once from any device (whoever was guessing now guesses at a new password).
 */
export async function endAccountLockout(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`delete from rate_counters where key = ${`${ACCOUNT_LIMIT_NAME}:${accountSubject(userId)}`}`);
}
