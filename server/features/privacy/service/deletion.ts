// "Delete my account" (issue 35): a request proven by the password (or, for an account without one, by a
// link emailed to it), a grace period of DELETION_GRACE_DAYS during which signing in cancels it
// (createSession deletes the row), then the job erases the account (erase.ts).
import { sql } from 'drizzle-orm';
import { absoluteUrl } from '@shared/paths';
import {
  DELETION_CONFIRM_PATH,
  DELETION_GRACE_DAYS,
  DELETION_LINK_HOURS,
  PRIVACY_MESSAGES,
  type DeletionRequested,
  type DeletionStatus,
} from '@shared/schemas/privacy';
import type { Db, Tx } from '../../../db/client';
import { clockNow } from '../../../lib/clock';
import { randomToken, sha256, verifyPassword } from '../../../lib/crypto';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors';
import { iso, isoOrNull, rows } from '../../../lib/sql';
import { composeEmail, enqueueEmail } from '../../mail/index';
import { nextLeaderQuery, refuseLastAdmin } from './erase';

const DAY_MS = 86_400_000;

/** What is erased and what stays, for everyone (the page shows it before the button). */
export const DELETION_SUMMARY = [
  `Your account is erased ${DELETION_GRACE_DAYS} days after you confirm; signing in before then cancels it.`,
  'Erased: your name, email, username, password, phone, gender, GitHub link, sessions, find-a-team profile and requests, and the messages you sent through the contact forms. No email is sent to you afterwards.',
  'Kept: your teams, their projects, evaluations and results, under the name "Former participant N" in place of yours.',
];

interface Account {
  id: number;
  email: string;
  name: string;
  password_hash: string | null;
  erased_at: Date | null;
}

async function account(tx: Tx, userId: number): Promise<Account> {
  const [a] = await rows<Account>(
    tx,
    sql`select id, email, name, password_hash, erased_at from users where id = ${userId}`,
  );
  if (!a) throw notFound();
  if (a.erased_at) throw conflict(PRIVACY_MESSAGES.alreadyErased);
  return a;
}

/** What happens to each of the person's teams, in plain words. */
async function consequences(tx: Tx, userId: number): Promise<DeletionStatus['what']> {
  const teams = await rows<{
    team_id: number;
    team: string;
    edition: string;
    role: 'leader' | 'member';
    archived: boolean;
  }>(
    tx,
    sql`select m.team_id, t.name as team, e.name as edition, m.role, e.state = 'archived' as archived
        from team_members m
        join teams t on t.id = m.team_id join events e on e.id = m.event_id
        where m.user_id = ${userId} order by e.starts_at desc, t.id`,
  );
  const what: DeletionStatus['what'] = [];
  for (const t of teams) {
    const [next] = t.role === 'leader' ? await rows<{ name: string }>(tx, nextLeaderQuery(t.team_id, userId)) : [];
    if (t.role !== 'leader' || (!next && t.archived)) {
      what.push({
        edition: t.edition,
        team: t.team,
        effect: 'stays',
        newLeader: null,
        statement: `${t.team} (${t.edition}) stays with its project; you appear in it as "Former participant N".`,
      });
      continue;
    }
    what.push(
      next
        ? {
            edition: t.edition,
            team: t.team,
            effect: 'handover',
            newLeader: next.name,
            statement: `You lead ${t.team} (${t.edition}): ${next.name}, its longest-standing member, becomes its leader. The team and its project stay.`,
          }
        : {
            edition: t.edition,
            team: t.team,
            effect: 'withdrawn',
            newLeader: null,
            statement: `You are the only member of ${t.team} (${t.edition}): the team is withdrawn. Its project and any results stay.`,
          },
    );
  }
  return what;
}

export async function deletionStatus(db: Db, userId: number): Promise<DeletionStatus> {
  const a = await account(db, userId);
  const [pending] = await rows<{ erases_at: Date | null; requested_at: Date }>(
    db,
    sql`select erases_at, requested_at from account_deletions where user_id = ${userId}`,
  );
  return {
    erasesAt: isoOrNull(pending?.erases_at),
    requestedAt: pending?.erases_at ? iso(pending.requested_at) : null,
    needsPassword: a.password_hash !== null,
    what: await consequences(db, userId),
    summary: DELETION_SUMMARY,
  };
}

/**
 * The request. With a password: checked (before any transaction: argon2 is slow), then the grace period
 * starts. Without one: a link by email, valid DELETION_LINK_HOURS; the grace period starts when followed.
 */
export async function requestDeletion(
  db: Db,
  userId: number,
  password: string | undefined,
  publicUrl: string,
): Promise<DeletionRequested> {
  const a = await account(db, userId);
  // Said now rather than after the grace period (the erasure refuses it too).
  await db.transaction((tx) => refuseLastAdmin(tx, userId));
  const now = clockNow();
  if (a.password_hash !== null) {
    if (!password) throw badRequest(PRIVACY_MESSAGES.passwordRequired, { password: PRIVACY_MESSAGES.passwordRequired });
    if (!(await verifyPassword(a.password_hash, password)))
      throw new AppError(401, PRIVACY_MESSAGES.wrongPassword, { password: PRIVACY_MESSAGES.wrongPassword });
    const erasesAt = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
    await db.execute(sql`
      insert into account_deletions (user_id, requested_at, erases_at) values (${userId}, ${now.toISOString()}::timestamptz, ${erasesAt.toISOString()}::timestamptz)
      on conflict (user_id) do update set requested_at = excluded.requested_at, erases_at = excluded.erases_at,
        token_hash = null, token_expires_at = null`);
    return { erasesAt: erasesAt.toISOString(), emailed: false };
  }
  const token = randomToken();
  const expires = new Date(now.getTime() + DELETION_LINK_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    // A request already confirmed keeps its date; a new link replaces an older unfollowed one.
    await tx.execute(sql`
      insert into account_deletions (user_id, requested_at, token_hash, token_expires_at)
      values (${userId}, ${now.toISOString()}::timestamptz, ${sha256(token)}, ${expires.toISOString()}::timestamptz)
      on conflict (user_id) do update set token_hash = excluded.token_hash, token_expires_at = excluded.token_expires_at`);
    const link = absoluteUrl(publicUrl, `${DELETION_CONFIRM_PATH}?token=${encodeURIComponent(token)}`);
    await enqueueEmail(
      tx,
      composeEmail(a.email, 'Confirm the deletion of your account', [
        `Hello ${a.name},`,
        `You asked to delete your account. Open this link within ${DELETION_LINK_HOURS} hours to confirm; your account is then erased ${DELETION_GRACE_DAYS} days later unless you sign in before.`,
        link,
        'If you did not ask for this, ignore this email: nothing happens.',
      ]),
    );
  });
  return { erasesAt: null, emailed: true };
}

/** The emailed link, followed: the grace period starts now. */
export async function confirmDeletion(db: Db, token: string): Promise<DeletionRequested> {
  const now = clockNow();
  const erasesAt = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
  const done = await rows<{ user_id: number }>(
    db,
    sql`update account_deletions set erases_at = ${erasesAt.toISOString()}::timestamptz, requested_at = ${now.toISOString()}::timestamptz, token_hash = null,
          token_expires_at = null
        where token_hash = ${sha256(token)} and token_expires_at > ${now.toISOString()}::timestamptz returning user_id`,
  );
  if (done.length === 0) throw notFound(PRIVACY_MESSAGES.linkInvalid);
  return { erasesAt: erasesAt.toISOString(), emailed: false };
}

export async function cancelDeletion(db: Db, userId: number): Promise<DeletionStatus> {
  const gone = await rows<{ user_id: number }>(
    db,
    sql`delete from account_deletions where user_id = ${userId} returning user_id`,
  );
  if (gone.length === 0) throw conflict(PRIVACY_MESSAGES.noPending);
  return deletionStatus(db, userId);
}
