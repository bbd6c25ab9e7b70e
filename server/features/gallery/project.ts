// A project's page (issue 33): what visitors of a published gallery read, admins always, and the team's
// own members too (to see their page before it is public). Names only, never an email address; the
// judges' notes only when the team chose to show them and the edition has released feedback.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { GALLERY_MESSAGES, videoOf, type ProjectPage } from '@shared/schemas/gallery';
import type { Db } from '../../db/client';
import { evaluations, events, problems, submissions, teamMembers, teams, users, winners } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { gatesOf, prizesOf } from '../events/index';
import { pinnedOf } from './pins';
import { prizeName, projectTitle } from './titles';
import type { GalleryViewer } from './visibility';

export async function projectPage(db: Db, id: number, viewer: GalleryViewer): Promise<ProjectPage> {
  const [row] = await db
    .select({ s: submissions, teamName: teams.name, teamStatus: teams.status, ev: events, problem: problems })
    .from(submissions)
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .innerJoin(events, eq(events.id, submissions.eventId))
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(eq(submissions.id, id));
  if (!row || row.s.status === 'draft' || row.teamStatus !== 'approved') throw notFound(GALLERY_MESSAGES.notFound);
  const { s, ev } = row;
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, s.teamId), eq(teamMembers.joined, true), ne(users.status, 'inactive')))
    .orderBy(sql`case when ${teamMembers.role} = 'leader' then 0 else 1 end`, asc(teamMembers.joinedAt));
  const own = viewer.userId !== null && people.some((p) => p.id === viewer.userId);
  const mayPeek = viewer.admin || own;
  // An unpublished gallery, a draft edition or an opted-out project: as if absent, but to its team and admins.
  if (!mayPeek && (!ev.galleryPublished || ev.state === 'draft' || s.galleryOptOut))
    throw notFound(GALLERY_MESSAGES.notFound);

  const prizes = new Map(prizesOf(ev.prizes).map((p) => [p.id, p]));
  const won = ev.winnersPublishedAt
    ? await db
        .select({
          prizeId: winners.prizeId,
          scope: winners.scope,
          place: winners.place,
          problemId: winners.problemId,
          problemTitle: problems.title,
        })
        .from(winners)
        .leftJoin(problems, eq(problems.id, winners.problemId))
        .where(and(eq(winners.eventId, ev.id), eq(winners.teamId, s.teamId)))
        .orderBy(asc(winners.scope), asc(winners.place))
    : [];
  let feedback: string | null = null;
  if (s.showFeedback && gatesOf(ev).feedback.open) {
    const [notes] = await db
      .select({
        text: sql<
          string | null
        >`string_agg(nullif(trim(${evaluations.notes}), ''), E'\n\n' order by ${evaluations.createdAt})`,
      })
      .from(evaluations)
      .where(eq(evaluations.submissionId, s.id));
    feedback = notes?.text ?? null;
  }
  return {
    id: s.id,
    title: projectTitle(s.githubUrl, row.teamName),
    teamName: row.teamName,
    members: people.map((p) => p.name),
    challenge: row.problem?.title ?? null,
    challengeSlug: row.problem?.slug ?? null,
    description: s.description,
    storyHtml: s.storyHtml,
    techStack: s.techStack,
    githubUrl: s.githubUrl,
    demoUrl: s.demoUrl,
    video: videoOf(s.videoUrl),
    pinned: await pinnedOf(db, s.id),
    prizes: won.map((w) => prizeName(w, prizes)),
    feedback,
    edition: { slug: ev.slug, name: ev.name, state: ev.state },
    published: ev.galleryPublished && !s.galleryOptOut && ev.state !== 'draft',
  };
}
