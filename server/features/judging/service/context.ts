// What every judging computation reads: the settings row, the submissions in the running, the effective
// conflicts (stored ones and same-organisation mail domains) and the evaluations that count. Everything
// here is of one edition (DESIGN D13), given by the caller: its submissions, teams and judges only.
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { type ConflictSource, type JudgingSettings, organisationDomain } from '@shared/schemas/judging';
import type { Tx } from '../../../db/client';
import {
  evaluations,
  judgeConflicts,
  judges,
  judgingSettings,
  problems,
  submissions,
  teamMembers,
  teams,
  users,
} from '../../../db/schema';
import { isoOrNull } from '../../../lib/sql';
import { loadRubrics } from './rubric';

export type SettingsRow = typeof judgingSettings.$inferSelect;

/**
 * The edition's settings row; `lock` takes it FOR UPDATE (hand-outs and state changes of the edition are
 * serialised on it).
 */
export async function loadSettings(tx: Tx, eventId: number, lock = false): Promise<SettingsRow> {
  const q = tx.select().from(judgingSettings).where(eq(judgingSettings.eventId, eventId));
  const [row] = lock ? await q.for('update') : await q;
  if (row) return row;
  // The seed and the creation of an edition insert it; an edition made otherwise gets the defaults here.
  await tx.insert(judgingSettings).values({ eventId }).onConflictDoNothing();
  return loadSettings(tx, eventId, lock);
}

export const toSettings = (r: SettingsRow): JudgingSettings => ({
  state: r.state,
  targetReviews: r.targetReviews,
  holdMinutes: r.holdMinutes,
  stopAtTarget: r.stopAtTarget,
  openedEarly: r.openedEarly,
  openedAt: isoOrNull(r.openedAt),
  closedAt: isoOrNull(r.closedAt),
});

export interface EligibleSubmission {
  id: number;
  teamId: number;
  teamName: string;
  problemId: number | null;
  problemTitle: string | null;
  category: string | null;
}

/** The edition's submissions in the running: of approved teams, submitted and not rejected. */
export const eligible = (eventId: number) =>
  sql`${submissions.eventId} = ${eventId} and ${teams.status} = 'approved' and ${submissions.status} in ('submitted', 'under_review', 'accepted')`;

export async function eligibleSubmissions(tx: Tx, eventId: number): Promise<EligibleSubmission[]> {
  return tx
    .select({
      id: submissions.id,
      teamId: submissions.teamId,
      teamName: teams.name,
      problemId: submissions.problemId,
      problemTitle: problems.title,
      category: problems.category,
    })
    .from(submissions)
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(eligible(eventId))
    .orderBy(submissions.id);
}

export interface ConflictRow {
  judgeId: number;
  teamId: number;
  source: ConflictSource;
  reason: string;
  createdAt: Date | null;
}

/**
 * The conflicts in force: stored ones not removed, plus a conflict for every team with a member whose
 * mail domain is a judge's organisation domain (computed now, so members who joined later count), unless
 * a stored row for that pair decides otherwise (an admin's dismissal). Judges are the `judges` rows and
 * every admin (admins evaluate through the spec's dialog). Only the edition's teams and judges count
 * (a conflict is with a team, and teams belong to one edition). `judgeId`/`teamId` narrow the answer.
 */
export async function loadConflicts(
  tx: Tx,
  eventId: number,
  only: { judgeId?: number; teamId?: number } = {},
): Promise<ConflictRow[]> {
  const stored = await tx
    .select(getTableColumns(judgeConflicts))
    .from(judgeConflicts)
    .innerJoin(teams, eq(teams.id, judgeConflicts.teamId))
    .where(
      and(
        eq(teams.eventId, eventId),
        only.judgeId ? eq(judgeConflicts.judgeId, only.judgeId) : undefined,
        only.teamId ? eq(judgeConflicts.teamId, only.teamId) : undefined,
      ),
    );
  const decided = new Set(stored.map((r) => `${r.judgeId}:${r.teamId}`));
  const result: ConflictRow[] = stored
    .filter((r) => r.removed === null)
    .map((r) => ({ judgeId: r.judgeId, teamId: r.teamId, source: r.source, reason: r.reason, createdAt: r.createdAt }));

  const judgeRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .leftJoin(judges, and(eq(judges.userId, users.id), eq(judges.eventId, eventId)))
    .where(
      and(
        or(
          eq(users.role, 'admin'),
          sql`${judges.userId} is not null`,
          // A judge removed from the edition keeps their evaluations, so their conflicts still count.
          sql`exists (select 1 from ${evaluations} join ${submissions} on ${submissions.id} = ${evaluations.submissionId}
            where ${evaluations.judgeId} = ${users.id} and ${submissions.eventId} = ${eventId})`,
        ),
        only.judgeId ? eq(users.id, only.judgeId) : undefined,
      ),
    );
  const byDomain = new Map<string, number[]>();
  for (const j of judgeRows) {
    const domain = organisationDomain(j.email);
    if (domain) byDomain.set(domain, [...(byDomain.get(domain) ?? []), j.id]);
  }
  if (byDomain.size === 0) return result;
  const domain = sql<string>`split_part(lower(${users.email}), '@', 2)`;
  const members = await tx
    .selectDistinct({ teamId: teamMembers.teamId, domain })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.eventId, eventId),
        inArray(domain, [...byDomain.keys()]),
        only.teamId ? eq(teamMembers.teamId, only.teamId) : undefined,
      ),
    );
  for (const m of members) {
    for (const judgeId of byDomain.get(m.domain) ?? []) {
      const key = `${judgeId}:${m.teamId}`;
      if (decided.has(key)) continue;
      decided.add(key);
      result.push({
        judgeId,
        teamId: m.teamId,
        source: 'domain',
        reason: `Same mail domain (${m.domain})`,
        createdAt: null,
      });
    }
  }
  return result;
}

export async function hasConflict(tx: Tx, eventId: number, judgeId: number, teamId: number): Promise<boolean> {
  return (await loadConflicts(tx, eventId, { judgeId, teamId })).length > 0;
}

export interface CountedEvaluation {
  submissionId: number;
  judgeId: number;
  score: number;
}

/**
 * Evaluations of submissions in the running that count: a conflicted judge's evaluation stays stored
 * (and in the audit log) but leaves the ranking.
 */
export async function countedEvaluations(
  tx: Tx,
  eventId: number,
  inRunning: EligibleSubmission[],
  conflicts: ConflictRow[],
): Promise<CountedEvaluation[]> {
  if (inRunning.length === 0) return [];
  const teamOf = new Map(inRunning.map((s) => [s.id, s.teamId]));
  const problemOf = new Map(inRunning.map((s) => [s.id, s.problemId]));
  const rubrics = await loadRubrics(tx, eventId);
  const conflicted = new Set(conflicts.map((c) => `${c.judgeId}:${c.teamId}`));
  // Only what the score needs: every column of the three tables (notes, descriptions, links) made this the
  // largest read of a ranking (issue 32).
  const found = await tx
    .select({
      submissionId: evaluations.submissionId,
      judgeId: evaluations.judgeId,
      scores: evaluations.scores,
      innovation: evaluations.innovation,
      technicalExecution: evaluations.technicalExecution,
      userExperience: evaluations.userExperience,
      presentation: evaluations.presentation,
      impact: evaluations.impact,
    })
    .from(evaluations)
    .innerJoin(submissions, eq(submissions.id, evaluations.submissionId))
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .where(eligible(eventId))
    .orderBy(evaluations.submissionId, evaluations.judgeId);
  return (
    found
      .filter((e) => teamOf.has(e.submissionId) && !conflicted.has(`${e.judgeId}:${teamOf.get(e.submissionId)}`))
      // The final score: the weighted mean under the submission's challenge's criteria (equal weights, the
      // demo's, give the spec's plain average of the five).
      .map((e) => ({
        submissionId: e.submissionId,
        judgeId: e.judgeId,
        score: rubrics.score(e, problemOf.get(e.submissionId) ?? null),
      }))
  );
}

/**
 * The edition's submissions in the running, the conflicts in force and the evaluations that count: what
 * both the ranking (ranking.ts) and coverage (coverage.ts) start from.
 */
export async function reviewsInRunning(tx: Tx, eventId: number) {
  const eligible = await eligibleSubmissions(tx, eventId);
  const conflicts = await loadConflicts(tx, eventId);
  const reviews = await countedEvaluations(tx, eventId, eligible, conflicts);
  return { eligible, conflicts, reviews };
}

/** A user's judges row of the edition (a `judge` account, or an admin marked as judge); null when none. */
export async function judgeRow(tx: Tx, eventId: number, userId: number) {
  const [row] = await tx
    .select({ userId: judges.userId, categories: judges.categories, problemIds: judges.problemIds })
    .from(judges)
    .where(and(eq(judges.eventId, eventId), eq(judges.userId, userId)));
  return row ?? null;
}

/** Categories a judge knows in the edition: their own, and those of the challenges they know. */
export async function judgeCategories(tx: Tx, eventId: number, userId: number): Promise<string[]> {
  const row = await judgeRow(tx, eventId, userId);
  if (!row) return [];
  const fromProblems = row.problemIds.length
    ? await tx.select({ category: problems.category }).from(problems).where(inArray(problems.id, row.problemIds))
    : [];
  return [...new Set([...row.categories, ...fromProblems.map((p) => p.category)])];
}
