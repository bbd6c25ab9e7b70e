// Judges: the signed-in judge's profile, and the admins' list of judges (marking an admin as judge,
// removing someone from judging).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CategoryKey } from '@shared/constants';
import type { AdminJudge, AdminJudges, JudgeProfile, UpdateJudgeProfile } from '@shared/schemas/judging';
import type { Db, Tx } from '../../../db/client';
import { judgeAssignments, judgeInvitations, judges, sessions, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { iso } from '../../../lib/sql';
import { judgeProgress, snapshot } from './coverage';

async function profileRows(tx: Tx, userId?: number) {
  return tx
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      affiliation: judges.affiliation,
      categories: judges.categories,
      problemIds: judges.problemIds,
    })
    .from(judges)
    .innerJoin(users, eq(users.id, judges.userId))
    .where(userId ? eq(users.id, userId) : undefined)
    .orderBy(users.name, users.id);
}

type ProfileRow = Awaited<ReturnType<typeof profileRows>>[number];

const toProfile = (r: ProfileRow): JudgeProfile => ({
  userId: r.userId,
  name: r.name,
  email: r.email,
  isAdmin: r.role === 'admin',
  affiliation: r.affiliation,
  categories: r.categories as CategoryKey[],
  problemIds: r.problemIds,
});

export async function getJudgeProfile(tx: Tx, userId: number): Promise<JudgeProfile> {
  const [row] = await profileRows(tx, userId);
  if (!row) throw forbidden();
  return toProfile(row);
}

export async function updateJudgeProfile(db: Db, userId: number, input: UpdateJudgeProfile): Promise<JudgeProfile> {
  return db.transaction(async (tx) => {
    if (input.name !== undefined) await tx.update(users).set({ name: input.name }).where(eq(users.id, userId));
    const set = {
      ...(input.affiliation !== undefined ? { affiliation: input.affiliation } : {}),
      ...(input.categories !== undefined ? { categories: [...new Set(input.categories)] } : {}),
      ...(input.problemIds !== undefined ? { problemIds: [...new Set(input.problemIds)] } : {}),
    };
    if (Object.keys(set).length) await tx.update(judges).set(set).where(eq(judges.userId, userId));
    await writeAudit(tx, userId, 'judge.profile', `user:${userId}`, { ...input });
    return getJudgeProfile(tx, userId);
  });
}

export async function listJudges(tx: Tx): Promise<AdminJudges> {
  const rows = await profileRows(tx);
  const progress = new Map((await judgeProgress(tx, await snapshot(tx))).map((p) => [p.judgeId, p]));
  const invitations = await tx
    .select({
      id: judgeInvitations.id,
      email: judgeInvitations.email,
      name: users.name,
      expiresAt: judgeInvitations.expiresAt,
      createdAt: judgeInvitations.createdAt,
    })
    .from(judgeInvitations)
    .innerJoin(users, eq(users.id, judgeInvitations.userId))
    .where(and(isNull(judgeInvitations.acceptedAt), sql`${judgeInvitations.expiresAt} > now()`))
    .orderBy(judgeInvitations.createdAt);
  return {
    judges: rows.map((r) => adminJudge(r, progress.get(r.userId))),
    invitations: invitations.map((i) => ({
      ...i,
      expiresAt: iso(i.expiresAt),
      createdAt: iso(i.createdAt),
    })),
  };
}

function adminJudge(
  r: ProfileRow,
  p: { reviews: number; holds: number; skips: number; conflicts: number } | undefined,
): AdminJudge {
  return {
    ...toProfile(r),
    status: r.status,
    reviews: p?.reviews ?? 0,
    holds: p?.holds ?? 0,
    skips: p?.skips ?? 0,
    conflicts: p?.conflicts ?? 0,
  };
}

/** An admin judges too (their evaluations count anyway; this gives them the judge's queue). */
export async function markAdminAsJudge(db: Db, actorId: number, userId: number): Promise<AdminJudge> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    if (user.role !== 'admin') throw conflict('Only an organizer account can be marked as judge; invite others');
    await tx.insert(judges).values({ userId }).onConflictDoNothing();
    await writeAudit(tx, actorId, 'judge.mark_admin', `user:${userId}`, {});
    const [row] = await profileRows(tx, userId);
    const progress = (await judgeProgress(tx, await snapshot(tx))).find((p) => p.judgeId === userId);
    return adminJudge(row!, progress);
  });
}

/**
 * Stops someone judging: an admin stays an admin; a judge account becomes inactive and is signed out.
 * Their evaluations stay (and count); what they hold goes back to the pool.
 */
export async function removeJudge(db: Db, actorId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .innerJoin(judges, eq(judges.userId, users.id))
      .where(eq(users.id, userId));
    if (!user) throw notFound('Judge not found');
    await tx.delete(judges).where(eq(judges.userId, userId));
    if (user.role === 'judge') {
      await tx.update(users).set({ status: 'inactive' }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx
        .update(judgeInvitations)
        .set({ expiresAt: new Date() })
        .where(and(eq(judgeInvitations.userId, userId), isNull(judgeInvitations.acceptedAt)));
    }
    await tx
      .update(judgeAssignments)
      .set({ expiresAt: new Date() })
      .where(and(eq(judgeAssignments.judgeId, userId), isNull(judgeAssignments.doneAt)));
    await writeAudit(tx, actorId, 'judge.remove', `user:${userId}`, { role: user.role });
  });
}
