// Participants in the admin area: the listing (one query a page), the profile, Send Email and Reset
// Password (ends the user's sessions). Every change writes audit_log in its transaction. Accounts are
// deployment-wide; the team shown beside a person is their team in the edition the admin chose
// (`?event=`, DESIGN D13), and the emails quote that edition.
import { absoluteUrl, paths } from '@shared/paths';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, UserDetail, UserPage } from '@shared/schemas/users';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { historyFor } from '../../lib/audit-history';
import { generatePassword, hashPassword } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { ListTotals } from '../../lib/list-totals';
import type { DataChanges } from '../../cache/index';
import { pagedSearch } from '../../lib/paged-search';
import { firstMatches, teamNameMatch, userFieldsMatch } from '../../lib/search';
import { iso, isoOrNull, rows, whereAll } from '../../lib/sql';
import { deleteUserSessions, issueSetPasswordLink } from '../auth/index';
import {
  adminMessageEmail,
  composeEmail,
  enqueueEmail,
  type OutgoingEmail,
  type Recipient,
  type Signature,
} from '../mail/index';

interface UserRow {
  id: number;
  name: string;
  email: string;
  username: string;
  role: AdminUser['role'];
  status: AdminUser['status'];
  team_id: number | null;
  team_name: string | null;
  team_status: AdminUser['teamStatus'];
  team_role: AdminUser['teamRole'];
  created_at: Date;
}

const USER_COLUMNS = sql`u.id, u.name, u.email, u.username, u.role, u.status, m.team_id, t.name as team_name,
  t.status as team_status, m.role as team_role, u.created_at`;
/** A person's membership in one edition (at most one: team_members (event_id, user_id) is unique). */
const userJoins = (eventId: number) =>
  sql`left join team_members m on m.user_id = u.id and m.event_id = ${eventId} left join teams t on t.id = m.team_id`;

function toUser(r: UserRow): AdminUser {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    username: r.username,
    role: r.role,
    status: r.status,
    teamId: r.team_id,
    teamName: r.team_name,
    teamStatus: r.team_status,
    teamRole: r.team_role,
    createdAt: iso(r.created_at),
  };
}

export interface UserFilter {
  page: number;
  pageSize: number;
  q?: string;
  role?: string;
  status?: string;
}

/** Conditions on `users u` alone (role, status). */
function userConditions(f: UserFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.role) conditions.push(sql`u.role = ${f.role}`);
  if (f.status) conditions.push(sql`u.status = ${f.status}`);
  return conditions;
}

/** How many of the edition's teams a short search samples to choose how it matches team names. */
const TEAM_SAMPLE = 200;

/**
 * The ids (and order keys) of the users a search matches: by name, email or username, or by their
 * team's name (spec §2). From three characters on, two halves that each read a trigram index, united:
 * an `or` over a join or a subquery would read every user. A shorter search (`bound` set) has no index:
 * it reads users newest first, one LIKE each, or, failing that, a team of theirs whose name matches, with
 * no union to deduplicate, and stops at its bound (decision 0006).
 */
function searchedUsers(q: string, eventId: number, conditions: SQL[], bound: number | null): SQL {
  const inEdition = sql`t.event_id = ${eventId}`;
  if (bound !== null) {
    const teamMatch = teamNameMatch(q);
    // Whether the search names a quarter or more of the edition's teams, judged on a sample of them,
    // read once (an InitPlan; a skewed sample costs time, never a wrong row).
    const manyTeams = sql`(select count(*) filter (where ${teamMatch}) * 4 >= count(*) from (select t.search_text from teams t where ${inEdition} limit ${TEAM_SAMPLE}) t)`;
    // Few: the members of those teams, as one hashed set. Many: a person's own team, looked up for each
    // person whose own text did not match (at that density the scan soon ends); the set would hold most of
    // the edition (20,000 members at 10,000 teams: 18 ms to build on PGlite). A scalar subquery, so the
    // planner cannot turn it back into the hashed set.
    const fewTeams = sql`u.id in (select m.user_id from teams t join team_members m on m.team_id = t.id where ${inEdition} and ${teamMatch})`;
    const ownTeam = sql`coalesce((select true from team_members m join teams t on t.id = m.team_id where m.user_id = u.id and m.event_id = ${eventId} and ${teamMatch} limit 1), false)`;
    const byTeam = sql`case when ${manyTeams} then ${ownTeam} else ${fewTeams} end`;
    return sql`select u.id, u.created_at from users u ${whereAll([...conditions, sql`(${userFieldsMatch(q)} or ${byTeam})`])}${firstMatches('u', bound)}`;
  }
  const own = whereAll([...conditions, userFieldsMatch(q)]);
  const byTeam = whereAll([...conditions, inEdition, teamNameMatch(q)]);
  return sql`select u.id, u.created_at from users u ${own}
    union
    select u.id, u.created_at from teams t join team_members m on m.team_id = t.id join users u on u.id = m.user_id ${byTeam}`;
}

/**
 * The participants list's totals (server/lib/list-totals.ts): a person is found by their team's name
 * too, and a new account, which the users trigger does not announce, moves the highest id.
 */
export const userListTotals = (changes: DataChanges) =>
  new ListTotals(changes, ['users', 'team_members', 'teams'], sql`(select max(id) from users)`);

/**
 * One page of users in one query, with their team; the total counted in SQL, or still known from
 * `totals` (server/lib/paged-search.ts). The page's ids are chosen from `users` alone, in the order of
 * users_created_at_id_idx.
 */
export async function listUsers(tx: Tx, eventId: number, f: UserFilter, totals?: ListTotals): Promise<UserPage> {
  const conditions = userConditions(f);
  return pagedSearch(tx, {
    table: { name: 'users', alias: 'u' },
    page: f.page,
    pageSize: f.pageSize,
    q: f.q,
    conditions,
    matching: (q, bound) => searchedUsers(q, eventId, conditions, bound),
    columns: USER_COLUMNS,
    joins: userJoins(eventId),
    toItem: toUser,
    totals: totals && { cache: totals, key: JSON.stringify([eventId, f.role ?? null, f.status ?? null, f.q ?? null]) },
  });
}

export async function userDetail(tx: Tx, eventId: number, userId: number): Promise<UserDetail> {
  const [row] = await rows<
    UserRow & {
      phone: string | null;
      gender: string | null;
      github_id: string | null;
      has_password: boolean;
      active_sessions: number;
      last_seen_at: Date | null;
    }
  >(
    tx,
    sql`
    select ${USER_COLUMNS}, u.phone, u.gender, u.github_id, (u.password_hash is not null) as has_password,
      (select count(*)::int from sessions x where x.user_id = u.id and x.expires_at > now()) as active_sessions,
      (select max(x.last_seen_at) from sessions x where x.user_id = u.id) as last_seen_at
    from users u ${userJoins(eventId)} where u.id = ${userId}`,
  );
  if (!row) throw notFound('User not found');
  return {
    ...toUser(row),
    phone: row.phone,
    gender: row.gender,
    githubLinked: row.github_id !== null,
    hasPassword: row.has_password,
    activeSessions: row.active_sessions,
    lastSeenAt: isoOrNull(row.last_seen_at),
    history: await historyFor(tx, [`user:${userId}`]),
  };
}

async function findUser(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return user;
}

/** Send Email (spec §2 Participants menu): through the outbox. */
export async function emailUser(
  db: Db,
  signature: Signature,
  actorId: number,
  userId: number,
  mail: { subject: string; body: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    await enqueueEmail(tx, adminMessageEmail(user, mail.subject, mail.body, signature));
    await writeAudit(tx, actorId, 'user.email', `user:${userId}`, { subject: mail.subject });
  });
}

function passwordResetNoticeEmail(to: Recipient, ev: Signature, publicUrl: string): OutgoingEmail {
  return composeEmail(to.email, 'Your password was reset', [
    `Hello ${to.name},`,
    `An organizer of ${ev.name} reset your password and you were signed out everywhere. Ask the organizers for the new password, or choose your own with "Forgot password?" on the sign-in page.`,
    absoluteUrl(publicUrl, paths.login),
  ]);
}

/** Reset Password: the admin's new password, every session of the user ended, the user told by email. */
export async function resetUserPassword(
  db: Db,
  signature: Signature,
  actorId: number,
  userId: number,
  change: { newPassword?: string; sendLink: boolean },
  publicUrl: string,
): Promise<void> {
  // Sent a link: a random password nobody sees ends the old one until the person chooses theirs.
  const passwordHash = await hashPassword(change.sendLink ? generatePassword(16) : change.newPassword!);
  await db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await deleteUserSessions(tx, userId);
    await enqueueEmail(
      tx,
      change.sendLink
        ? setPasswordLinkEmail(user, signature, await issueSetPasswordLink(tx, userId, publicUrl))
        : passwordResetNoticeEmail(user, signature, publicUrl),
    );
    await writeAudit(tx, actorId, 'user.reset_password', `user:${userId}`, {
      delivery: change.sendLink ? 'email' : 'admin',
    });
  });
}

/** Issue 31: the organizers send a link to choose a password instead of reading one aloud. */
function setPasswordLinkEmail(to: Recipient, ev: Signature, link: string): OutgoingEmail {
  return composeEmail(to.email, 'Choose a new password', [
    `Hello ${to.name},`,
    `An organizer of ${ev.name} reset your password and you were signed out everywhere. Choose your new password with this link. It works once and is valid for 48 hours:`,
    link,
  ]);
}
