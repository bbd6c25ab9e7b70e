// GET /api/winners: public, for the /winners page. The admin's ranking preview and Announce Winners.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announceWinnersResponseSchema,
  announceWinnersSchema,
  publicWinnersSchema,
  rankingSchema,
} from '@shared/schemas/winners';
import { currentUser } from '../../plugins/auth';
import { CACHED_ROUTE } from '../../cache/index';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { announceWinners, computeRanking, publicWinners } from './service';

const adminErrors = errorResponses(400, 401, 403, 404, 409);

async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/winners',
    { ...CACHED_ROUTE, schema: { tags: ['winners'], response: { 200: publicWinnersSchema } } },
    async (request, reply) =>
      app.publicCache.reply(request, reply, {
        key: 'winners',
        tables: ['event', 'winners', 'teams', 'problems', 'submissions'],
        schema: publicWinnersSchema,
        load: () => publicWinners(app.db),
      }),
  );
}

async function announceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: dashboard'];

  app.get(
    '/api/admin/winners/ranking',
    { schema: { tags, response: { 200: rankingSchema, ...adminErrors } } },
    async () => computeRanking(app.db),
  );

  app.post(
    '/api/admin/winners/announce',
    {
      schema: { tags, body: announceWinnersSchema, response: { 200: announceWinnersResponseSchema, ...adminErrors } },
    },
    async (request) =>
      announceWinners(app.db, currentUser(request).id, request.body.expectedOverall, app.config.publicUrl),
  );
}

export async function winnersRoutes(app: FastifyInstance) {
  await app.register(publicRoutes);
  await app.register(adminScope(announceRoutes));
}
