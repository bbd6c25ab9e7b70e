// Judges: the signed-in judge's profile, and the admins' list of judges (marking an admin as judge,
// removing someone from judging). Judges are per edition (a `judges` row each): a profile, the list and
// every change here are of one edition.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AdminJudge, AdminJudges, JudgeProfile, UpdateJudgeProfile } from '@shared/schemas/judging';
import type { Db, Tx } from '../../../db/client';
import { judgeAssignments, judgeInvitations, judges, sessions, submissions, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { judgeProgress, snapshot } from './coverage';
import { pendingStaffInvitations } from '../../staff-invitations/index';

async function profileRows(tx: Tx, eventId: number, userId?: number) {
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
    .where(and(eq(judges.eventId, eventId), userId ? eq(users.id, userId) : undefined))
    .orderBy(users.name, users.id);
}

type ProfileRow = Awaited<ReturnType<typeof profileRows>>[number];

const toProfile = (r: ProfileRow): JudgeProfile => ({
  userId: r.userId,
  name: r.name,
  email: r.email,
  isAdmin: r.role === 'admin',
  affiliation: r.affiliation,
  categories: r.categories,
  problemIds: r.problemIds,
});

export async function getJudgeProfile(tx: Tx, eventId: number, userId: number): Promise<JudgeProfile> {
  const [row] = await profileRows(tx, eventId, userId);
  if (!row) throw forbidden();
  return toProfile(row);
}

export async function updateJudgeProfile(
  db: Db,
  eventId: number,
  userId: number,
  input: UpdateJudgeProfile,
): Promise<JudgeProfile> {
  return db.transaction(async (tx) => {
    if (input.name !== undefined) await tx.update(users).set({ name: input.name }).where(eq(users.id, userId));
    const set = {
      ...(input.affiliation !== undefined ? { affiliation: input.affiliation } : {}),
      ...(input.categories !== undefined ? { categories: [...new Set(input.categories)] } : {}),
      ...(input.problemIds !== undefined ? { problemIds: [...new Set(input.problemIds)] } : {}),
    };
    if (Object.keys(set).length) {
      await tx
        .update(judges)
        .set(set)
        .where(and(eq(judges.eventId, eventId), eq(judges.userId, userId)));
    }
    await writeAudit(tx, userId, 'judge.profile', `user:${userId}`, { ...input }, eventId);
    return getJudgeProfile(tx, eventId, userId);
  });
}

export async function listJudges(tx: Tx, eventId: number): Promise<AdminJudges> {
  const rows = await profileRows(tx, eventId);
  const progress = new Map((await judgeProgress(tx, eventId, await snapshot(tx, eventId))).map((p) => [p.judgeId, p]));
  // Mentors' invitations share the table: only the judges' are listed here.
  const invitations = await pendingStaffInvitations(tx, eventId, 'judge');
  return {
    judges: rows.map((r) => adminJudge(r, progress.get(r.userId))),
    invitations,
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

/** An admin judges the edition too (their evaluations count anyway; this gives them the judge's queue). */
export async function markAdminAsJudge(db: Db, eventId: number, actorId: number, userId: number): Promise<AdminJudge> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    if (user.role !== 'admin') throw conflict('Only an organizer account can be marked as judge; invite others');
    await tx.insert(judges).values({ eventId, userId }).onConflictDoNothing();
    await writeAudit(tx, actorId, 'judge.mark_admin', `user:${userId}`, {}, eventId);
    const [row] = await profileRows(tx, eventId, userId);
    const progress = (await judgeProgress(tx, eventId, await snapshot(tx, eventId))).find((p) => p.judgeId === userId);
    return adminJudge(row!, progress);
  });
}

/**
 * Stops someone judging the edition: an admin stays an admin; a judge account who judges no other
 * edition becomes inactive and is signed out (one who does keeps their account for that one). Their
 * evaluations stay (and count); what they hold of the edition goes back to the pool.
 */
export async function removeJudge(db: Db, eventId: number, actorId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .innerJoin(judges, and(eq(judges.userId, users.id), eq(judges.eventId, eventId)))
      .where(eq(users.id, userId));
    if (!user) throw notFound('Judge not found');
    await tx.delete(judges).where(and(eq(judges.eventId, eventId), eq(judges.userId, userId)));
    const [elsewhere] = await tx.select({ eventId: judges.eventId }).from(judges).where(eq(judges.userId, userId));
    if (user.role === 'judge' && !elsewhere) {
      await tx.update(users).set({ status: 'inactive' }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx
        .update(judgeInvitations)
        .set({ expiresAt: new Date() })
        .where(and(eq(judgeInvitations.userId, userId), isNull(judgeInvitations.acceptedAt)));
    }
    const ofEdition = tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.eventId, eventId));
    await tx
      .update(judgeAssignments)
      .set({ expiresAt: new Date() })
      .where(
        and(
          eq(judgeAssignments.judgeId, userId),
          inArray(judgeAssignments.submissionId, ofEdition),
          isNull(judgeAssignments.doneAt),
        ),
      );
    await writeAudit(tx, actorId, 'judge.remove', `user:${userId}`, { role: user.role }, eventId);
  });
}
