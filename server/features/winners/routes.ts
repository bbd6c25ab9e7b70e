// GET /api/winners: public, for the /winners page.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicWinnersSchema } from '@shared/schemas/winners';
import { publicWinners } from './service';

export async function winnersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/winners',
    {
      schema: { tags: ['winners'], response: { 200: publicWinnersSchema } },
    },
    async () => publicWinners(app.db),
  );
}

export default winnersRoutes;
