// The edition's pages (issue 23): the public read of the current edition's page (through the public
// cache), the preview of any edition visitors may see (drafts for admins), and the admin's read, save and
// Markdown preview. Handlers stay thin: the store checks, renders, versions and audits.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/common';
import { EDITION_MESSAGES, editionQuerySchema } from '@shared/schemas/events';
import {
  adminPageResponseSchema,
  editionPageParamsSchema,
  markdownPreviewResponseSchema,
  markdownPreviewSchema,
  pageParamsSchema,
  pageResponseSchema,
  savePageSchema,
  staleDetailsSchema,
} from '@shared/schemas/pages/index';
import { CACHED_ROUTE } from '../../../cache/index';
import { notFound } from '../../../lib/errors';
import { currentUser, getUser } from '../../../plugins/auth';
import { errorResponses } from '../../../plugins/errors';
import { adminScope } from '../../../plugins/scopes';
import { adminEditionToRead, currentEdition, type EventRow } from '../../events/index';
import { PAGE_TABLES, previewMarkdown, servedPage } from './served';
import { readPage, savePage } from './store';

const tags = ['content'];
const staleResponse = errorResponseSchema.extend({ details: staleDetailsSchema });

/** An edition visitors may see (current or archived); a draft only for an admin, else 404 as if absent. */
async function visibleEdition(request: FastifyRequest, slug: string): Promise<EventRow> {
  const row = await request.server.editions.bySlug(slug);
  if (!row) throw notFound(EDITION_MESSAGES.notFound);
  if (row.state === 'draft' && (await getUser(request))?.role !== 'admin') throw notFound(EDITION_MESSAGES.notFound);
  return row;
}

async function publicPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/content/:page',
    {
      ...CACHED_ROUTE,
      schema: {
        tags,
        description:
          "The current edition's page: its document (edition facts filled in, Markdown as stored HTML) and version.",
        params: pageParamsSchema,
        response: { 200: pageResponseSchema, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const row = await currentEdition(app);
      const { page } = request.params;
      return app.publicCache.reply(request, reply, {
        key: `page:${row.id}:${page}`,
        tables: PAGE_TABLES,
        schema: pageResponseSchema,
        load: () => servedPage(app.db, row, page),
      });
    },
  );

  // Any visible edition's page, as visitors will read it: an archived edition's, or a draft's for an
  // admin previewing it. Drafts are never cached, so a draft never leaks through the cache.
  app.get(
    '/api/events/:slug/content/:page',
    {
      schema: {
        tags,
        description: "An edition's page as visitors read it (a draft's for admins only: the preview).",
        params: editionPageParamsSchema,
        response: { 200: pageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await visibleEdition(request, request.params.slug);
      if (row.state === 'draft') reply.header('cache-control', 'private, no-store');
      return servedPage(app.db, row, request.params.page);
    },
  );
}

async function adminPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminErrors = errorResponses(400, 401, 403, 404);

  async function bySlug(slug: string): Promise<EventRow> {
    const row = await app.editions.bySlug(slug);
    if (!row) throw notFound(EDITION_MESSAGES.notFound);
    return row;
  }

  app.get(
    '/api/admin/events/:slug/content/:page',
    {
      schema: {
        tags,
        description: "An edition's page as stored (Markdown sources, placeholders as written), with who saved it last.",
        params: editionPageParamsSchema,
        response: { 200: adminPageResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const row = await bySlug(request.params.slug);
      const stored = await readPage(app.db, row.id, request.params.page);
      return {
        document: stored.document as Record<string, unknown>,
        version: stored.version,
        updatedAt: stored.updatedAt?.toISOString() ?? null,
        updatedBy: stored.updatedBy,
      };
    },
  );

  app.put(
    '/api/admin/events/:slug/content/:page',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        description:
          'Saves a page over the version read: 200 with the new version; 409 naming who saved a newer one and when; 400 naming the field.',
        params: editionPageParamsSchema,
        body: savePageSchema,
        response: { 200: pageResponseSchema, 409: staleResponse, ...adminErrors },
      },
    },
    async (request) => {
      const row = await bySlug(request.params.slug);
      return app.db.transaction((tx) =>
        savePage(tx, {
          edition: row,
          page: request.params.page,
          document: request.body.document,
          version: request.body.version,
          actorId: currentUser(request).id,
        }),
      );
    },
  );

  app.post(
    '/api/admin/markdown/preview',
    {
      schema: {
        tags,
        description:
          "Markdown as visitors will read it on a page of the edition `?event=` names (the current one by default): rendered as a save stores it, the edition's facts filled in as its pages are served.",
        querystring: editionQuerySchema,
        body: markdownPreviewSchema,
        response: { 200: markdownPreviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      html: await previewMarkdown(app.db, await adminEditionToRead(request), request.body.markdown),
    }),
  );
}

export async function pageRoutes(app: FastifyInstance) {
  await app.register(publicPageRoutes);
  await app.register(adminScope(adminPageRoutes));
}
