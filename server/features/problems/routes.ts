// The public challenges: cards, dropdown options, a challenge's detail page.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  problemDetailSchema,
  problemListQuerySchema,
  problemListResponseSchema,
  problemSlugParamsSchema,
} from '@shared/schemas/problems';
import { errorResponses } from '../../plugins/errors';
import { getProblemBySlug, listProblemCards, listProblemOptions } from './service';

export async function problemsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/problems',
    {
      schema: {
        tags: ['problems'],
        description:
          'With active=true: the active challenges as [{id, title}] (registration and submission dropdowns). Otherwise the public cards with live team counts, optionally of one category.',
        querystring: problemListQuerySchema,
        response: { 200: problemListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { active, category } = request.query;
      if (active === 'true') return listProblemOptions(app.db);
      return listProblemCards(app.db, { category });
    },
  );

  app.get(
    '/api/problems/:slug',
    {
      schema: {
        tags: ['problems'],
        params: problemSlugParamsSchema,
        response: { 200: problemDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => getProblemBySlug(app.db, request.params.slug),
  );
}
