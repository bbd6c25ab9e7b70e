// The admin Outbox: every email's status, retry of a failed one or of all of them, and the health of
// delivery that the admin area's banner shows (admins only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailPreviewSchema,
  mailHealthSchema,
  outboxMessageSchema,
  PREVIEW_NAME,
  sendEmailSchema,
  outboxItemSchema,
  outboxPageSchema,
  outboxQuerySchema,
  retryFailedResultSchema,
} from '@shared/schemas/mail';
import { idParamsSchema } from '@shared/schemas/common';
import { editionQuerySchema } from '@shared/schemas/events';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { readMailHealth } from './service/health';
import { listOutbox, outboxMessage, retryAllFailed, retryEmail } from './service/outbox-admin';
import { adminMessageEmail } from './service/admin-message';
import { factsOf } from './service/event-facts';
import { adminEditionToRead } from '../events/index';

const errors = errorResponses(400, 401, 403, 404, 409);

async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: dashboard'];

  app.get(
    '/api/admin/outbox',
    { schema: { tags, querystring: outboxQuerySchema, response: { 200: outboxPageSchema, ...errors } } },
    async (request) => listOutbox(app.db, request.query),
  );

  app.get(
    '/api/admin/outbox/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: outboxMessageSchema, ...errors } } },
    async (request) => outboxMessage(app.db, request.params.id),
  );

  // What Contact Team and Send Email will send, before anything is sent (their confirm step).
  app.post(
    '/api/admin/mail/preview',
    {
      schema: {
        tags,
        querystring: editionQuerySchema,
        body: sendEmailSchema,
        response: { 200: emailPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const { subject, body } = request.body;
      const mail = adminMessageEmail(
        { name: PREVIEW_NAME, email: '' },
        subject,
        body,
        factsOf(await adminEditionToRead(request)),
      );
      return { subject: mail.subject, text: mail.text };
    },
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    { schema: { tags, params: idParamsSchema, response: { 200: outboxItemSchema, ...errors } } },
    async (request) => retryEmail(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/admin/outbox/retry-failed',
    { schema: { tags, response: { 200: retryFailedResultSchema, ...errors } } },
    async (request) => retryAllFailed(app.db, currentUser(request).id),
  );

  app.get('/api/admin/mail/health', { schema: { tags, response: { 200: mailHealthSchema, ...errors } } }, async () =>
    readMailHealth(app.db, app.mail.enabled),
  );
}

export async function mailRoutes(app: FastifyInstance) {
  await app.register(adminScope(outboxRoutes));
}
