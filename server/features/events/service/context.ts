// The edition a request works on (DESIGN D13): the current one for the spec's routes, `?event=slug` (the
// current one by default) for the admin's, and a refusal of writes that would change a closed edition.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { archivedEditionMessage, EDITION_MESSAGES } from '@shared/schemas/events';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { EditionDirectory, type EditionRow } from './directory';

declare module 'fastify' {
  interface FastifyInstance {
    /** The editions, with the current one kept in memory (service/directory.ts). */
    editions: EditionDirectory;
  }
}

/** After registerCaches, before the features. */
export function registerEditions(app: FastifyInstance) {
  app.decorate('editions', new EditionDirectory(app.db, app.dataChanges));
}

/** The current edition; 404 saying the next one is being prepared when there is none. */
export async function currentEdition(app: FastifyInstance): Promise<EditionRow> {
  const row = await app.editions.current();
  if (!row) throw new AppError(404, EDITION_MESSAGES.noCurrent);
  return row;
}

/** The edition an admin call works on: `?event=slug`, else the current one. */
export async function adminEdition(request: FastifyRequest): Promise<EditionRow> {
  const slug = (request.query as { event?: string } | undefined)?.event;
  if (!slug) return currentEdition(request.server);
  const row = await request.server.editions.bySlug(slug);
  if (!row) throw notFound(EDITION_MESSAGES.notFound);
  return row;
}

/**
 * The edition a deployment-wide admin action speaks for (an email to an account, a password reset):
 * `?event=slug`, else the current one, else none: accounts can be helped before any edition exists.
 */
export async function adminEditionIfAny(request: FastifyRequest): Promise<EditionRow | null> {
  const slug = (request.query as { event?: string } | undefined)?.event;
  return slug ? adminEdition(request) : request.server.editions.current();
}

/** Writes that change an edition's outcome (registration, joins, submissions, judging, winners). */
export function assertOpen(row: EditionRow) {
  if (row.state === 'archived') throw conflict(archivedEditionMessage(row.name));
}
