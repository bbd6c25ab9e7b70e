// CSV exports for admins (issue 11): raw evaluations (conflicted ones flagged, not hidden), every
// hand-out with its outcome, and the conflicts (in force and removed); each of one edition.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { JudgingExport } from '@shared/schemas/judging';
import type { Tx } from '../../../db/client';
import { evaluations, judgeAssignments, judgeConflicts, problems, submissions, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { toCsv, type Cell } from '../../../lib/csv';
import { loadConflicts } from './context';
import { listConflicts } from './conflicts';
import { loadRubrics } from './rubric';

async function evaluationsCsv(tx: Tx, eventId: number): Promise<[string[], Cell[][]]> {
  const conflicted = new Set((await loadConflicts(tx, eventId)).map((c) => `${c.judgeId}:${c.teamId}`));
  const rubrics = await loadRubrics(tx, eventId);
  const found = await tx
    .select({
      e: evaluations,
      problemId: submissions.problemId,
      teamId: teams.id,
      team: teams.name,
      problem: problems.title,
      judge: users.name,
      email: users.email,
    })
    .from(evaluations)
    .innerJoin(submissions, eq(submissions.id, evaluations.submissionId))
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .leftJoin(users, eq(users.id, evaluations.judgeId))
    .where(eq(submissions.eventId, eventId))
    .orderBy(evaluations.submissionId, evaluations.judgeId);
  return [
    [
      'submission_id',
      'team',
      'challenge',
      'judge_id',
      'judge',
      'judge_email',
      'innovation',
      'technical_execution',
      'user_experience',
      'presentation',
      'impact',
      'average',
      'counts',
      'notes',
      'created_at',
      'updated_at',
    ],
    found.map(({ e, ...r }) => [
      e.submissionId,
      r.team,
      r.problem,
      e.judgeId,
      r.judge,
      r.email,
      e.innovation,
      e.technicalExecution,
      e.userExperience,
      e.presentation,
      e.impact,
      // The final score under the edition's rubric (the five columns are empty for another rubric).
      rubrics.score(e, r.problemId),
      !conflicted.has(`${e.judgeId}:${r.teamId}`),
      e.notes,
      e.createdAt,
      e.updatedAt,
    ]),
  ];
}

async function assignmentsCsv(tx: Tx, eventId: number): Promise<[string[], Cell[][]]> {
  const now = new Date();
  const found = await tx
    .select({ a: judgeAssignments, judge: users.name, team: teams.name })
    .from(judgeAssignments)
    .innerJoin(submissions, eq(submissions.id, judgeAssignments.submissionId))
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .leftJoin(users, eq(users.id, judgeAssignments.judgeId))
    .where(eq(submissions.eventId, eventId))
    .orderBy(judgeAssignments.assignedAt, judgeAssignments.id);
  const outcome = (a: typeof judgeAssignments.$inferSelect) =>
    a.doneAt ? 'reviewed' : a.skippedAt ? 'skipped' : a.expiresAt > now ? 'held' : 'lapsed';
  return [
    [
      'judge_id',
      'judge',
      'submission_id',
      'team',
      'phase',
      'outcome',
      'assigned_at',
      'expires_at',
      'done_at',
      'skipped_at',
      'skip_reason',
    ],
    found.map(({ a, judge, team }) => [
      a.judgeId,
      judge,
      a.submissionId,
      team,
      a.phase,
      outcome(a),
      a.assignedAt,
      a.expiresAt,
      a.doneAt,
      a.skippedAt,
      a.skipReason,
    ]),
  ];
}

async function conflictsCsv(tx: Tx, eventId: number): Promise<[string[], Cell[][]]> {
  const active = await listConflicts(tx, eventId);
  const removed = await tx
    .select({ c: judgeConflicts, judge: users.name, team: teams.name })
    .from(judgeConflicts)
    .innerJoin(teams, eq(teams.id, judgeConflicts.teamId))
    .leftJoin(users, eq(users.id, judgeConflicts.judgeId))
    .where(and(eq(teams.eventId, eventId), isNotNull(judgeConflicts.removed)));
  return [
    ['judge_id', 'judge', 'team_id', 'team', 'source', 'reason', 'in_force', 'created_at', 'removed_at'],
    [
      ...active.map((c) => [c.judgeId, c.judgeName, c.teamId, c.teamName, c.source, c.reason, true, c.createdAt, null]),
      ...removed.map(({ c, judge, team }) => [
        c.judgeId,
        judge,
        c.teamId,
        team,
        c.source,
        c.reason,
        false,
        c.createdAt,
        c.removed,
      ]),
    ],
  ];
}

export async function judgingExport(
  tx: Tx,
  eventId: number,
  actorId: number,
  kind: JudgingExport,
): Promise<{ filename: string; csv: string }> {
  const [header, body] =
    kind === 'evaluations'
      ? await evaluationsCsv(tx, eventId)
      : kind === 'assignments'
        ? await assignmentsCsv(tx, eventId)
        : await conflictsCsv(tx, eventId);
  await writeAudit(tx, actorId, 'judging.export', 'judging', { kind, rows: body.length }, eventId);
  const date = new Date().toISOString().slice(0, 10);
  return { filename: `judging-${kind}-${date}.csv`, csv: toCsv(header, body) };
}
