// The public challenges: cards, dropdown options, a challenge's detail page.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  problemDetailSchema,
  problemListQuerySchema,
  problemListResponseSchema,
  problemSlugParamsSchema,
} from '@shared/schemas/problems';
import { CACHED_ROUTE, type WatchedTable } from '../../cache/index';
import { errorResponses } from '../../plugins/errors';
import { getProblemBySlug, listProblemCards, listProblemOptions } from './service';

// Options come from the challenges alone; cards and pages also count teams.
const OPTION_TABLES: WatchedTable[] = ['problems'];
const CARD_TABLES: WatchedTable[] = ['problems', 'teams'];

export async function problemsRoutes(fastify: FastifyInstance) {
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
        response: { 200: problemListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { active, category } = request.query;
      if (active === 'true') {
        return app.publicCache.reply(request, reply, {
          key: 'problems:options',
          tables: OPTION_TABLES,
          schema: problemListResponseSchema,
          load: () => listProblemOptions(app.db),
        });
      }
      return app.publicCache.reply(request, reply, {
        key: `problems:cards:${category ?? ''}`,
        tables: CARD_TABLES,
        schema: problemListResponseSchema,
        load: () => listProblemCards(app.db, { category }),
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
      // Only found challenges are kept (a 404 is thrown before anything is stored).
      return app.publicCache.reply(request, reply, {
        key: `problems:detail:${slug}`,
        tables: CARD_TABLES,
        schema: problemDetailSchema,
        load: () => getProblemBySlug(app.db, slug),
      });
    },
  );
}
