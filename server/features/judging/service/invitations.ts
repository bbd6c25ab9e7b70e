// Judge invitations: an admin invites by email; the account exists at once (pending, no password, so
// admins can record conflicts before the judge accepts) and the emailed link sets name and password and
// signs the judge in, as a member invitation does (DESIGN D6: a 256-bit token, only its SHA-256 stored).
// An invitation is to judge one edition (DESIGN D13): it adds the person's `judges` row of that edition.
import { absoluteUrl, judgeInvitePath } from '@shared/paths';
import { and, eq, sql } from 'drizzle-orm';
import type { PublicUser } from '@shared/schemas/auth';
import {
  JUDGING_MESSAGES,
  type InviteJudge,
  type JudgeInvitation,
  type JudgeInvitationInfo,
} from '@shared/schemas/judging';
import type { AcceptInvitation } from '@shared/schemas/teams';
import type { Db, Tx } from '../../../db/client';
import { judgeInvitations, judges, sessions, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { hashPassword, randomToken, sha256 } from '../../../lib/crypto';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { createSession, uniqueUsername } from '../../auth/index';
import { composeEmail, enqueueEmail, eventFacts } from '../../mail/index';
import { openEdition } from '../../events/index';

export const JUDGE_INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const JUDGE_INVITATION_INVALID = 'This invitation link is invalid or has expired';
export const JUDGE_INVITATION_USED = 'This invitation has already been accepted';

export async function inviteJudge(
  db: Db,
  eventId: number,
  actor: { id: number; name: string },
  input: InviteJudge,
  publicUrl: string,
): Promise<JudgeInvitation> {
  return db.transaction(async (tx) => {
    const email = input.email.trim();
    const [existing] = await tx
      .select({ id: users.id, role: users.role, status: users.status, name: users.name })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .for('update');
    if (existing?.role === 'team') throw conflict(JUDGING_MESSAGES.participantEmail);
    if (existing?.role === 'admin') throw conflict('This email belongs to an organizer account: mark them as judge');
    if (existing?.status === 'active') {
      const [row] = await tx
        .select()
        .from(judges)
        .where(and(eq(judges.eventId, eventId), eq(judges.userId, existing.id)));
      if (row) throw conflict(JUDGING_MESSAGES.alreadyJudge);
    }
    let userId: number;
    const name = input.name ?? existing?.name ?? email.split('@')[0]!;
    if (existing) {
      userId = existing.id;
      // A removed judge invited again starts over: a new password from the link. A judge still active
      // (judging another edition) keeps their account and sessions: the link sets a new password.
      if (existing.status !== 'active') {
        await tx.update(users).set({ status: 'pending', name, passwordHash: null }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      }
    } else {
      const username = await uniqueUsername(tx, name);
      const [row] = await tx
        .insert(users)
        .values({ name, email, username, passwordHash: null, role: 'judge', status: 'pending' })
        .returning({ id: users.id });
      userId = row!.id;
    }
    const profile = {
      affiliation: input.affiliation ?? '',
      categories: input.categories ?? [],
    };
    await tx
      .insert(judges)
      .values({ eventId, userId, ...profile })
      .onConflictDoUpdate({ target: [judges.eventId, judges.userId], set: profile });
    // Earlier links of this person stop working: only the latest email is valid.
    await tx
      .update(judgeInvitations)
      .set({ expiresAt: new Date() })
      .where(and(eq(judgeInvitations.userId, userId), sql`${judgeInvitations.acceptedAt} is null`));
    const token = randomToken();
    const expiresAt = new Date(Date.now() + JUDGE_INVITATION_TTL_MS);
    const [inv] = await tx
      .insert(judgeInvitations)
      .values({ eventId, userId, email, tokenHash: sha256(token), invitedBy: actor.id, expiresAt })
      .returning();
    const ev = await eventFacts(tx, eventId);
    await enqueueEmail(tx, [
      composeEmail(email, `You're invited to judge ${ev.name}`, [
        `Hello ${name},`,
        `${actor.name} invited you to judge the submissions of ${ev.name}.`,
        'Open this link to set your name and password; then sign in to reach your judging queue:',
        absoluteUrl(publicUrl, judgeInvitePath(token)),
        `The link is valid for 7 days (until ${expiresAt.toUTCString()}). If you did not expect this email, you can ignore it.`,
      ]),
    ]);
    await writeAudit(tx, actor.id, 'judge.invite', `user:${userId}`, { email }, eventId);
    return {
      id: inv!.id,
      email,
      name,
      expiresAt: expiresAt.toISOString(),
      createdAt: inv!.createdAt.toISOString(),
    };
  });
}

async function findInvitation(tx: Tx, token: string, lock: boolean) {
  const q = tx
    .select()
    .from(judgeInvitations)
    .where(eq(judgeInvitations.tokenHash, sha256(token)));
  const [inv] = lock ? await q.for('update') : await q;
  if (!inv || inv.expiresAt.getTime() <= Date.now()) throw notFound(JUDGE_INVITATION_INVALID);
  if (inv.acceptedAt) throw conflict(JUDGE_INVITATION_USED);
  return inv;
}

export async function getJudgeInvitation(db: Db, token: string): Promise<JudgeInvitationInfo> {
  const inv = await findInvitation(db, token, false);
  const [invitee] = await db.select({ name: users.name }).from(users).where(eq(users.id, inv.userId));
  const [inviter] = inv.invitedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, inv.invitedBy))
    : [];
  return {
    email: inv.email,
    name: invitee?.name ?? null,
    invitedBy: inviter?.name ?? null,
    expiresAt: inv.expiresAt.toISOString(),
  };
}

export async function acceptJudgeInvitation(
  db: Db,
  token: string,
  input: AcceptInvitation,
  ttlMs: number,
): Promise<{ token: string; user: PublicUser }> {
  // Hash before the transaction: argon2 must not run while rows are locked.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const inv = await findInvitation(tx, token, true);
    // An invitation left open when its edition was archived makes no judge of it (409 naming it).
    await openEdition(tx, inv.eventId);
    const [user] = await tx.select().from(users).where(eq(users.id, inv.userId)).for('update');
    if (!user) throw notFound(JUDGE_INVITATION_INVALID);
    if (user.role !== 'judge') throw new AppError(403, JUDGING_MESSAGES.notJudge);
    await tx.update(users).set({ name: input.name, passwordHash, status: 'active' }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.update(judgeInvitations).set({ acceptedAt: new Date() }).where(eq(judgeInvitations.id, inv.id));
    await writeAudit(tx, user.id, 'judge.accept_invitation', `user:${user.id}`, { invitationId: inv.id });
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
