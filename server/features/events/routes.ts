// Editions: the public list and pages of past and current editions, and the organizers' calls to create,
// switch, export and import them (issue "Editions", DESIGN D13).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminEditionListSchema,
  adminEditionSchema,
  createEditionSchema,
  EDITION_MESSAGES,
  editionFactsSchema,
  editionListSchema,
  editionSlugParamsSchema,
  editionSummarySchema,
  makeCurrentSchema,
} from '@shared/schemas/events';
import { editionDocumentSchema, importEditionSchema } from '@shared/schemas/edition-document';
import { documentIssue } from '@shared/schemas/edition-document-check';
import { editionFactsMaybeVersionedSchema } from '@shared/schemas/event-patch';
import { problemListResponseSchema } from '@shared/schemas/problems';
import { publicWinnersSchema } from '@shared/schemas/winners';
import { CACHED_ROUTE } from '../../cache/index';
import { badRequest, notFound } from '../../lib/errors';
import { currentUser, getUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { listProblemCards } from '../problems/index';
import { publicWinners } from '../winners/index';
import { phaseRoutes } from './phase-routes';
import { currentEdition } from './service/context';
import { loadEvent } from './service/event-row';
import type { EditionRow } from './service/directory';
import { documentOf } from './service/document';
import { createDraft, createEdition, listAllEditions, listPublicEditions, summaryOf } from './service/editions';
import { makeCurrent } from './service/make-current';
import { editionFacts } from './service/facts';
import { adminFacts } from './service/settings';
import { settingsRoutes } from './settings-routes';

const adminErrors = errorResponses(400, 401, 403, 404, 409);
// team_members: a participant counts once they joined (the membership's mark), so an accepted invitation changes
// the stats; users: a disabled account stops counting.
const EDITION_TABLES = ['events', 'teams', 'team_members', 'problems', 'users'] as const;

/** An edition anyone may see (current or archived); a draft only for an admin, else 404 as if absent. */
async function visibleEdition(request: FastifyRequest, slug: string): Promise<EditionRow> {
  const row = await request.server.editions.bySlug(slug);
  if (!row) throw notFound(EDITION_MESSAGES.notFound);
  if (row.state === 'draft' && (await getUser(request))?.role !== 'admin') throw notFound(EDITION_MESSAGES.notFound);
  return row;
}

async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['editions'];

  app.get(
    '/api/event',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['content'],
        description: "The current edition's public facts: dates (ISO), prizes, team size limits, contact, live counts.",
        response: { 200: editionFactsSchema, ...errorResponses(404, 503) },
      },
    },
    async (request, reply) => {
      const row = await currentEdition(app);
      return app.publicCache.reply(request, reply, {
        key: `event:${row.id}`,
        tables: [...EDITION_TABLES],
        schema: editionFactsSchema,
        load: () => editionFacts(app.db, row, { discordUrl: app.config.discordUrl }),
      });
    },
  );

  app.get(
    '/api/events',
    {
      ...CACHED_ROUTE,
      schema: { tags, description: 'Every current and archived edition.', response: { 200: editionListSchema } },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, {
        key: 'events',
        tables: ['events'],
        schema: editionListSchema,
        load: () => listPublicEditions(app.db),
      }),
  );

  // Drafts are for admins: those answers are never cached, so a draft never leaks through the cache.
  app.get(
    '/api/events/:slug',
    {
      schema: {
        tags,
        description:
          "An edition's public facts; a draft's for admins only (404 otherwise). Admins also get its `version`, `updatedAt` and `updatedBy` (the Event area's editor).",
        params: editionSlugParamsSchema,
        response: { 200: editionFactsMaybeVersionedSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await visibleEdition(request, request.params.slug);
      const opts = { discordUrl: app.config.discordUrl };
      if ((await getUser(request))?.role === 'admin') {
        // The directory keeps the current edition; the editor needs the row's version as stored now.
        const fresh = await loadEvent(app.db, row.id);
        return adminFacts(app.db, fresh, opts);
      }
      return editionFacts(app.db, row, opts);
    },
  );

  app.get(
    '/api/events/:slug/problems',
    {
      schema: {
        tags,
        description: "An edition's challenges (a draft's for admins only).",
        params: editionSlugParamsSchema,
        response: { 200: problemListResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await visibleEdition(request, request.params.slug);
      return listProblemCards(app.db, row.id);
    },
  );

  app.get(
    '/api/events/:slug/winners',
    {
      schema: {
        tags,
        description: "An edition's announced winners (a draft's for admins only).",
        params: editionSlugParamsSchema,
        response: { 200: publicWinnersSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await visibleEdition(request, request.params.slug);
      return publicWinners(app.db, row.id);
    },
  );
}

async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: editions'];
  const bySlug = async (slug: string) => {
    const row = await app.editions.bySlug(slug);
    if (!row) throw notFound(EDITION_MESSAGES.notFound);
    return row;
  };

  app.get(
    '/api/admin/events',
    {
      schema: {
        tags,
        description: 'Every edition, drafts included.',
        response: { 200: adminEditionListSchema, ...adminErrors },
      },
    },
    async () => listAllEditions(app.db),
  );

  app.post(
    '/api/admin/events',
    {
      schema: {
        tags,
        description: 'A new draft edition: empty, or copied from an edition with its dates moved by shiftDays.',
        body: createEditionSchema,
        response: { 201: editionSummarySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const row = await createEdition(app.db, request.body, {
        actorId: currentUser(request).id,
        contactEmail: app.config.organizerEmail,
        findBySlug: (slug) => app.editions.bySlug(slug),
      });
      return reply.status(201).send(summaryOf(row));
    },
  );

  app.post(
    '/api/admin/events/:slug/make-current',
    {
      schema: {
        tags,
        description:
          'Makes a draft (or, with reopen: true, an archived edition) the current edition; the current one becomes ' +
          'archived in the same transaction. With `replaces`, 409 when that is no longer the current edition.',
        params: editionSlugParamsSchema,
        // No body at all is the call as it always was (no check of the current edition).
        body: makeCurrentSchema.nullish(),
        response: { 200: editionSummarySchema, ...adminErrors },
      },
    },
    async (request) => {
      const row = await bySlug(request.params.slug);
      return summaryOf(await makeCurrent(app.db, row.slug, currentUser(request).id, request.body ?? {}));
    },
  );

  app.get(
    '/api/admin/events/:slug/export',
    {
      schema: {
        tags,
        description: "An edition's configuration as one JSON document (no personal data).",
        params: editionSlugParamsSchema,
        response: { 200: editionDocumentSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const row = await bySlug(request.params.slug);
      reply.header('content-disposition', `attachment; filename="${row.slug}.json"`);
      return documentOf(app.db, row);
    },
  );

  app.post(
    '/api/admin/events/import',
    {
      // A document carries long challenge texts: more room than the default body limit.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        description:
          'A new draft edition from an exported document; 400 naming the field when the Event area or the ' +
          'challenge editor could not save it (e.g. a prize naming a challenge the document lacks).',
        body: importEditionSchema,
        response: { 201: editionSummarySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { name, slug, document } = request.body;
      // A document the editors could not save is refused before anything is stored, naming its field.
      const issue = documentIssue(document, name);
      if (issue) throw badRequest(issue.message, { [`document.${issue.field}`]: issue.message });
      const row = await createDraft(app.db, {
        name,
        slug,
        document: { ...document, name },
        actorId: currentUser(request).id,
      });
      return reply.status(201).send(summaryOf(row));
    },
  );

  app.get(
    '/api/admin/events/:slug',
    {
      schema: {
        tags,
        params: editionSlugParamsSchema,
        response: { 200: adminEditionSchema.extend({ facts: editionFactsSchema }), ...adminErrors },
      },
    },
    async (request) => {
      const row = await bySlug(request.params.slug);
      const [line] = await listAllEditions(app.db, row.id);
      return { ...line!, facts: await editionFacts(app.db, row, { discordUrl: app.config.discordUrl }) };
    },
  );
}

export async function eventsRoutes(app: FastifyInstance) {
  await app.register(publicRoutes);
  await app.register(settingsRoutes);
  await app.register(adminScope(adminRoutes));
  await app.register(adminScope(phaseRoutes));
}
