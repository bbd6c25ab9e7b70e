// Public event facts and the news ticker.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsResponseSchema, publicEventSchema } from '@shared/schemas/content';
import { CACHED_ROUTE } from '../../cache/index';
import { errorResponses } from '../../plugins/errors';
import { getPublicEvent, listNews } from './service';

/** The ticker falls back to the event's upcoming milestones, which pass with the clock. */
const NEWS_MAX_AGE_MS = 30_000;

export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/event',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['content'],
        description: 'Public event facts: dates (ISO), prizes, team size limits, contact, live counts.',
        response: { 200: publicEventSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, {
        key: 'event',
        tables: ['event', 'teams', 'team_members', 'problems'],
        schema: publicEventSchema,
        load: () => getPublicEvent(app.db, { discordUrl: app.config.discordUrl }),
      }),
  );

  app.get(
    '/api/news',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['content'],
        description: 'The announcements ticker: public announcements, else the upcoming event milestones.',
        response: { 200: newsResponseSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, {
        key: 'news',
        tables: ['announcements', 'event'],
        schema: newsResponseSchema,
        load: async () => ({ items: await listNews(app.db) }),
        maxAgeMs: NEWS_MAX_AGE_MS,
      }),
  );
}
