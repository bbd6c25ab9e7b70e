// GET /api/winners: public, for the /winners page (the current edition's). The admin's ranking preview
// and Announce Winners, of the edition of `?event=slug` (the current one by default).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announceWinnersResponseSchema,
  announceWinnersSchema,
  publicWinnersSchema,
  rankingSchema,
} from '@shared/schemas/winners';
import { announceWarningsErrorSchema, winnersReadinessSchema } from '@shared/schemas/judging';
import { editionQuerySchema } from '@shared/schemas/events';
import { currentUser } from '../../plugins/auth';
import { CACHED_ROUTE } from '../../cache/index';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { announceWinners, publicWinners, WarningsError } from './service/announce';
import { rankingAndReadiness } from './service/readiness';
import { unpublishWinners } from './service/unpublish';
import { unpublishWinnersResponseSchema, unpublishWinnersSchema } from '@shared/schemas/winners-unpublish';
import { adminEdition, assertOpen, currentEdition } from '../events/index';

const adminErrors = errorResponses(400, 401, 403, 404, 409);

async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/winners',
    { ...CACHED_ROUTE, schema: { tags: ['winners'], response: { 200: publicWinnersSchema } } },
    async (request, reply) => {
      const ev = await currentEdition(app);
      return app.publicCache.reply(request, reply, {
        key: `winners:${ev.id}`,
        tables: ['events', 'winners', 'teams', 'problems', 'submissions'],
        schema: publicWinnersSchema,
        load: () => publicWinners(app.db, ev.id),
      });
    },
  );
}

async function announceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: dashboard'];

  const querystring = editionQuerySchema;

  app.get(
    '/api/admin/winners/ranking',
    { schema: { tags, querystring, response: { 200: rankingSchema, ...adminErrors } } },
    async (request) => (await rankingAndReadiness(app.db, (await adminEdition(request)).id)).ranking,
  );

  app.get(
    '/api/admin/winners/readiness',
    { schema: { tags, querystring, response: { 200: winnersReadinessSchema, ...adminErrors } } },
    async (request) => (await rankingAndReadiness(app.db, (await adminEdition(request)).id)).readiness,
  );

  app.post(
    '/api/admin/winners/announce',
    {
      schema: {
        tags,
        querystring,
        body: announceWinnersSchema,
        response: { 200: announceWinnersResponseSchema, ...adminErrors, 409: announceWarningsErrorSchema },
      },
    },
    async (request, reply) => {
      const ev = await adminEdition(request);
      // Before the ranking is read: an archived edition's winners are final.
      assertOpen(ev);
      try {
        const result = await announceWinners(
          app.db,
          ev.id,
          currentUser(request).id,
          request.body,
          app.config.publicUrl,
        );
        return { ...result, emailDelivery: await app.mail.delivery() };
      } catch (err) {
        // The warnings go with the 409 so the dialog can show them and ask for confirmation.
        if (err instanceof WarningsError) return reply.status(409).send({ error: err.message, warnings: err.warnings });
        throw err;
      }
    },
  );
}

/** Unpublish (issue 24): off the public pages, with a reason; announcing again publishes anew. */
async function unpublishRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/winners/unpublish',
    {
      schema: {
        tags: ['admin: dashboard'],
        querystring: editionQuerySchema,
        body: unpublishWinnersSchema,
        response: { 200: unpublishWinnersResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      unpublishWinners(app.db, (await adminEdition(request)).id, currentUser(request).id, request.body.reason),
  );
}

export async function winnersRoutes(app: FastifyInstance) {
  await app.register(publicRoutes);
  await app.register(adminScope(announceRoutes));
  await app.register(adminScope(unpublishRoutes));
}
