// An edition's gallery, one page at a time (issue 33): search, filters by challenge, prize and technology,
// and the total, in ONE query a page (the total by a window count), so a page stays within its budget
// at 5,000 projects on both databases (bench/gallery.ts). Prizes count only once winners are published.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { GALLERY_PAGE_SIZE, type GalleryFacets, type GalleryPage, type GalleryQuery } from '@shared/schemas/gallery';
import type { Db } from '../../db/client';
import { problems, repoPins, submissions, teams, winners } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { prizesOf, type EditionRow } from '../events/index';
import { parsePrizeKey, prizeKey, prizeName, projectTitle, summaryOf, type WonPlace } from './titles';
import { visibleProjects } from './visibility';

/** The winner rows of one team, as one JSON array per project (null when it won nothing). */
function wonPlaces(ev: EditionRow, teamId: SQL | typeof teams.id): SQL<WonPlace[] | null> {
  if (!ev.winnersPublishedAt) return sql<null>`null`;
  return sql<WonPlace[] | null>`(
    select json_agg(json_build_object('prizeId', w.prize_id, 'scope', w.scope, 'place', w.place,
      'problemId', w.problem_id, 'problemTitle', wp.title) order by w.scope, w.place)
    from ${winners} w left join ${problems} wp on wp.id = w.problem_id
    where w.event_id = ${ev.id} and w.team_id = ${teamId})`;
}

/** Whether the team won anything (the order's first key): a semi-join, not the JSON of every row. */
function wonAnything(ev: EditionRow): SQL<boolean> {
  if (!ev.winnersPublishedAt) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${winners} w where w.event_id = ${ev.id} and w.team_id = ${teams.id})`;
}

function prizeFilter(ev: EditionRow, key: string): SQL {
  // Unpublished winners are nobody's prize yet: the filter then finds nothing.
  if (!ev.winnersPublishedAt) return sql`false`;
  const k = parsePrizeKey(key);
  const base = sql`w.event_id = ${ev.id} and w.team_id = ${teams.id}`;
  const cond =
    k.kind === 'any'
      ? sql`true`
      : k.kind === 'prize'
        ? sql`w.prize_id = ${k.id}`
        : k.kind === 'place'
          ? sql`w.prize_id is null and w.scope = 'overall' and w.place = ${k.place}`
          : sql`w.prize_id is null and w.scope = 'challenge' and w.problem_id = ${k.problemId} and w.place = ${k.place}`;
  return sql`exists (select 1 from ${winners} w where ${base} and ${cond})`;
}

function conditions(ev: EditionRow, q: GalleryQuery): SQL {
  const where: SQL[] = [visibleProjects(ev.id)];
  if (q.q) {
    const p = containsPattern(q.q);
    // The stored lower-cased team name and repository URL (the title comes from it), the description and
    // the technologies.
    where.push(
      sql`(${teams.searchText} like ${p} or ${submissions.searchText} like ${p} or lower(${submissions.description}) like ${p} or lower(array_to_string(${submissions.techStack}, ' ')) like ${p})`,
    );
  }
  if (q.challenge)
    where.push(q.challenge === 'other' ? sql`${submissions.problemId} is null` : eq(problems.slug, q.challenge));
  if (q.tech)
    where.push(sql`exists (select 1 from unnest(${submissions.techStack}) x where lower(x) = ${q.tech.toLowerCase()})`);
  if (q.prize) where.push(prizeFilter(ev, q.prize));
  return and(...where)!;
}

export async function listProjects(db: Db, ev: EditionRow, q: GalleryQuery): Promise<Omit<GalleryPage, 'published'>> {
  const offset = (q.page - 1) * GALLERY_PAGE_SIZE;
  // Still one statement, in two steps: the matching projects are ranked and counted on narrow rows (ids
  // and the order's keys), and only the page's rows are then widened with their text, pin and prizes.
  // Sorting and counting the wide rows of every match cost 20-40 ms at 5,000 projects (bench/gallery.ts).
  const ranked = db
    .select({
      id: sql<number>`${submissions.id}`.as('ranked_id'),
      teamId: sql<number>`${teams.id}`.as('ranked_team_id'),
      teamName: sql<string>`${teams.name}`.as('ranked_team_name'),
      won: wonAnything(ev).as('ranked_won'),
      total: sql<number>`count(*) over ()`.as('ranked_total'),
    })
    .from(submissions)
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(conditions(ev, q))
    // Prize winners first, then the teams by name (a stable order for the pages).
    .orderBy(...(ev.winnersPublishedAt ? [desc(wonAnything(ev))] : []), asc(teams.name), asc(submissions.id))
    .limit(GALLERY_PAGE_SIZE)
    .offset(offset)
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      githubUrl: submissions.githubUrl,
      description: submissions.description,
      techStack: submissions.techStack,
      teamName: ranked.teamName,
      challenge: problems.title,
      challengeSlug: problems.slug,
      won: wonPlaces(ev, sql`${ranked.teamId}`),
      pinnedSha: repoPins.sha,
      total: sql<number>`${ranked.total}`.mapWith(Number),
    })
    .from(ranked)
    .innerJoin(submissions, eq(submissions.id, ranked.id))
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .leftJoin(repoPins, eq(repoPins.submissionId, submissions.id))
    .orderBy(desc(ranked.won), asc(ranked.teamName), asc(ranked.id));
  const prizes = new Map(prizesOf(ev.prizes).map((p) => [p.id, p]));
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      title: projectTitle(r.githubUrl, r.teamName),
      teamName: r.teamName,
      challenge: r.challenge,
      challengeSlug: r.challengeSlug,
      summary: summaryOf(r.description),
      techStack: r.techStack,
      prizes: (r.won ?? []).map((w) => prizeName(w, prizes)),
      pinnedSha: r.pinnedSha,
    })),
    // A page past the end has no row to carry the count: it only happens on a hand-made address.
    total: rows[0]?.total ?? (offset > 0 ? await countProjects(db, ev, q) : 0),
    page: q.page,
    pageSize: GALLERY_PAGE_SIZE,
  };
}

async function countProjects(db: Db, ev: EditionRow, q: GalleryQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(submissions)
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(conditions(ev, q));
  return row?.n ?? 0;
}

/** The filters' choices, from the visible projects: their challenges, prizes and commonest technologies. */
export async function galleryFacets(db: Db, ev: EditionRow): Promise<GalleryFacets> {
  const visible = visibleProjects(ev.id);
  const [challenges, techs, won] = await Promise.all([
    db
      .selectDistinct({ slug: problems.slug, title: problems.title })
      .from(submissions)
      .innerJoin(teams, eq(teams.id, submissions.teamId))
      .innerJoin(problems, eq(problems.id, submissions.problemId))
      .where(visible)
      .orderBy(asc(problems.title)),
    db
      .select({ tech: sql<string>`min(x)`, n: sql<number>`count(*)`.mapWith(Number) })
      .from(submissions)
      .innerJoin(teams, eq(teams.id, submissions.teamId))
      .crossJoin(sql`unnest(${submissions.techStack}) x`)
      .where(visible)
      .groupBy(sql`lower(x)`)
      .orderBy(desc(sql`count(*)`), asc(sql`lower(x)`))
      .limit(40),
    ev.winnersPublishedAt
      ? db
          .select({
            prizeId: winners.prizeId,
            scope: winners.scope,
            place: winners.place,
            problemId: winners.problemId,
            problemTitle: problems.title,
          })
          .from(winners)
          .leftJoin(problems, eq(problems.id, winners.problemId))
          .where(eq(winners.eventId, ev.id))
          .orderBy(asc(winners.scope), asc(winners.place))
      : Promise.resolve([] as WonPlace[]),
  ]);
  const prizes = new Map(prizesOf(ev.prizes).map((p) => [p.id, p]));
  const seen = new Map<string, string>();
  for (const w of won) {
    const key = prizeKey(w);
    // A prize of several places is one choice of the filter, named by its title.
    if (!seen.has(key))
      seen.set(key, w.prizeId && prizes.get(w.prizeId) ? prizes.get(w.prizeId)!.title : prizeName(w, prizes));
  }
  return {
    challenges,
    prizes: [...seen].map(([key, name]) => ({ key, name })),
    techs: techs.map((t) => t.tech).sort((a, b) => a.localeCompare(b)),
  };
}
