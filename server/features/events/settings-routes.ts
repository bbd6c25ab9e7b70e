// The admin's Event area (issue "Organizers make the event theirs"): PATCH an edition's settings with the
// version the editor read, upload its logo, and the public address of uploaded images.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEditionFactsSchema,
  eventPatchSchema,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  imageUploadedSchema,
} from '@shared/schemas/event-patch';
import { EDITION_MESSAGES, editionSlugParamsSchema } from '@shared/schemas/events';
import { badRequest, notFound } from '../../lib/errors';
import { clockNow } from '../../lib/clock';
import { boundaryOf, parseMultipart } from '../../lib/multipart';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { findImage, uploadImage, type ImageExt } from './service/images';
import { saveLogo, saveSettings } from './service/settings';

const adminErrors = errorResponses(400, 401, 403, 404, 409);
/**
 * Bodies up to 1 MB are read, so an image a little over 256 KB is refused with the image's own message
 * (413 "The image is larger than 256 KB"); past that Fastify answers 413 before reading further.
 */
const UPLOAD_BODY_LIMIT = 4 * IMAGE_MAX_BYTES;

async function settingsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: editions'];
  const bySlug = async (slug: string) => {
    const row = await app.editions.bySlug(slug);
    if (!row) throw notFound(EDITION_MESSAGES.notFound);
    return row;
  };

  // The upload arrives whole, read as a Buffer and parsed in lib/multipart (no streaming needed at this size).
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  app.patch(
    '/api/admin/events/:slug',
    {
      schema: {
        tags,
        description:
          "Changes any of an edition's basics, dates, rules, prizes and rubric; `version` is the one the editor read (409 if someone saved since).",
        params: editionSlugParamsSchema,
        body: eventPatchSchema,
        response: { 200: adminEditionFactsSchema, ...adminErrors },
      },
    },
    async (request) =>
      saveSettings(app.db, await bySlug(request.params.slug), request.body, {
        actorId: currentUser(request).id,
        discordUrl: app.config.discordUrl,
        now: clockNow(),
        publicUrl: app.config.publicUrl,
      }),
  );

  /** An image upload's route options: multipart, the image in field `file`, 201 `{url}`. */
  const upload = (what: string) => ({
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: {
      tags,
      description: `Uploads ${what}: multipart, the image in field \`file\` (PNG, SVG or WebP, at most 256 KB; SVG made inert). Answers its address.`,
      consumes: ['multipart/form-data'],
      params: editionSlugParamsSchema,
      response: { 201: imageUploadedSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
    },
  });

  app.post(
    '/api/admin/events/:slug/logo',
    upload("the edition's logo (and makes it the edition's)"),
    async (request, reply) => {
      const edition = await bySlug(request.params.slug);
      const { url } = await uploadImage(app.db, uploadedFile(request), edition.id);
      await saveLogo(app.db, edition, url, { actorId: currentUser(request).id, now: clockNow() });
      return reply.status(201).send({ url });
    },
  );

  // An image for the edition's pages (a sponsor's logo): stored and answered; the page's save that uses
  // its address is the change (versioned, audit-logged).
  app.post('/api/admin/events/:slug/images', upload("an image for the edition's pages"), async (request, reply) => {
    const edition = await bySlug(request.params.slug);
    const { url } = await uploadImage(app.db, uploadedFile(request), edition.id);
    return reply.status(201).send({ url });
  });
}

/** The multipart body's field `file` (400 naming it when absent). */
function uploadedFile(request: FastifyRequest): Buffer {
  const boundary = boundaryOf(request.headers['content-type']);
  const parts = boundary && Buffer.isBuffer(request.body) ? parseMultipart(request.body, boundary) : null;
  const file = parts?.find((p) => p.name === 'file');
  if (!file) throw badRequest(IMAGE_MESSAGES.missing, { file: IMAGE_MESSAGES.missing });
  return file.data;
}

const imageParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(png|svg|webp)$/, IMAGE_MESSAGES.notFound),
});

async function imageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/images/:file',
    {
      schema: {
        tags: ['content'],
        description: 'An uploaded image by its content hash: immutable, cached for a year.',
        params: imageParamsSchema,
      },
    },
    async (request, reply) => {
      const [hash, ext] = request.params.file.split('.') as [string, ImageExt];
      const image = await findImage(app.db, hash, ext);
      if (!image) throw notFound(IMAGE_MESSAGES.notFound);
      reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Logos are shown by pages of this site only; an SVG opened on its own stays an inert picture.
        .header(
          'content-security-policy',
          ext === 'svg' ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'",
        );
      return reply.send(image.bytes);
    },
  );
}

export async function settingsRoutes(app: FastifyInstance) {
  await app.register(imageRoutes);
  await app.register(adminScope(settingsAdminRoutes));
}
