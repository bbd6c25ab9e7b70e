// The edition a request works on (DESIGN D13): the current one for the spec's routes, `?event=slug` (the
// current one by default) for the admin's, and the one refusal of writes to a closed edition (assertOpen).
// Archived means closed everywhere (issue 30): the check runs where a write finds the edition of the rows
// it touches, the admin's `?event=` (adminEdition, for every write method), a judge's edition (judgeScope)
// or the edition of a row named by its id or token (openEdition, in the service's transaction); the
// walking test events/archived-writes.test.ts calls every write route against an archived edition.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { archivedEditionMessage, EDITION_MESSAGES } from '@shared/schemas/events';
import type { Tx } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { EditionDirectory, type EditionRow } from './directory';
import { loadEvent } from './event-row';

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

/** Methods that change nothing: every other method is a write. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request may change rows (a write answers 409 on an archived edition). */
export const isWrite = (request: FastifyRequest) => !READ_METHODS.has(request.method);

/**
 * The edition `?event=slug` names, else the current one, with no refusal: for callers that check it
 * themselves (judgeScope: who judges it first) or whose write changes none of its rows (adminEditionToRead).
 */
export async function resolveAdminEdition(request: FastifyRequest): Promise<EditionRow> {
  const slug = (request.query as { event?: string } | undefined)?.event;
  if (!slug) return currentEdition(request.server);
  const row = await request.server.editions.bySlug(slug);
  if (!row) throw notFound(EDITION_MESSAGES.notFound);
  return row;
}

/**
 * The edition an admin call works on: `?event=slug`, else the current one. A write (any method but a
 * read) to an archived edition is refused here, once for every admin route that takes `?event=`.
 */
export async function adminEdition(request: FastifyRequest): Promise<EditionRow> {
  const row = await resolveAdminEdition(request);
  if (isWrite(request)) assertOpen(row);
  return row;
}

/**
 * The edition an admin write only reads and changes none of its rows (a mail preview in its name, a
 * message to its people through the deployment's outbox): an archived edition is allowed.
 */
export const adminEditionToRead = resolveAdminEdition;

/**
 * The edition a deployment-wide admin action speaks for (an email to an account, a password reset):
 * `?event=slug`, else the current one, else none: accounts can be helped before any edition exists.
 */
export async function adminEditionIfAny(request: FastifyRequest): Promise<EditionRow | null> {
  const slug = (request.query as { event?: string } | undefined)?.event;
  return slug ? resolveAdminEdition(request) : request.server.editions.current();
}

/** The one rule: an archived edition refuses every write to its rows (409 naming it). */
export function assertOpen(row: Pick<EditionRow, 'state' | 'name'>) {
  if (row.state === 'archived') throw conflict(archivedEditionMessage(row.name));
}

/**
 * The edition of rows a write found by their id or token (a request, an invitation, a project), read in
 * the write's transaction and refused once archived: call it as soon as the row's `eventId` is known.
 */
export async function openEdition(tx: Tx, eventId: number): Promise<EditionRow> {
  const row = await loadEvent(tx, eventId);
  assertOpen(row);
  return row;
}
