// The admin Outbox: every email's status, and retry of a failed one (admins only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxItemSchema, outboxPageSchema, outboxQuerySchema } from '@shared/schemas/admin';
import { idParamsSchema } from '@shared/schemas/common';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { listOutbox, retryEmail } from './service/outbox-admin';

const errors = errorResponses(400, 401, 403, 404, 409);

async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: dashboard'];

  app.get(
    '/api/admin/outbox',
    { schema: { tags, querystring: outboxQuerySchema, response: { 200: outboxPageSchema, ...errors } } },
    async (request) => listOutbox(app.db, request.query),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    { schema: { tags, params: idParamsSchema, response: { 200: outboxItemSchema, ...errors } } },
    async (request) => retryEmail(app.db, currentUser(request).id, request.params.id),
  );
}

export async function mailRoutes(app: FastifyInstance) {
  await app.register(adminScope(outboxRoutes));
}
