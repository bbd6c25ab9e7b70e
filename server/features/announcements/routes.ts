// POST /api/announcements (admin), GET /api/announcements (signed-in users; ?since= after a
// reconnect), GET /api/announcements/:id/job (admin: email progress).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIENCE_LABELS,
  announcementJobSchema,
  announcementListQuerySchema,
  announcementListSchema,
  createAnnouncementResponseSchema,
  createAnnouncementSchema,
} from '@shared/schemas/announcements';
import { errorResponseSchema, idParamsSchema } from '@shared/schemas/common';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { AnnouncementMailer, announcementJob, announcementsFor, createAnnouncement } from './service';

/** The live payload stays far below PostgreSQL's NOTIFY limit; clients fetch the full text anyway. */
const LIVE_MESSAGE_CHARS = 1000;

export async function announcementsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
  };
  const mailer = new AnnouncementMailer({
    db: app.db,
    publicUrl: app.config.publicUrl,
    log: app.log,
    kick: () => app.mail.kick(),
  });
  app.addHook('onReady', async () => {
    void mailer.resume().catch((err: unknown) => app.log.error({ err }, 'announcement emails: resuming failed'));
  });
  app.addHook('onClose', async () => mailer.stop());

  app.post(
    '/api/announcements',
    {
      schema: {
        tags: ['announcements'],
        body: createAnnouncementSchema,
        response: { 201: createAnnouncementResponseSchema, ...errors },
      },
      preHandler: requireRole('admin'),
    },
    async (request, reply) => {
      const author = currentUser(request);
      const result = await createAnnouncement(app.db, author, request.body, app.config.publicUrl);
      app.mail.kick();
      if (!result.job.done) void mailer.start(result.announcement.id);
      const { announcement } = result;
      try {
        // /ws reaches every client, signed in or not: only a public announcement travels with its text.
        // For a narrower audience the message only says there is news; each dashboard then fetches what
        // its user may read (GET /api/announcements?since=…).
        const isPublic = announcement.audience === 'everyone';
        await app.live?.publish({
          type: 'announcement',
          message: isPublic
            ? announcement.message.slice(0, LIVE_MESSAGE_CHARS)
            : `A new announcement for ${AUDIENCE_LABELS[announcement.audience].toLowerCase()}`,
          sender: announcement.sender,
          timestamp: announcement.createdAt,
          id: announcement.id,
          audience: announcement.audience,
          ...(isPublic ? { title: announcement.title } : {}),
        });
      } catch (err) {
        // Stored and emailed already; clients that missed the live message fetch it on reconnect.
        request.log.warn({ err }, 'announcement: live broadcast failed');
      }
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/announcements',
    {
      schema: {
        tags: ['announcements'],
        querystring: announcementListQuerySchema,
        response: { 200: announcementListSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({ items: await announcementsFor(app.db, currentUser(request), request.query) }),
  );

  app.get(
    '/api/announcements/:id/job',
    {
      schema: { tags: ['announcements'], params: idParamsSchema, response: { 200: announcementJobSchema, ...errors } },
      preHandler: requireRole('admin'),
    },
    async (request) => announcementJob(app.db, request.params.id),
  );
}

export default announcementsRoutes;
