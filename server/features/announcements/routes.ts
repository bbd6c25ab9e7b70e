// POST /api/announcements (admin; the current edition's, or ?event=), GET /api/announcements (signed-in
// users: the current edition's; ?since= after a reconnect; admins may pass ?event=), GET
// /api/announcements/:id/job (admin: email progress).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  audienceCountQuerySchema,
  audienceCountSchema,
  announcementJobSchema,
  announcementListQuerySchema,
  announcementListSchema,
  createAnnouncementResponseSchema,
  createAnnouncementSchema,
} from '@shared/schemas/announcements';
import { idParamsSchema } from '@shared/schemas/common';
import { editionQuerySchema } from '@shared/schemas/events';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope, userScope } from '../../plugins/scopes';
import { adminEdition } from '../events/index';
import {
  AnnouncementMailer,
  announcementJob,
  announcementsFor,
  countAudience,
  createAnnouncement,
  liveMessage,
} from './service';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

function adminRoutes(mailer: AnnouncementMailer) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/announcements',
      {
        schema: {
          tags: ['announcements'],
          querystring: editionQuerySchema,
          body: createAnnouncementSchema,
          response: { 201: createAnnouncementResponseSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const author = currentUser(request);
        const edition = await adminEdition(request);
        const result = {
          ...(await createAnnouncement(app.db, author, edition, request.body, app.config.publicUrl)),
          emailDelivery: await app.mail.delivery(),
        };
        if (!result.job.done) void mailer.start(result.announcement.id);
        // The live socket reaches the current edition's dashboards only: a draft's news waits for it.
        if (edition.state !== 'current') return reply.status(201).send(result);
        try {
          await app.live?.publish(liveMessage(result.announcement));
        } catch (err) {
          // Stored and emailed already; clients that missed the live message fetch it on reconnect.
          request.log.warn({ err }, 'announcement: live broadcast failed');
        }
        return reply.status(201).send(result);
      },
    );

    // The dialog's confirm step names how many people will be emailed before anything is sent.
    app.get(
      '/api/announcements/audience-count',
      {
        schema: {
          tags: ['announcements'],
          querystring: audienceCountQuerySchema,
          response: { 200: audienceCountSchema, ...errors },
        },
      },
      async (request) => ({
        count: await countAudience(app.db, request.query.audience, (await adminEdition(request)).id),
      }),
    );

    app.get(
      '/api/announcements/:id/job',
      {
        schema: {
          tags: ['announcements'],
          params: idParamsSchema,
          response: { 200: announcementJobSchema, ...errors },
        },
      },
      async (request) => announcementJob(app.db, request.params.id),
    );
  };
}

async function readRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/announcements',
    {
      schema: {
        tags: ['announcements'],
        querystring: announcementListQuerySchema,
        response: { 200: announcementListSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Participants read the current edition's; between editions there is nothing to read.
      const edition =
        user.role === 'admin' && request.query.event ? await adminEdition(request) : await app.editions.current();
      if (!edition) return { items: [] };
      return { items: await announcementsFor(app.db, user, edition.id, request.query) };
    },
  );
}

export async function announcementsRoutes(app: FastifyInstance) {
  // Batches of large audiences run after the announcement commits; a restart resumes unfinished jobs.
  const mailer = new AnnouncementMailer({
    db: app.db,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    void mailer.resume().catch((err: unknown) => app.log.error({ err }, 'announcement emails: resuming failed'));
  });
  app.addHook('onClose', async () => mailer.stop());
  await app.register(adminScope(adminRoutes(mailer)));
  await app.register(userScope(readRoutes));
}
