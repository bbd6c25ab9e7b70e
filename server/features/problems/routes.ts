// The public challenges: cards, dropdown options, a challenge's detail page; and the organizers'
// editor of an edition's challenges (issue 23), in the admin scope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  problemDetailSchema,
  problemListQuerySchema,
  problemListResponseSchema,
  problemSlugParamsSchema,
} from '@shared/schemas/problems';
import {
  adminChallengeListSchema,
  adminChallengeSchema,
  challengeIdParamsSchema,
  createChallengeSchema,
  reorderChallengesSchema,
  updateChallengeSchema,
} from '@shared/schemas/challenges';
import { okSchema } from '@shared/schemas/common';
import { EDITION_MESSAGES, editionQuerySchema, editionSlugParamsSchema } from '@shared/schemas/events';
import { CACHED_ROUTE, type WatchedTable } from '../../cache/index';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { adminEdition, currentEdition } from '../events/index';
import {
  createChallenge,
  deleteChallenge,
  listAdminChallenges,
  reorderChallenges,
  updateChallenge,
} from './admin-service';
import { getProblemBySlug, listProblemCards, listProblemOptions } from './service';

// Options come from the current edition's challenges; cards and pages also count teams. A change of
// `events` (another edition made current) makes every answer stale.
const OPTION_TABLES: WatchedTable[] = ['problems', 'events'];
const CARD_TABLES: WatchedTable[] = ['problems', 'teams', 'events'];

export async function problemsRoutes(fastify: FastifyInstance) {
  await fastify.register(publicRoutes);
  await fastify.register(adminScope(adminRoutes));
}

async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/problems',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['problems'],
        description:
          'With active=true: the active challenges as [{id, title}] (registration and submission dropdowns). Otherwise the public cards with live team counts, optionally of one category.',
        querystring: problemListQuerySchema,
        response: { 200: problemListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { active, category } = request.query;
      const ev = await currentEdition(app);
      if (active === 'true') {
        return app.publicCache.reply(request, reply, {
          key: `problems:options:${ev.id}`,
          tables: OPTION_TABLES,
          schema: problemListResponseSchema,
          load: () => listProblemOptions(app.db, ev.id),
        });
      }
      return app.publicCache.reply(request, reply, {
        key: `problems:cards:${ev.id}:${category ?? ''}`,
        tables: CARD_TABLES,
        schema: problemListResponseSchema,
        load: () => listProblemCards(app.db, ev.id, { category }),
      });
    },
  );

  app.get(
    '/api/problems/:slug',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['problems'],
        params: problemSlugParamsSchema,
        response: { 200: problemDetailSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      const ev = await currentEdition(app);
      // Only found challenges are kept (a 404 is thrown before anything is stored).
      return app.publicCache.reply(request, reply, {
        key: `problems:detail:${ev.id}:${slug}`,
        tables: CARD_TABLES,
        schema: problemDetailSchema,
        load: () => getProblemBySlug(app.db, ev.id, slug),
      });
    },
  );
}

const adminErrors = errorResponses(400, 401, 403, 404, 409);

/** The edition named in the path, drafts and archived ones included (404 when there is none). */
async function editionBySlug(app: FastifyInstance, slug: string) {
  const row = await app.editions.bySlug(slug);
  if (!row) throw notFound(EDITION_MESSAGES.notFound);
  return row;
}

async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: challenges'];

  // The admin's list follows the admin's convention (?event=slug, the current edition by default); the
  // changes are addressed by the edition's path, as the contract has them.
  app.get(
    '/api/admin/problems',
    {
      schema: {
        tags,
        description: 'Every challenge of the edition, retired ones too, in the order visitors see them.',
        querystring: editionQuerySchema,
        response: { 200: adminChallengeListSchema, ...adminErrors },
      },
    },
    async (request) => listAdminChallenges(app.db, (await adminEdition(request)).id),
  );

  app.post(
    '/api/admin/events/:slug/problems',
    {
      schema: {
        tags,
        description:
          "Adds a challenge at the end of the edition's list. Weights sum to 100 and weigh the edition's criteria; resources link to http(s).",
        params: editionSlugParamsSchema,
        body: createChallengeSchema,
        response: { 201: adminChallengeSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const ev = await editionBySlug(app, request.params.slug);
      const created = await createChallenge(app.db, ev.id, currentUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/events/:slug/problems/order',
    {
      schema: {
        tags,
        description: "The edition's challenges in a new order: every id once.",
        params: editionSlugParamsSchema,
        body: reorderChallengesSchema,
        response: { 200: adminChallengeListSchema, ...adminErrors },
      },
    },
    async (request) => {
      const ev = await editionBySlug(app, request.params.slug);
      return reorderChallenges(app.db, ev.id, currentUser(request).id, request.body.ids);
    },
  );

  app.patch(
    '/api/admin/problems/:id',
    {
      schema: {
        tags,
        description:
          'Changes any field of a challenge; active: false retires it (hidden from visitors), true restores it.',
        params: challengeIdParamsSchema,
        body: updateChallengeSchema,
        response: { 200: adminChallengeSchema, ...adminErrors },
      },
    },
    async (request) => updateChallenge(app.db, request.params.id, currentUser(request).id, request.body),
  );

  app.delete(
    '/api/admin/problems/:id',
    {
      schema: {
        tags,
        description: 'Deletes a challenge no team chose (409 otherwise: retire it instead).',
        params: challengeIdParamsSchema,
        response: { 200: okSchema, ...adminErrors },
      },
    },
    async (request) => {
      await deleteChallenge(app.db, request.params.id, currentUser(request).id);
      return { ok: true as const };
    },
  );
}
