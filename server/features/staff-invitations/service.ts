// Staff invitations (judges of issue 11, mentors of issue 34): ONE mechanism. An admin invites by email;
// the account exists at once (pending, no password, so admins can prepare the person's row before they
// accept) and the emailed link sets name and password and signs them in, as a member invitation does
// (DESIGN D6: a 256-bit token, only its SHA-256 stored). An invitation is to one edition (DESIGN D13):
// it adds the person's row of that edition (`judges` or `mentors`); what differs per kind is given by a
// StaffKind (the role a new account gets, the row, the email's words and link, the refusals).
import { absoluteUrl } from '@shared/paths';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PublicUser } from '@shared/schemas/auth';
import type { AcceptInvitation } from '@shared/schemas/teams';
import type { Db, Tx } from '../../db/client';
import { events, judgeInvitations, sessions, users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { iso } from '../../lib/sql';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto';
import { AppError, conflict, notFound } from '../../lib/errors';
import { createSession, uniqueUsername } from '../auth/index';
import { composeEmail, enqueueEmail, eventFacts } from '../mail/index';
import { openEdition } from '../events/index';

export const STAFF_INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** The edition's invitations of one kind not yet accepted and not expired (the admins' panels list them). */
export async function pendingStaffInvitations(db: Db | Tx, eventId: number, kind: StaffKind<never>['kind']) {
  const rows = await db
    .select({
      id: judgeInvitations.id,
      email: judgeInvitations.email,
      name: users.name,
      expiresAt: judgeInvitations.expiresAt,
      createdAt: judgeInvitations.createdAt,
    })
    .from(judgeInvitations)
    .innerJoin(users, eq(users.id, judgeInvitations.userId))
    .where(
      and(
        eq(judgeInvitations.eventId, eventId),
        eq(judgeInvitations.kind, kind),
        isNull(judgeInvitations.acceptedAt),
        sql`${judgeInvitations.expiresAt} > now()`,
      ),
    )
    .orderBy(judgeInvitations.createdAt);
  return rows.map((i) => ({ ...i, expiresAt: iso(i.expiresAt), createdAt: iso(i.createdAt) }));
}
export const STAFF_INVITATION_INVALID = 'This invitation link is invalid or has expired';
export const STAFF_INVITATION_USED = 'This invitation has already been accepted';

export interface StaffKind<Input> {
  kind: 'judge' | 'mentor';
  /** The role of an account the invitation creates, and the one accepting requires. */
  role: 'judge' | 'mentor';
  messages: {
    participantEmail: string;
    /** The email belongs to an account of another staff role (an admin, say). */
    otherRole: (role: string) => string;
    already: string;
    notRole: string;
  };
  /** The person already is staff of this kind in the edition. */
  isMember(tx: Tx, eventId: number, userId: number): Promise<boolean>;
  /** Adds (or refreshes) the person's row of the edition with what the admin typed. */
  upsertMember(tx: Tx, eventId: number, userId: number, input: Input): Promise<void>;
  /** The email's subject and paragraphs (the link goes after them). */
  email(p: { name: string; actor: string; edition: string }): { subject: string; lines: string[]; after: string };
  path(token: string): string;
}

export interface StaffInvitation {
  id: number;
  email: string;
  name: string;
  expiresAt: string;
  createdAt: string;
}

export async function inviteStaff<Input extends { email: string; name?: string }>(
  db: Db,
  k: StaffKind<Input>,
  eventId: number,
  actor: { id: number; name: string },
  input: Input,
  publicUrl: string,
): Promise<StaffInvitation> {
  return db.transaction(async (tx) => {
    const email = input.email.trim();
    const [existing] = await tx
      .select({ id: users.id, role: users.role, status: users.status, name: users.name })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .for('update');
    if (existing?.role === 'team') throw conflict(k.messages.participantEmail);
    if (existing && existing.role !== k.role) throw conflict(k.messages.otherRole(existing.role));
    if (existing?.status === 'active' && (await k.isMember(tx, eventId, existing.id)))
      throw conflict(k.messages.already);
    let userId: number;
    const name = input.name ?? existing?.name ?? email.split('@')[0]!;
    if (existing) {
      userId = existing.id;
      // Someone removed and invited again starts over: a new password from the link. A person still
      // active (staff of another edition) keeps their account and sessions: the link sets a new password.
      if (existing.status !== 'active') {
        await tx.update(users).set({ status: 'pending', name, passwordHash: null }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      }
    } else {
      const username = await uniqueUsername(tx, name);
      const [row] = await tx
        .insert(users)
        .values({ name, email, username, passwordHash: null, role: k.role, status: 'pending' })
        .returning({ id: users.id });
      userId = row!.id;
    }
    await k.upsertMember(tx, eventId, userId, input);
    // Earlier links of this person for this kind stop working: only the latest email is valid.
    await tx
      .update(judgeInvitations)
      .set({ expiresAt: new Date() })
      .where(
        and(
          eq(judgeInvitations.userId, userId),
          eq(judgeInvitations.kind, k.kind),
          sql`${judgeInvitations.acceptedAt} is null`,
        ),
      );
    const token = randomToken();
    const expiresAt = new Date(Date.now() + STAFF_INVITATION_TTL_MS);
    const [inv] = await tx
      .insert(judgeInvitations)
      .values({ kind: k.kind, eventId, userId, email, tokenHash: sha256(token), invitedBy: actor.id, expiresAt })
      .returning();
    const ev = await eventFacts(tx, eventId);
    const words = k.email({ name, actor: actor.name, edition: ev.name });
    await enqueueEmail(tx, [
      composeEmail(email, words.subject, [
        ...words.lines,
        absoluteUrl(publicUrl, k.path(token)),
        `The link is valid for 7 days (until ${expiresAt.toUTCString()}). ${words.after}`,
      ]),
    ]);
    await writeAudit(tx, actor.id, `${k.kind}.invite`, `user:${userId}`, { email }, eventId);
    return { id: inv!.id, email, name, expiresAt: expiresAt.toISOString(), createdAt: inv!.createdAt.toISOString() };
  });
}

async function findInvitation(tx: Tx, kind: StaffKind<never>['kind'], token: string, lock: boolean) {
  const q = tx
    .select()
    .from(judgeInvitations)
    .where(and(eq(judgeInvitations.tokenHash, sha256(token)), eq(judgeInvitations.kind, kind)));
  const [inv] = lock ? await q.for('update') : await q;
  if (!inv || inv.expiresAt.getTime() <= Date.now()) throw notFound(STAFF_INVITATION_INVALID);
  if (inv.acceptedAt) throw conflict(STAFF_INVITATION_USED);
  return inv;
}

/** What the accept page shows. */
export async function staffInvitationInfo(db: Db, kind: StaffKind<never>['kind'], token: string) {
  const inv = await findInvitation(db, kind, token, false);
  const [invitee] = await db.select({ name: users.name }).from(users).where(eq(users.id, inv.userId));
  const [inviter] = inv.invitedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, inv.invitedBy))
    : [];
  const [ev] = await db.select({ name: events.name }).from(events).where(eq(events.id, inv.eventId));
  return {
    email: inv.email,
    name: invitee?.name ?? null,
    invitedBy: inviter?.name ?? null,
    expiresAt: inv.expiresAt.toISOString(),
    editionName: ev?.name ?? '',
  };
}

/** Sets the invitee's name and password, activates the account and signs them in. */
export async function acceptStaffInvitation(
  db: Db,
  k: Pick<StaffKind<never>, 'kind' | 'role' | 'messages'>,
  token: string,
  input: AcceptInvitation,
  ttlMs: number,
): Promise<{ token: string; user: PublicUser }> {
  // Hash before the transaction: argon2 must not run while rows are locked.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const inv = await findInvitation(tx, k.kind, token, true);
    // An invitation left open when its edition was archived makes nobody staff of it (409 naming it).
    await openEdition(tx, inv.eventId);
    const [user] = await tx.select().from(users).where(eq(users.id, inv.userId)).for('update');
    if (!user) throw notFound(STAFF_INVITATION_INVALID);
    if (user.role !== k.role) throw new AppError(403, k.messages.notRole);
    await tx.update(users).set({ name: input.name, passwordHash, status: 'active' }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.update(judgeInvitations).set({ acceptedAt: new Date() }).where(eq(judgeInvitations.id, inv.id));
    await writeAudit(tx, user.id, `${k.kind}.accept_invitation`, `user:${user.id}`, { invitationId: inv.id });
    const sessionToken = await createSession(tx, user.id, ttlMs);
    return {
      token: sessionToken,
      user: {
        id: user.id,
        name: input.name,
        email: user.email,
        username: user.username,
        role: user.role,
        status: 'active' as const,
        teamId: null,
      },
    };
  });
}
