// Coverage for admins (issue 11 'Admins see coverage live'): reviews done and missing per submission,
// each judge's progress, conflicts. Reviews are the evaluations that count; holds are live ones. All of
// one edition: its submissions and its judges.
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Coverage } from '@shared/schemas/judging';
import type { Tx } from '../../../db/client';
import { judgeAssignments, judges, submissions as submissionsTable, users } from '../../../db/schema';
import {
  loadSettings,
  reviewsInRunning,
  toSettings,
  type ConflictRow,
  type CountedEvaluation,
  type EligibleSubmission,
} from './context';
import { judgingWindow } from './window';

export interface JudgingSnapshot {
  eligible: EligibleSubmission[];
  conflicts: ConflictRow[];
  reviews: CountedEvaluation[];
  /** Live holds and skips, of every judge. */
  holds: { judgeId: number; submissionId: number }[];
  skips: { judgeId: number; submissionId: number }[];
}

export async function snapshot(tx: Tx, eventId: number, now = new Date()): Promise<JudgingSnapshot> {
  const { eligible, conflicts, reviews } = await reviewsInRunning(tx, eventId);
  const eligibleIds = new Set(eligible.map((s) => s.id));
  const holds = (await liveHolds(tx, eventId, now))
    .filter((h) => eligibleIds.has(h.submissionId))
    .map((h) => ({ judgeId: h.judgeId, submissionId: h.submissionId }));
  const skips = (
    await tx
      .select({ judgeId: judgeAssignments.judgeId, submissionId: judgeAssignments.submissionId })
      .from(judgeAssignments)
      .innerJoin(submissionsTable, eq(submissionsTable.id, judgeAssignments.submissionId))
      .where(
        and(
          eq(submissionsTable.eventId, eventId),
          isNotNull(judgeAssignments.skippedAt),
          isNull(judgeAssignments.doneAt),
        ),
      )
  ).filter((h) => eligibleIds.has(h.submissionId));
  return { eligible, conflicts, reviews, holds, skips };
}

/** Held now (of the edition's submissions): handed out, neither done nor skipped, not lapsed. */
export async function liveHolds(tx: Tx, eventId: number, now = new Date(), judgeId?: number) {
  return tx
    .select({
      judgeId: judgeAssignments.judgeId,
      submissionId: judgeAssignments.submissionId,
      phase: judgeAssignments.phase,
      expiresAt: judgeAssignments.expiresAt,
    })
    .from(judgeAssignments)
    .innerJoin(submissionsTable, eq(submissionsTable.id, judgeAssignments.submissionId))
    .where(
      and(
        eq(submissionsTable.eventId, eventId),
        isNull(judgeAssignments.doneAt),
        isNull(judgeAssignments.skippedAt),
        gt(judgeAssignments.expiresAt, now),
        judgeId ? eq(judgeAssignments.judgeId, judgeId) : undefined,
      ),
    )
    .orderBy(judgeAssignments.assignedAt, judgeAssignments.id);
}

const countBy = <T>(items: T[], key: (t: T) => number) => {
  const m = new Map<number, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  return m;
};

/** Every judge of the edition (its judges rows) with their progress. */
export async function judgeProgress(tx: Tx, eventId: number, snap: JudgingSnapshot) {
  const list = await tx
    .select({ id: users.id, name: users.name })
    .from(judges)
    .innerJoin(users, eq(users.id, judges.userId))
    .where(eq(judges.eventId, eventId))
    .orderBy(users.name, users.id);
  // Admins who evaluated through the spec's dialog without being marked as judges count too.
  const known = new Set(list.map((j) => j.id));
  const others = [...new Set(snap.reviews.map((r) => r.judgeId))].filter((id) => !known.has(id));
  const extra = others.length
    ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, others))
    : [];
  const reviews = countBy(snap.reviews, (r) => r.judgeId);
  const holds = countBy(snap.holds, (r) => r.judgeId);
  const skips = countBy(snap.skips, (r) => r.judgeId);
  const conflicts = countBy(snap.conflicts, (r) => r.judgeId);
  return [...list, ...extra].map((j) => ({
    judgeId: j.id,
    name: j.name,
    reviews: reviews.get(j.id) ?? 0,
    holds: holds.get(j.id) ?? 0,
    skips: skips.get(j.id) ?? 0,
    conflicts: conflicts.get(j.id) ?? 0,
  }));
}

export async function coverage(tx: Tx, eventId: number): Promise<Coverage> {
  const settings = await loadSettings(tx, eventId);
  const snap = await snapshot(tx, eventId);
  const target = settings.targetReviews;
  const judgeList = await judgeProgress(tx, eventId, snap);
  const reviews = countBy(snap.reviews, (r) => r.submissionId);
  const holds = countBy(snap.holds, (r) => r.submissionId);
  const skips = countBy(snap.skips, (r) => r.submissionId);
  const conflictsByTeam = countBy(snap.conflicts, (c) => c.teamId);
  const busy = new Set([...snap.reviews, ...snap.skips].map((r) => `${r.judgeId}:${r.submissionId}`));
  const conflicted = new Set(snap.conflicts.map((c) => `${c.judgeId}:${c.teamId}`));
  const submissions = snap.eligible.map((s) => {
    const done = reviews.get(s.id) ?? 0;
    return {
      submissionId: s.id,
      teamId: s.teamId,
      teamName: s.teamName,
      problemTitle: s.problemTitle,
      reviews: done,
      inProgress: holds.get(s.id) ?? 0,
      missing: Math.max(0, target - done),
      skips: skips.get(s.id) ?? 0,
      conflicts: conflictsByTeam.get(s.teamId) ?? 0,
      eligibleJudges: judgeList.filter(
        (j) => !busy.has(`${j.judgeId}:${s.id}`) && !conflicted.has(`${j.judgeId}:${s.teamId}`),
      ).length,
    };
  });
  return {
    settings: { ...toSettings(settings), window: await judgingWindow(tx, eventId) },
    submissions,
    judges: judgeList,
    totals: {
      submissions: submissions.length,
      complete: submissions.filter((s) => s.reviews >= target).length,
      reviews: snap.reviews.length,
      missing: submissions.reduce((acc, s) => acc + s.missing, 0),
      conflicts: snap.conflicts.length,
    },
  };
}
