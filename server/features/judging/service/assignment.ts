// The judge's side: hand out submissions (holds with an expiry), skip, review and revise, list one's own
// evaluations. Hand-outs run in one transaction that locks the judging settings row, so judges asking at
// once (or one judge in two browsers) are served in turn, each seeing the holds made before: a submission
// is never held twice by one judge, and none gets target + 1 while one the judge could take has fewer.
// A judge works in one edition at a time (the route's): only its submissions are handed out or shown.
// Hand-outs wait for the submission window to close (unless judging was opened early), stop at the
// target when the edition says so, and otherwise spread extra reviews (shared/judging/assignment.ts).
import { and, eq, sql } from 'drizzle-orm';
import { queueFor } from '@shared/judging';
import type { GateReason } from '@shared/edition-gates';
import {
  type JudgeEvaluation,
  type JudgeQueue,
  type JudgeSubmission,
  JUDGING_DEFAULTS,
  JUDGING_MESSAGES,
  type MyEvaluations,
  type NextResponse,
} from '@shared/schemas/judging';
import type { Db, Tx } from '../../../db/client';
import { evaluations, judgeAssignments, judges, problems, submissions, teams } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { hasConflict, judgeCategories, loadConflicts, loadSettings, type SettingsRow } from './context';
import { liveHolds, snapshot, type JudgingSnapshot } from './coverage';
import { saveEvaluation } from './evaluate';
import { loadRubrics } from './rubric';
import { prizeBoundaries, rankQuick } from './ranking';
import { assertHandOutsAllowed, handOutGate } from './window';
import { describe, type Phase, toJudgeEvaluation } from './judge-view';
import type { RepoPolicy } from '../../submissions/index';

/** Everyone who may ask for reviews in the edition (its judges rows, and the asking judge). */
async function editionJudges(tx: Tx, eventId: number, judgeId: number): Promise<number[]> {
  const rows = await tx.select({ id: judges.userId }).from(judges).where(eq(judges.eventId, eventId));
  return [...new Set([judgeId, ...rows.map((r) => r.id)])];
}

/** The judge queue's notice for each reason the judging gate refuses. */
const NOTICE_REASONS: Partial<Record<GateReason, 'window_open' | 'judging_window' | 'phase'>> = {
  submissions_open: 'window_open',
  judging_window: 'judging_window',
};

/** Why nothing can be handed out now, when that is known (the window is open; every project has its reviews). */
async function queueNotice(tx: Tx, eventId: number, settings: SettingsRow, snap: JudgingSnapshot) {
  if (settings.state !== 'open') return null;
  const gate = await handOutGate(tx, eventId, settings);
  if (!gate.open) return { reason: NOTICE_REASONS[gate.reason!] ?? ('phase' as const), message: gate.message! };
  const done = new Map<number, number>();
  for (const r of snap.reviews) done.set(r.submissionId, (done.get(r.submissionId) ?? 0) + 1);
  const covered = snap.eligible.every((s) => (done.get(s.id) ?? 0) >= settings.targetReviews);
  if (settings.stopAtTarget && covered)
    return { reason: 'all_reviewed' as const, message: JUDGING_MESSAGES.allReviewed };
  return null;
}

export async function judgeQueue(tx: Tx, eventId: number, judgeId: number, policy?: RepoPolicy): Promise<JudgeQueue> {
  const settings = await loadSettings(tx, eventId);
  const held = await liveHolds(tx, eventId, new Date(), judgeId);
  const holds = new Map(held.map((h) => [h.submissionId, { phase: h.phase, expiresAt: h.expiresAt }]));
  const snap = await snapshot(tx, eventId);
  return {
    notice: await queueNotice(tx, eventId, settings, snap),
    state: settings.state,
    targetReviews: settings.targetReviews,
    held: await describe(
      tx,
      eventId,
      judgeId,
      held.map((h) => h.submissionId),
      holds,
      policy,
    ),
    done: snap.reviews.filter((r) => r.judgeId === judgeId).length,
    skipped: snap.skips.filter((r) => r.judgeId === judgeId).length,
  };
}

/** Hands the judge `count` more submissions (held for holdMinutes), as the assignment rules choose. */
export async function handOut(
  db: Db,
  eventId: number,
  judgeId: number,
  count: number,
  policy?: RepoPolicy,
): Promise<NextResponse> {
  return db.transaction(async (tx) => {
    const settings = await loadSettings(tx, eventId, true);
    if (settings.state !== 'open') throw conflict(JUDGING_MESSAGES.notOpen);
    // Not while projects can still change (unless opened early), nor outside the calendar's judging
    // window: no review overtaken by an edit. Decided on the edition row read in this transaction.
    await assertHandOutsAllowed(tx, eventId, settings);
    const now = new Date();
    const snap = await snapshot(tx, eventId, now);
    const mineHeld = snap.holds.filter((h) => h.judgeId === judgeId).length;
    if (mineHeld >= JUDGING_DEFAULTS.maxHolds) throw conflict(JUDGING_MESSAGES.tooManyHolds);
    const size = Math.min(count, JUDGING_DEFAULTS.maxHolds - mineHeld);
    const target = settings.targetReviews;
    const teamOf = new Map(snap.eligible.map((s) => [s.id, s.teamId]));
    // Every judge's conflicts: the spread of extra reviews asks which submissions some judge can still take.
    const conflicts = snap.conflicts.flatMap((c) =>
      snap.eligible.filter((s) => s.teamId === c.teamId).map((s) => ({ judgeId: c.judgeId, submissionId: s.id })),
    );
    // Once every submission has the target: stop there (stop_at_target), or spread extra reviews, the
    // ranking's uncertainty choosing among the least reviewed.
    const done = new Map<number, number>();
    for (const r of snap.reviews) done.set(r.submissionId, (done.get(r.submissionId) ?? 0) + 1);
    const covered = snap.eligible.every((s) => (done.get(s.id) ?? 0) >= target);
    if (covered && settings.stopAtTarget) return { assigned: [], exhausted: true, complete: true };
    const ranking = covered
      ? rankQuick(
          snap.reviews,
          snap.eligible.map((s) => s.id),
        )
      : null;
    const picks = queueFor(
      { id: judgeId, categories: await judgeCategories(tx, eventId, judgeId) },
      {
        submissions: snap.eligible.map((s) => ({ id: s.id, category: s.category })),
        target,
        reviews: snap.reviews,
        skips: snap.skips,
        holds: snap.holds,
        conflicts,
        ranking,
        prizeBoundaries: prizeBoundaries(snap.eligible),
        extraReviews: !settings.stopAtTarget,
        judges: await editionJudges(tx, eventId, judgeId),
      },
      size,
    );
    const expiresAt = new Date(now.getTime() + settings.holdMinutes * 60_000);
    const holds = new Map<number, { phase: Phase; expiresAt: Date }>();
    for (const pick of picks) {
      const submissionId = pick.submissionId as number;
      const values = { phase: pick.phase, assignedAt: now, expiresAt, doneAt: null, skippedAt: null, skipReason: null };
      await tx
        .insert(judgeAssignments)
        .values({ judgeId, submissionId, ...values })
        .onConflictDoUpdate({ target: [judgeAssignments.judgeId, judgeAssignments.submissionId], set: values });
      holds.set(submissionId, { phase: pick.phase, expiresAt });
    }
    if (picks.length) {
      await writeAudit(
        tx,
        judgeId,
        'judge.assign',
        `user:${judgeId}`,
        {
          submissions: picks.map((p) => ({
            id: p.submissionId,
            team: teamOf.get(p.submissionId as number),
            phase: p.phase,
          })),
        },
        eventId,
      );
    }
    return {
      assigned: await describe(tx, eventId, judgeId, [...holds.keys()], holds, policy),
      exhausted: picks.length < size,
      complete: false,
    };
  });
}

/**
 * A submission of the edition the judge holds (or held) or reviewed: 404 for others (another edition's
 * too), 403 with a conflict.
 */
async function requireAssigned(tx: Tx, eventId: number, judgeId: number, submissionId: number) {
  const [sub] = await tx
    .select({ teamId: submissions.teamId })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.eventId, eventId)));
  if (!sub) throw notFound('Submission not found');
  if (await hasConflict(tx, eventId, judgeId, sub.teamId)) throw forbidden(JUDGING_MESSAGES.conflicted);
  const [assignment] = await tx
    .select()
    .from(judgeAssignments)
    .where(and(eq(judgeAssignments.judgeId, judgeId), eq(judgeAssignments.submissionId, submissionId)));
  const [evaluation] = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(and(eq(evaluations.judgeId, judgeId), eq(evaluations.submissionId, submissionId)));
  return { assignment: assignment ?? null, evaluated: !!evaluation };
}

export async function judgeSubmission(
  tx: Tx,
  eventId: number,
  judgeId: number,
  submissionId: number,
  policy?: RepoPolicy,
): Promise<JudgeSubmission> {
  const { assignment, evaluated } = await requireAssigned(tx, eventId, judgeId, submissionId);
  if (!assignment && !evaluated) throw notFound('Submission not found');
  const live = assignment && !assignment.doneAt && !assignment.skippedAt && assignment.expiresAt > new Date();
  const holds = new Map([
    [submissionId, { phase: assignment?.phase ?? null, expiresAt: live ? assignment.expiresAt : null }],
  ]);
  return (await describe(tx, eventId, judgeId, [submissionId], holds, policy))[0]!;
}

export async function skipSubmission(
  db: Db,
  eventId: number,
  judgeId: number,
  submissionId: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const settings = await loadSettings(tx, eventId);
    if (settings.state !== 'open') throw conflict(JUDGING_MESSAGES.notOpen);
    const { assignment } = await requireAssigned(tx, eventId, judgeId, submissionId);
    if (!assignment || assignment.doneAt) throw conflict(JUDGING_MESSAGES.notAssigned);
    await tx
      .update(judgeAssignments)
      .set({ skippedAt: new Date(), skipReason: reason })
      .where(eq(judgeAssignments.id, assignment.id));
    await writeAudit(tx, judgeId, 'judge.skip', `submission:${submissionId}`, { reason }, eventId);
  });
}

/** A judge's review: only of a submission handed to them, or their own earlier review (revision). */
export async function judgeEvaluate(
  db: Db,
  eventId: number,
  judgeId: number,
  submissionId: number,
  input: { scores: JudgeEvaluation['scores']; notes: string },
  publicUrl: string,
  policy?: RepoPolicy,
): Promise<JudgeSubmission> {
  return db.transaction(async (tx) => {
    const settings = await loadSettings(tx, eventId);
    if (settings.state === 'closed') throw conflict(JUDGING_MESSAGES.closed);
    if (settings.state !== 'open') throw conflict(JUDGING_MESSAGES.notOpen);
    const { assignment, evaluated } = await requireAssigned(tx, eventId, judgeId, submissionId);
    if (!evaluated && (!assignment || assignment.skippedAt)) throw conflict(JUDGING_MESSAGES.notAssigned);
    await saveEvaluation(tx, judgeId, submissionId, input, publicUrl);
    return judgeSubmission(tx, eventId, judgeId, submissionId, policy);
  });
}

/** The judge's evaluations of the edition's submissions (an archived edition's too: they stay readable). */
export async function myEvaluations(tx: Tx, eventId: number, judgeId: number): Promise<MyEvaluations> {
  const settings = await loadSettings(tx, eventId);
  const conflicted = new Set((await loadConflicts(tx, eventId, { judgeId })).map((c) => c.teamId));
  const rubrics = await loadRubrics(tx, eventId);
  const found = await tx
    .select({
      e: evaluations,
      teamId: teams.id,
      teamName: teams.name,
      problemTitle: problems.title,
      problemId: submissions.problemId,
    })
    .from(evaluations)
    .innerJoin(submissions, eq(submissions.id, evaluations.submissionId))
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(and(eq(evaluations.judgeId, judgeId), eq(submissions.eventId, eventId)))
    .orderBy(sql`${evaluations.updatedAt} desc`);
  return {
    state: settings.state,
    canRevise: settings.state === 'open',
    evaluations: found.map((r) => ({
      ...toJudgeEvaluation(r.e, rubrics, r.problemId),
      submissionId: r.e.submissionId,
      teamName: r.teamName,
      problemTitle: r.problemTitle,
      conflicted: conflicted.has(r.teamId),
      rubric: rubrics.of(r.problemId),
    })),
  };
}
