// The projects gallery (issue 33): an edition's projects and filters (public once published; admins see
// an unpublished one), a project's page, and the team's own "Project page" settings.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/common';
import { editionSlugParamsSchema } from '@shared/schemas/events';
import {
  galleryFacetsSchema,
  galleryPageSchema,
  galleryQuerySchema,
  projectIdParamsSchema,
  projectPageFormSchema,
  projectPageSchema,
  projectPageSettingsSchema,
  storyPreviewResponseSchema,
  storyPreviewSchema,
} from '@shared/schemas/gallery';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { teamScope } from '../../plugins/scopes';
import { loadEvent } from '../events/index';
import { galleryFacets, listProjects } from './list';
import { projectPage } from './project';
import { previewStory, projectPageSettings, saveProjectPage } from './team-service';
import { galleryEdition, viewerOf } from './visibility';

const tags = ['gallery'];

async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/events/:slug/projects',
    {
      schema: {
        tags,
        description:
          "An edition's projects, a page at a time: search `q`, filters `challenge` (slug), `prize` (a facet's key) and `tech`. 404 while the gallery is unpublished, except for admins.",
        params: editionSlugParamsSchema,
        querystring: galleryQuerySchema,
        response: { 200: galleryPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const ev = await galleryEdition(request, request.params.slug);
      return { ...(await listProjects(app.db, ev, request.query)), published: ev.galleryPublished };
    },
  );

  app.get(
    '/api/events/:slug/projects/facets',
    {
      schema: {
        tags,
        description: "The gallery filters' choices: the challenges, prizes and technologies of its projects.",
        params: editionSlugParamsSchema,
        response: { 200: galleryFacetsSchema, ...errorResponses(404) },
      },
    },
    async (request) => galleryFacets(app.db, await galleryEdition(request, request.params.slug)),
  );

  app.get(
    '/api/projects/:id',
    {
      schema: {
        tags,
        description:
          "A project's page: story, members (names), links, the pinned commit, prizes, and the judges' notes when the team shows them.",
        params: projectIdParamsSchema,
        response: { 200: projectPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => projectPage(app.db, request.params.id, await viewerOf(request)),
  );
}

async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 401, 403, 404, 409);
  const editionOf = (eventId: number) => loadEvent(app.db, eventId);

  app.get(
    '/api/submissions/:id/project-page',
    {
      schema: {
        tags,
        description: "The team's project page settings, and whether they may still change.",
        params: idParamsSchema,
        response: { 200: projectPageSettingsSchema, ...errors },
      },
    },
    async (request) => projectPageSettings(app.db, currentUser(request).id, request.params.id, editionOf),
  );

  app.put(
    '/api/submissions/:id/project-page',
    {
      schema: {
        tags,
        description:
          "Saves the team's project page (story in Markdown, video, feedback shown, opted out). 409 on an archived edition or once the gallery closed for edits.",
        params: idParamsSchema,
        body: projectPageFormSchema,
        response: { 200: projectPageSettingsSchema, ...errors },
      },
    },
    async (request) => saveProjectPage(app.db, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/submissions/:id/project-page/preview',
    {
      schema: {
        tags,
        description: 'The story as the project page will show it; nothing is stored.',
        params: idParamsSchema,
        body: storyPreviewSchema,
        response: { 200: storyPreviewResponseSchema, ...errors },
      },
    },
    async (request) => previewStory(app.db, currentUser(request).id, request.params.id, request.body.story),
  );
}

export async function galleryRoutes(app: FastifyInstance) {
  await app.register(publicRoutes);
  await app.register(teamScope(teamRoutes));
}
