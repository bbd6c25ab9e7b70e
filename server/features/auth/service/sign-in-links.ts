// One-time sign-in links (issues 24 and 30, DESIGN D12 "limits protect without locking people out"). A
// guessing attack spends an account's sign-in budget for every device that never signed in to it, a
// venue's shared address its own, and the owner's new phone meets either. EVERY sign-in a limit refuses
// records an offer here (login.ts) and the answer says so: the link costs no password check and gives a
// guesser nothing, since it goes to the owner's inbox. The login page then asks for a link, which goes to
// the account's email only if an offer is pending (so the endpoint sends nothing to accounts nobody tried,
// and its answer is the same either way), within limits of its own per account and per address.
// Following the link proves the mailbox: it signs in once and trusts the browser.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { absoluteUrl, signInLinkPath } from '@shared/paths';
import { SIGN_IN_LINK_INVALID, SIGN_IN_LINK_TTL_MINUTES } from '@shared/schemas/sign-in-link';
import type { PublicUser } from '@shared/schemas/auth';
import type { Db } from '../../../db/client';
import { signInLinks, teamMembers, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { randomToken, sha256 } from '../../../lib/crypto';
import { badRequest } from '../../../lib/errors';
import { RateCounter } from '../../../lib/throttle';
import { composeEmail, enqueueEmail } from '../../mail/index';
import { toPublicUser } from './accounts';
import { rememberDevice } from './devices';
import { createSession, currentEditionMembership } from './sessions';
import { userSummaryColumns } from './user-summary';

export const SIGN_IN_LINK_TTL_MS = SIGN_IN_LINK_TTL_MINUTES * 60 * 1000;

/** Links emailed per account per window: a mailbox is never flooded. */
export const LINK_EMAILS_PER_ACCOUNT = 3;
/** Links emailed per client address per window: a venue's refused people, not a flood across accounts. */
export const LINK_EMAILS_PER_ADDRESS = 200;

/** The counters of the flow, in the database like every limit (shared by instances). */
export class SignInLinkLimits {
  /** Pending offers per account: set by a refused sign-in, taken by the link request. */
  readonly offers: RateCounter;
  /**
   * Links emailed per account. Its window is the link's lifetime, so when a guesser uses up the
   * account's links by asking for them, every link it caused is still valid in the owner's inbox until
   * the window ends: asking for links can never lock the owner out either.
   */
  readonly emails: RateCounter;
  /** Links emailed per client address. */
  readonly addressEmails: RateCounter;
  constructor(db: Db) {
    const windowMs = SIGN_IN_LINK_TTL_MS;
    this.offers = new RateCounter(db, { name: 'sign-in-offer', max: 1, windowMs });
    this.emails = new RateCounter(db, { name: 'sign-in-link-email', max: LINK_EMAILS_PER_ACCOUNT, windowMs });
    this.addressEmails = new RateCounter(db, {
      name: 'sign-in-link-ip',
      max: LINK_EMAILS_PER_ADDRESS,
      windowMs,
    });
  }
}

/** login.ts: a limit refused a sign-in to this account. */
export async function offerSignInLink(limits: SignInLinkLimits, userId: number): Promise<void> {
  await limits.offers.hit(String(userId));
}

/**
 * POST /api/auth/sign-in-link: emails a link when the account (by email or username, as the login form
 * takes it) has a pending offer. Returns whether one was queued, for tests and logs only: the caller's
 * answer never depends on it.
 */
export async function requestSignInLink(
  db: Db,
  limits: SignInLinkLimits,
  publicUrl: string,
  identifier: string,
  ip: string,
): Promise<boolean> {
  const key = identifier.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${key} or lower(${users.username}) = ${key}`)
    .limit(1);
  if (!user || user.status === 'inactive') return false;
  // The offer is used up by this request, whatever follows: one link per refused sign-in.
  if ((await limits.offers.take(String(user.id))) === 0) return false;
  if (!(await limits.addressEmails.reserve(ip)).ok) return false;
  if (!(await limits.emails.reserve(String(user.id))).ok) {
    await limits.addressEmails.release(ip);
    return false;
  }
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx.insert(signInLinks).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MS),
    });
    await enqueueEmail(
      tx,
      composeEmail(user.email, 'Your one-time sign-in link', [
        `Hi ${user.name},`,
        'Someone (hopefully you) tried to sign in to your hackathon account while it was protected against password guessing, and asked for a sign-in link. Open this link to sign in:',
        absoluteUrl(publicUrl, signInLinkPath(token)),
        `The link works once and only within ${SIGN_IN_LINK_TTL_MINUTES} minutes. If it was not you, ignore this email: the link is of no use without your mailbox. If someone keeps guessing, a new password (with "Forgot password?" on the sign-in page) ends the lockout.`,
      ]),
    );
  });
  return true;
}

/**
 * Signs in with a link: single use (a conditional UPDATE lets exactly one of two racing redemptions
 * through), then a session and a known-device token like a password sign-in, so this browser keeps its
 * own budget from now on.
 */
export async function redeemSignInLink(
  db: Db,
  ttlMs: number,
  token: string,
  previousDeviceToken: string | undefined,
): Promise<{ token: string; user: PublicUser; deviceToken: string }> {
  const [used] = await db
    .update(signInLinks)
    .set({ usedAt: new Date() })
    .where(
      and(eq(signInLinks.tokenHash, sha256(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, sql`now()`)),
    )
    .returning({ userId: signInLinks.userId });
  if (!used) throw badRequest(SIGN_IN_LINK_INVALID);
  const [user] = await db
    .select({ ...userSummaryColumns, teamId: teamMembers.teamId })
    .from(users)
    .leftJoin(teamMembers, currentEditionMembership)
    .where(eq(users.id, used.userId))
    .limit(1);
  if (!user || user.status === 'inactive') throw badRequest(SIGN_IN_LINK_INVALID);
  const sessionToken = await createSession(db, user.id, ttlMs);
  const deviceToken = await rememberDevice(db, previousDeviceToken, user.id);
  await writeAudit(db, user.id, 'user.sign_in_link', `user:${user.id}`);
  return { token: sessionToken, user: toPublicUser(user), deviceToken };
}
