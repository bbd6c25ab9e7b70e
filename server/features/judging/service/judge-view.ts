// What a judge sees of a submission (the queue, a hand-out, their own evaluations): the project, its
// challenge, the judge's own evaluation under the rubric it was scored with, and their hold on it.
import { and, eq, inArray } from 'drizzle-orm';
import type { JudgeEvaluation, JudgeSubmission } from '@shared/schemas/judging';
import type { SubmissionStatus } from '@shared/constants';
import type { Tx } from '../../../db/client';
import { evaluations, problems, submissions, teams } from '../../../db/schema';
import { iso, isoOrNull } from '../../../lib/sql';
import { pinOf, type RepoPolicy } from '../../submissions/index';
import { loadRubrics, type Rubrics, storedScores } from './rubric';

export type Phase = 'coverage' | 'uncertainty';

/** Submissions as a judge sees them, with their own evaluation and hold. */
export async function describe(
  tx: Tx,
  eventId: number,
  judgeId: number,
  ids: number[],
  holds: Map<number, { phase: Phase | null; expiresAt: Date | null }>,
  policy?: RepoPolicy,
): Promise<JudgeSubmission[]> {
  if (ids.length === 0) return [];
  const rubrics = await loadRubrics(tx, eventId);
  const found = await tx
    .select({
      id: submissions.id,
      teamName: teams.name,
      problemId: submissions.problemId,
      problemTitle: problems.title,
      category: problems.category,
      githubUrl: submissions.githubUrl,
      demoUrl: submissions.demoUrl,
      description: submissions.description,
      techStack: submissions.techStack,
      status: submissions.status,
    })
    .from(submissions)
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(inArray(submissions.id, ids));
  const byId = new Map(found.map((s) => [s.id, s]));
  // The commit as pinned at the deadline, for all of them in one query: what the judge is to judge.
  const pins = await pinOf(tx, ids, policy);
  const mine = new Map(
    (
      await tx
        .select()
        .from(evaluations)
        .where(and(eq(evaluations.judgeId, judgeId), inArray(evaluations.submissionId, ids)))
    ).map((e) => [e.submissionId, toJudgeEvaluation(e, rubrics, byId.get(e.submissionId)?.problemId ?? null)]),
  );
  return ids
    .filter((id) => byId.has(id))
    .map((id) => {
      const s = byId.get(id)!;
      const hold = holds.get(id);
      return {
        submissionId: s.id,
        teamName: s.teamName,
        problemId: s.problemId,
        problemTitle: s.problemTitle,
        category: s.category ?? null,
        githubUrl: s.githubUrl,
        pinned: pins.get(id) ?? null,
        demoUrl: s.demoUrl,
        description: s.description,
        techStack: s.techStack,
        status: s.status as SubmissionStatus,
        phase: hold?.phase ?? null,
        heldUntil: isoOrNull(hold?.expiresAt ?? null),
        mine: mine.get(id) ?? null,
        rubric: rubrics.of(s.problemId),
      };
    });
}

export function toJudgeEvaluation(
  e: typeof evaluations.$inferSelect,
  rubrics: Rubrics,
  problemId: number | null,
): JudgeEvaluation {
  return {
    scores: storedScores(e),
    average: rubrics.score(e, problemId),
    notes: e.notes,
    updatedAt: iso(e.updatedAt),
  };
}
