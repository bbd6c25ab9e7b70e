// Who sees an edition's gallery (issue 33): everyone once the organizers publish it; before that only
// admins (who see a "not published" banner). A draft edition is an admin's alone, as its other pages.
// The projects themselves: submitted (not draft) projects of approved teams that did not opt out.
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { EDITION_MESSAGES } from '@shared/schemas/events';
import { GALLERY_MESSAGES } from '@shared/schemas/gallery';
import { submissions, teams } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getUser } from '../../plugins/auth';
import type { EditionRow } from '../events/index';

export interface GalleryViewer {
  admin: boolean;
  userId: number | null;
}

export async function viewerOf(request: FastifyRequest): Promise<GalleryViewer> {
  const user = await getUser(request);
  return { admin: user?.role === 'admin', userId: user?.id ?? null };
}

/** The edition `slug` names, when this viewer may see its gallery; 404 otherwise (as if absent). */
export async function galleryEdition(request: FastifyRequest, slug: string): Promise<EditionRow> {
  const row = await request.server.editions.bySlug(slug);
  if (!row) throw notFound(EDITION_MESSAGES.notFound);
  const { admin } = await viewerOf(request);
  if (row.state === 'draft' && !admin) throw notFound(EDITION_MESSAGES.notFound);
  if (!row.galleryPublished && !admin) throw notFound(GALLERY_MESSAGES.unpublished);
  return row;
}

/** The rows a gallery lists: the edition's submitted projects of approved teams, not opted out. */
export function visibleProjects(eventId: number): SQL {
  return and(
    eq(submissions.eventId, eventId),
    ne(submissions.status, 'draft'),
    eq(submissions.galleryOptOut, false),
    eq(teams.status, 'approved'),
  )!;
}
