// The first HTML of the gallery's pages (issue 33: "a link pasted into Slack, Discord or LinkedIn
// previews the event and the project"): /projects, /events/{slug}/projects and /projects/{id} get their
// own title and description, as the client titles them (client/features/gallery/*-page.tsx), so a
// preview needs no script. A project is named only where a visitor may see its page: an unpublished
// gallery's, a draft edition's or an opted-out project's title stays out of the HTML.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, submissions, teams } from '../../db/schema';
import type { EditionHead, PageOwnHead } from '../../page-head';
import { projectTitle, summaryOf } from './titles';

export interface GalleryHead {
  /** Whose name the site carries: the current edition's (the client titles every page by it). */
  edition: EditionHead;
  page: PageOwnHead;
}

const EDITION_GALLERY = /^\/events\/([a-z0-9-]+)\/projects$/;
const PROJECT = /^\/projects\/([1-9][0-9]{0,9})$/;

const headColumns = {
  name: events.name,
  heroLine: events.heroLine,
  tagline: events.tagline,
  logoUrl: events.logoUrl,
  state: events.state,
  galleryPublished: events.galleryPublished,
};

async function currentHead(db: Db): Promise<EditionHead | null> {
  const [row] = await db.select(headColumns).from(events).where(eq(events.state, 'current'));
  return row ? toHead(row) : null;
}

const toHead = (r: { name: string; heroLine: string; tagline: string; logoUrl: string | null }): EditionHead => ({
  name: r.name,
  heroLine: r.heroLine,
  tagline: r.tagline,
  logoUrl: r.logoUrl,
});

const galleryDescription = (name: string) =>
  `Every team's project of ${name}: browse by challenge, prize and technology.`;

/** The head of a gallery page at `pagePath` (lower case, no query), or null for any other path. */
export async function galleryPageHead(db: Db, pagePath: string): Promise<GalleryHead | null> {
  if (pagePath === '/projects') {
    const current = await currentHead(db);
    return current
      ? { edition: current, page: { title: 'Projects', description: galleryDescription(current.name) } }
      : null;
  }

  const slug = EDITION_GALLERY.exec(pagePath)?.[1];
  if (slug) {
    const [row] = await db.select(headColumns).from(events).where(eq(events.slug, slug));
    // A draft edition is an organizer's alone: its name stays out of a visitor's page.
    if (!row || row.state === 'draft') return null;
    const site = (await currentHead(db)) ?? toHead(row);
    return {
      edition: site,
      page: { title: `Projects of ${row.name}`, description: galleryDescription(row.name) },
    };
  }

  const id = PROJECT.exec(pagePath)?.[1];
  if (id) {
    const current = await currentHead(db);
    const [row] = await db
      .select({
        ...headColumns,
        githubUrl: submissions.githubUrl,
        description: submissions.description,
        status: submissions.status,
        optOut: submissions.galleryOptOut,
        teamName: teams.name,
        teamStatus: teams.status,
      })
      .from(submissions)
      .innerJoin(teams, eq(teams.id, submissions.teamId))
      .innerJoin(events, eq(events.id, submissions.eventId))
      .where(eq(submissions.id, Number(id)));
    // The same rule as GET /api/projects/{id} gives a visitor (features/gallery/project.ts).
    const visible =
      row &&
      row.status !== 'draft' &&
      row.teamStatus === 'approved' &&
      row.galleryPublished &&
      row.state !== 'draft' &&
      !row.optOut;
    const site = current ?? (visible ? toHead(row) : null);
    if (!site) return null;
    if (!visible) return { edition: site, page: { title: 'Project', description: galleryDescription(site.name) } };
    const title = `${projectTitle(row.githubUrl, row.teamName)} by ${row.teamName}`;
    const summary = summaryOf(row.description);
    return {
      edition: site,
      page: { title, description: summary || `${title}, a project of ${row.name}.` },
    };
  }
  return null;
}
