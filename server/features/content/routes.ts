// The news ticker of the current edition (its facts, GET /api/event, are the events feature's).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsResponseSchema } from '@shared/schemas/content';
import { CACHED_ROUTE } from '../../cache/index';
import { errorResponses } from '../../plugins/errors';
import { currentEdition } from '../events/index';
import { pageRoutes } from './pages/routes';
import { listNews } from './service';

/** The ticker falls back to the event's upcoming milestones, which pass with the clock. */
const NEWS_MAX_AGE_MS = 30_000;

export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(pageRoutes);

  app.get(
    '/api/news',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['content'],
        description: 'The announcements ticker: public announcements, else the upcoming event milestones.',
        response: { 200: newsResponseSchema, ...errorResponses(404, 503) },
      },
    },
    async (request, reply) => {
      const ev = await currentEdition(app);
      return app.publicCache.reply(request, reply, {
        key: `news:${ev.id}`,
        tables: ['announcements', 'events'],
        schema: newsResponseSchema,
        load: async () => ({ items: await listNews(app.db, ev) }),
        maxAgeMs: NEWS_MAX_AGE_MS,
      });
    },
  );
}
