// The organizers' challenge editor (issue 23): create, edit, retire/restore, delete an unchosen one and
// reorder, each in one transaction with its audit row (before and after). A challenge teams chose is
// retired, never deleted: its teams, submissions and winners keep pointing at it. An archived edition
// refuses every change (assertOpen). The public lists read the same table and hide retired challenges.
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import {
  type AdminChallenge,
  CHALLENGE_MESSAGES,
  challengeRubric,
  type CreateChallengeInput,
  evaluationMismatch,
  slugFromTitle,
  type UpdateChallenge,
} from '@shared/schemas/challenges';
import type { Db, Tx } from '../../db/client';
import { problems, submissions, teams } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { scoringChanged } from '@shared/schemas/event-settings';
import { assertOpen, evaluationCount, lockEvent, type EventRow } from '../events/index';
import { categoriesOf, rubricOf } from '../events/index';
import { CATEGORY_MESSAGES } from '@shared/schemas/categories';
import { syncChallengePrize } from './prizes';
import { amountInCurrency } from '@shared/prize-pool';

type ProblemRow = typeof problems.$inferSelect;

function toAdmin(row: ProblemRow, teamCount: number, submissionCount: number): AdminChallenge {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    description: row.description,
    difficulty: row.difficulty,
    prize: row.prize,
    color: row.color === 'green' || row.color === 'pink' ? row.color : 'blue',
    teams: teamCount,
    longDescription: row.longDescription,
    requirements: row.requirements,
    resources: row.resources,
    timeline: row.timeline,
    evaluation: row.evaluation,
    faqs: row.faqs,
    active: row.active,
    sortOrder: row.sortOrder,
    submissions: submissionCount,
  };
}

/** Every challenge of the edition, retired ones too, in display order, with who chose it. */
export async function listAdminChallenges(db: Tx, eventId: number): Promise<AdminChallenge[]> {
  const rows = await db
    .select()
    .from(problems)
    .where(eq(problems.eventId, eventId))
    .orderBy(asc(problems.sortOrder), asc(problems.id));
  const teamCounts = await db
    .select({ problemId: teams.problemId, n: count() })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), sql`${teams.status} <> 'rejected'`))
    .groupBy(teams.problemId);
  const subCounts = await db
    .select({ problemId: submissions.problemId, n: count() })
    .from(submissions)
    .where(eq(submissions.eventId, eventId))
    .groupBy(submissions.problemId);
  const n = (list: { problemId: number | null; n: number }[], id: number) =>
    Number(list.find((c) => c.problemId === id)?.n ?? 0);
  return rows.map((r) => toAdmin(r, n(teamCounts, r.id), n(subCounts, r.id)));
}

async function oneChallenge(tx: Tx, id: number): Promise<AdminChallenge> {
  const [row] = await tx.select().from(problems).where(eq(problems.id, id));
  if (!row) throw notFound(CHALLENGE_MESSAGES.notFound);
  return (await listAdminChallenges(tx, row.eventId)).find((c) => c.id === id)!;
}

/** The evaluation must weigh the edition's own criteria (or be empty): 400 naming `evaluation`. */
function checkEvaluation(ev: EventRow, evaluation: CreateChallengeInput['evaluation'] | undefined) {
  if (!evaluation) return;
  const why = evaluationMismatch(rubricOf(ev.rubric), evaluation);
  if (why) throw badRequest(why, { evaluation: why });
}

/** A challenge belongs to one of its edition's categories: 400 naming `category` otherwise. */
function checkCategory(ev: EventRow, category: string | undefined) {
  if (category === undefined) return;
  if (!categoriesOf(ev.categories).some((c) => c.key === category))
    throw badRequest(CATEGORY_MESSAGES.unknown, { category: CATEGORY_MESSAGES.unknown });
}

/** A free slug of the edition: the title's, then -2, -3 … */
async function freeSlug(tx: Tx, eventId: number, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: problems.slug })
        .from(problems)
        .where(and(eq(problems.eventId, eventId), sql`${problems.slug} like ${`${base}%`}`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

function slugTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw conflict(CHALLENGE_MESSAGES.slugTaken, { slug: CHALLENGE_MESSAGES.slugTaken });
  throw err;
}

export async function createChallenge(
  db: Db,
  eventId: number,
  actorId: number,
  input: CreateChallengeInput,
): Promise<AdminChallenge> {
  return db
    .transaction(async (tx) => {
      // Locked: two organizers adding at once get distinct places at the end and a consistent prize list.
      const ev = await lockEvent(tx, eventId);
      assertOpen(ev);
      checkCategory(ev, input.category);
      checkEvaluation(ev, input.evaluation);
      const slug = input.slug ?? (await freeSlug(tx, eventId, slugFromTitle(input.title)));
      const [{ last }] = (await tx
        .select({ last: max(problems.sortOrder) })
        .from(problems)
        .where(eq(problems.eventId, eventId))) as [{ last: number | null }];
      const [row] = await tx
        .insert(problems)
        .values({
          ...input,
          // A bare figure ("3000") is written in the edition's currency, as on the Prizes list.
          prize: amountInCurrency(input.prize, ev.prizeCurrency),
          slug,
          eventId,
          sortOrder: (last ?? -1) + 1,
        })
        .returning();
      await syncChallengePrize(tx, ev, null, row!, actorId);
      const after = await oneChallenge(tx, row!.id);
      await writeAudit(tx, actorId, 'problem.create', `problem:${row!.id}`, { after }, eventId);
      return after;
    })
    .catch(slugTaken);
}

export async function updateChallenge(
  db: Db,
  id: number,
  actorId: number,
  patch: UpdateChallenge,
): Promise<AdminChallenge> {
  return db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(problems).where(eq(problems.id, id));
      if (!current) throw notFound(CHALLENGE_MESSAGES.notFound);
      const ev = await lockEvent(tx, current.eventId);
      assertOpen(ev);
      checkCategory(ev, patch.category);
      checkEvaluation(ev, patch.evaluation);
      if (patch.evaluation) {
        const rubric = rubricOf(ev.rubric);
        if (scoringChanged(challengeRubric(rubric, current.evaluation), challengeRubric(rubric, patch.evaluation))) {
          const scored = await evaluationCount(tx, eq(submissions.problemId, id));
          if (scored > 0) {
            const why = CHALLENGE_MESSAGES.weightsScored(scored);
            throw new AppError(409, why, { evaluation: why });
          }
        }
      }
      const before = await oneChallenge(tx, id);
      const set =
        patch.prize === undefined ? patch : { ...patch, prize: amountInCurrency(patch.prize, ev.prizeCurrency) };
      const [row] = await tx.update(problems).set(set).where(eq(problems.id, id)).returning();
      await syncChallengePrize(tx, ev, current, row!, actorId);
      const after = await oneChallenge(tx, id);
      const action =
        patch.active === false && current.active
          ? 'problem.retire'
          : patch.active === true && !current.active
            ? 'problem.restore'
            : 'problem.update';
      await writeAudit(tx, actorId, action, `problem:${id}`, { before, after }, current.eventId);
      return after;
    })
    .catch(slugTaken);
}

/** Deletes a challenge no team and no submission chose; a chosen one answers 409 (retire it instead). */
export async function deleteChallenge(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(problems).where(eq(problems.id, id));
    if (!current) throw notFound(CHALLENGE_MESSAGES.notFound);
    const ev = await lockEvent(tx, current.eventId);
    assertOpen(ev);
    const before = await oneChallenge(tx, id);
    const [chosen] = await tx.select({ n: count() }).from(teams).where(eq(teams.problemId, id));
    if (before.submissions > 0 || Number(chosen?.n ?? 0) > 0) throw conflict(CHALLENGE_MESSAGES.chosen);
    await tx.delete(problems).where(eq(problems.id, id));
    await syncChallengePrize(tx, ev, current, null, actorId);
    await writeAudit(tx, actorId, 'problem.delete', `problem:${id}`, { before }, current.eventId);
  });
}

/** Puts the edition's challenges in the order given: every id of the edition once (400 naming `ids` else). */
export async function reorderChallenges(
  db: Db,
  eventId: number,
  actorId: number,
  ids: number[],
): Promise<AdminChallenge[]> {
  return db.transaction(async (tx) => {
    assertOpen(await lockEvent(tx, eventId));
    const rows = await tx
      .select({ id: problems.id, sortOrder: problems.sortOrder })
      .from(problems)
      .where(eq(problems.eventId, eventId))
      .orderBy(asc(problems.sortOrder), asc(problems.id));
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== rows.length || ids.some((i) => !known.has(i))) {
      throw badRequest(CHALLENGE_MESSAGES.order, { ids: CHALLENGE_MESSAGES.order });
    }
    // One statement: the new place of each id.
    if (ids.length > 0) {
      const cases = sql.join(
        ids.map((pid, i) => sql`when ${pid}::int then ${i}::int`),
        sql` `,
      );
      await tx
        .update(problems)
        .set({ sortOrder: sql`case ${problems.id} ${cases} end` })
        .where(and(eq(problems.eventId, eventId), inArray(problems.id, ids)));
    }
    await writeAudit(
      tx,
      actorId,
      'problem.reorder',
      'problems',
      { before: rows.map((r) => r.id), after: ids },
      eventId,
    );
    return listAdminChallenges(tx, eventId);
  });
}
