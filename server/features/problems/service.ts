// Reads of the challenge table for the public site and the forms. Team counts are live: one grouped
// subquery joined to the challenges, so a list costs one query whatever its length.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  PROBLEM_NOT_FOUND,
  type ProblemCard,
  type ProblemDetail,
  type ProblemListQuery,
  type ProblemOption,
} from '@shared/schemas/problems';
import type { Tx } from '../../db/client';
import { problems, teams } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { publicEvaluation } from '@shared/schemas/challenges';
import { categoriesOf, loadEvent, PLACED_TEAM_STATUSES, prizesOf, rubricOf } from '../events/index';

const UNKNOWN_CATEGORY = 'Unknown category';
import { challengePrizeFigure } from './prizes';

/** Teams per challenge, as every count of teams is defined (events/counts.ts): pending + approved. */
function teamCounts(db: Tx, eventId: number) {
  return db
    .select({ problemId: teams.problemId, n: count().as('n') })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), inArray(teams.status, [...PLACED_TEAM_STATUSES])))
    .groupBy(teams.problemId)
    .as('team_counts');
}

/** The registration and submission dropdowns (spec §7): active challenges, `{id, title}` only. */
export async function listProblemOptions(db: Tx, eventId: number): Promise<ProblemOption[]> {
  return db
    .select({ id: problems.id, title: problems.title })
    .from(problems)
    .where(and(eq(problems.eventId, eventId), eq(problems.active, true)))
    .orderBy(asc(problems.sortOrder), asc(problems.id));
}

function cardColumns(counts: ReturnType<typeof teamCounts>) {
  return {
    id: problems.id,
    slug: problems.slug,
    title: problems.title,
    category: problems.category,
    description: problems.description,
    difficulty: problems.difficulty,
    prize: problems.prize,
    color: problems.color,
    teams: sql<number>`coalesce(${counts.n}, 0)::int`.mapWith(Number),
  };
}

export async function listProblemCards(
  db: Tx,
  eventId: number,
  query: Pick<ProblemListQuery, 'category'> = {},
): Promise<ProblemCard[]> {
  const ev = await loadEvent(db, eventId);
  // A filter by a track this edition does not have is a wrong link, not an empty track.
  if (query.category && !categoriesOf(ev.categories).some((c) => c.key === query.category))
    throw badRequest(UNKNOWN_CATEGORY, { category: UNKNOWN_CATEGORY });
  const counts = teamCounts(db, eventId);
  const rows = await db
    .select(cardColumns(counts))
    .from(problems)
    .leftJoin(counts, eq(counts.problemId, problems.id))
    .where(
      and(
        eq(problems.eventId, eventId),
        eq(problems.active, true),
        query.category ? eq(problems.category, query.category) : undefined,
      ),
    )
    .orderBy(asc(problems.sortOrder), asc(problems.id));
  const prizes = prizesOf(ev.prizes);
  return rows.map((r) => ({ ...r, prize: challengePrizeFigure(prizes, r.slug, r.prize), color: asColor(r.color) }));
}

/** A challenge by slug; an unknown or withdrawn (inactive) one is 'Problem not found'. */
export async function getProblemBySlug(db: Tx, eventId: number, slug: string): Promise<ProblemDetail> {
  const counts = teamCounts(db, eventId);
  const [row] = await db
    .select({
      ...cardColumns(counts),
      longDescription: problems.longDescription,
      requirements: problems.requirements,
      resources: problems.resources,
      timeline: problems.timeline,
      evaluation: problems.evaluation,
      faqs: problems.faqs,
    })
    .from(problems)
    .leftJoin(counts, eq(counts.problemId, problems.id))
    .where(and(eq(problems.eventId, eventId), eq(problems.slug, slug.toLowerCase()), eq(problems.active, true)));
  if (!row) throw notFound(PROBLEM_NOT_FOUND);
  // One rubric (issue 23): the page states the edition's criteria, with this challenge's weights when
  // it overrides them; the prize figure is the one in the edition's prize list.
  const ev = await loadEvent(db, eventId);
  return {
    ...row,
    prize: challengePrizeFigure(prizesOf(ev.prizes), row.slug, row.prize),
    evaluation: publicEvaluation(rubricOf(ev.rubric), row.evaluation),
    color: asColor(row.color),
  };
}

// The column is free text (admins may edit it); anything unknown shows as the default blue (spec §2).
function asColor(color: string): ProblemCard['color'] {
  return color === 'green' || color === 'pink' ? color : 'blue';
}
