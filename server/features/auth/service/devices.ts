// Known devices (OWASP's device cookies, DESIGN D12): a browser that has signed in to an account with
// its password carries a random token bound to that account. Its attempts on that account get their own
// budget, so someone guessing at the account from elsewhere locks out only devices that never proved
// the password, never the owner. The cookie is HttpOnly and sent to the login call only; only its
// SHA-256 is stored, with the accounts it has signed in to (one browser may be shared).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../db/client';
import { loginDevices } from '../../../db/schema';
import { randomToken, sha256 } from '../../../lib/crypto';

export const DEVICE_COOKIE = 'known_device';
const DEVICE_COOKIE_PATH = '/api/auth/login';
const DEVICE_TTL_MS = 180 * 24 * 3600 * 1000;
/** Accounts one browser token stays bound to (a shared computer at a venue). */
const MAX_ACCOUNTS_PER_DEVICE = 20;

/** The per-device counter's subject when the token is bound to the user, else null. */
export async function knownDevice(db: Db, token: string | undefined, userId: number): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ userId: loginDevices.userId })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.tokenHash, tokenHash),
        eq(loginDevices.userId, userId),
        gt(loginDevices.expiresAt, sql`now()`),
      ),
    );
  return row ? `${tokenHash}:${userId}` : null;
}

/**
 * After a successful password sign-in (or a registration): a fresh token bound to the user and to the
 * accounts the browser's previous token was bound to. Rotating it means a token planted in the browser
 * by someone else never becomes bound to the account that signs in next.
 */
export async function rememberDevice(db: Db, previousToken: string | undefined, userId: number): Promise<string> {
  const token = randomToken();
  const tokenHash = sha256(token);
  const expiresAt = new Date(Date.now() + DEVICE_TTL_MS).toISOString();
  // One statement, whatever the case: forget the user's expired devices, bind the new token to the user
  // and to the previous token's accounts, and forget the previous token.
  const previousHash = previousToken && previousToken.length <= 100 ? sha256(previousToken) : '';
  await db.execute(sql`
    with expired as (
      delete from login_devices where user_id = ${userId} and expires_at < now()
    ),
    previous as (
      delete from login_devices where token_hash = ${previousHash}
      returning user_id, created_at, expires_at
    )
    insert into login_devices (token_hash, user_id, expires_at)
    select ${tokenHash}, user_id, ${expiresAt}::timestamptz from (
      select ${userId}::int as user_id, now() as created_at
      union all
      (select user_id, created_at from previous where user_id <> ${userId} and expires_at > now()
       order by created_at desc limit ${MAX_ACCOUNTS_PER_DEVICE - 1})
    ) accounts`);
  return token;
}

/** A password reset forgets every device of the account: whoever knew the old password signed in somewhere. */
export async function forgetDevices(tx: Tx, userId: number): Promise<void> {
  await tx.delete(loginDevices).where(eq(loginDevices.userId, userId));
}

export function setDeviceCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    // Only our own login form sends it; a cross-site form post gets no extra budget.
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    path: DEVICE_COOKIE_PATH,
    maxAge: Math.floor(DEVICE_TTL_MS / 1000),
  });
}
