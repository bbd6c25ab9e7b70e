// Conflicts of interest: a judge declares teams they are close to, admins add or remove conflicts, and
// same-organisation mail domains add them automatically (context.ts). A conflict releases the judge's
// hold on the team's submissions at once. Conflicts are with teams, so each belongs to the team's edition;
// every call here works in one edition (its teams, its judges).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Conflict, ConflictSource, JudgeTeamList } from '@shared/schemas/judging';
import type { Db, Tx } from '../../../db/client';
import { judgeAssignments, judgeConflicts, judges, problems, submissions, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { isoOrNull } from '../../../lib/sql';
import { loadConflicts, type ConflictRow } from './context';

async function named(tx: Tx, rows: ConflictRow[]): Promise<Conflict[]> {
  if (rows.length === 0) return [];
  const judgeNames = new Map(
    (
      await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.judgeId))]))
    ).map((u) => [u.id, u.name]),
  );
  const teamNames = new Map(
    (
      await tx
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(inArray(teams.id, [...new Set(rows.map((r) => r.teamId))]))
    ).map((t) => [t.id, t.name]),
  );
  return rows
    .map((r) => ({
      judgeId: r.judgeId,
      judgeName: judgeNames.get(r.judgeId) ?? '',
      teamId: r.teamId,
      teamName: teamNames.get(r.teamId) ?? '',
      source: r.source,
      reason: r.reason,
      createdAt: isoOrNull(r.createdAt),
    }))
    .sort((a, b) => a.judgeName.localeCompare(b.judgeName) || a.teamName.localeCompare(b.teamName));
}

export async function listConflicts(tx: Tx, eventId: number, judgeId?: number): Promise<Conflict[]> {
  return named(tx, await loadConflicts(tx, eventId, judgeId ? { judgeId } : {}));
}

async function requireTeam(tx: Tx, eventId: number, teamId: number) {
  const [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)));
  if (!team) throw notFound('Team not found');
}

async function releaseHolds(tx: Tx, judgeId: number, teamId: number) {
  const ids = tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.teamId, teamId));
  await tx
    .update(judgeAssignments)
    .set({ expiresAt: new Date() })
    .where(
      and(
        eq(judgeAssignments.judgeId, judgeId),
        inArray(judgeAssignments.submissionId, ids),
        isNull(judgeAssignments.doneAt),
      ),
    );
}

/** Records a conflict (declared by the judge or added by an admin); adding it again updates the reason. */
export async function addConflict(
  db: Db,
  eventId: number,
  actorId: number,
  input: { judgeId: number; teamId: number; reason: string },
  source: Extract<ConflictSource, 'declared' | 'admin'>,
): Promise<Conflict> {
  return db.transaction(async (tx) => {
    // The edition's judges, and admins (who evaluate through the spec's dialog).
    const [judge] = await tx
      .select({ role: users.role, judge: judges.userId })
      .from(users)
      .leftJoin(judges, and(eq(judges.userId, users.id), eq(judges.eventId, eventId)))
      .where(eq(users.id, input.judgeId));
    if (!judge || (judge.role !== 'admin' && judge.judge === null)) throw notFound('Judge not found');
    await requireTeam(tx, eventId, input.teamId);
    const values = { source, reason: input.reason, removed: null, createdBy: actorId, createdAt: new Date() };
    await tx
      .insert(judgeConflicts)
      .values({ judgeId: input.judgeId, teamId: input.teamId, ...values })
      .onConflictDoUpdate({ target: [judgeConflicts.judgeId, judgeConflicts.teamId], set: values });
    await releaseHolds(tx, input.judgeId, input.teamId);
    await writeAudit(
      tx,
      actorId,
      `judge.conflict.${source}`,
      `team:${input.teamId}`,
      { judgeId: input.judgeId, reason: input.reason },
      eventId,
    );
    const found = await loadConflicts(tx, eventId, { judgeId: input.judgeId, teamId: input.teamId });
    return (await named(tx, found))[0]!;
  });
}

/** An admin removes a conflict; for an automatic one, the dismissal is remembered. */
export async function removeConflict(
  db: Db,
  eventId: number,
  actorId: number,
  judgeId: number,
  teamId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await loadConflicts(tx, eventId, { judgeId, teamId });
    if (!current) throw notFound('Conflict not found');
    const removed = new Date();
    await tx
      .insert(judgeConflicts)
      .values({ judgeId, teamId, source: current.source, reason: current.reason, removed, createdBy: actorId })
      .onConflictDoUpdate({ target: [judgeConflicts.judgeId, judgeConflicts.teamId], set: { removed } });
    await writeAudit(
      tx,
      actorId,
      'judge.conflict.remove',
      `team:${teamId}`,
      { judgeId, source: current.source },
      eventId,
    );
  });
}

/** The edition's teams a judge may declare a conflict with, and the conflicts they have. */
export async function teamsForJudge(tx: Tx, eventId: number, judgeId: number): Promise<JudgeTeamList> {
  const mine = new Map((await loadConflicts(tx, eventId, { judgeId })).map((c) => [c.teamId, c.source]));
  const list = await tx
    .select({ id: teams.id, name: teams.name, problemTitle: problems.title })
    .from(teams)
    .leftJoin(problems, eq(problems.id, teams.problemId))
    .where(and(eq(teams.eventId, eventId), eq(teams.status, 'approved')))
    .orderBy(teams.name);
  return { teams: list.map((t) => ({ ...t, conflict: mine.get(t.id) ?? null })) };
}
