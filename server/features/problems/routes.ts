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
import { currentEdition } from '../events/index';
import { getProblemBySlug, listProblemCards, listProblemOptions } from './service';

// Options come from the current edition's challenges; cards and pages also count teams. A change of
// `events` (another edition made current) makes every answer stale.
const OPTION_TABLES: WatchedTable[] = ['problems', 'events'];
const CARD_TABLES: WatchedTable[] = ['problems', 'teams', 'events'];

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
