// Admin participant calls (spec §7): list, profile, Send Email, Reset Password.
import type { FastifyInstance } from 'fastify';
import {
  resetPasswordSchema,
  sendEmailSchema,
  userDetailSchema,
  userListQuerySchema,
  userPageSchema,
} from '@shared/schemas/admin';
import { idParamsSchema, okSchema } from '@shared/schemas/common';
import { currentUser } from '../../plugins/auth';
import { adminErrors, adminOnly, typed } from './route-kit';
import { emailUser, listUsers, resetUserPassword, userDetail } from './users-service';

export async function adminUsersRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const tags = ['admin: participants'];

  app.get(
    '/api/users',
    {
      schema: { tags, querystring: userListQuerySchema, response: { 200: userPageSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/api/users/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: userDetailSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => userDetail(app.db, request.params.id),
  );

  app.post(
    '/api/users/:id/email',
    {
      schema: { tags, params: idParamsSchema, body: sendEmailSchema, response: { 200: okSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => {
      await emailUser(app.db, currentUser(request).id, request.params.id, request.body);
      app.mail.kick();
      return { ok: true as const };
    },
  );

  app.post(
    '/api/users/:id/reset-password',
    {
      schema: { tags, params: idParamsSchema, body: resetPasswordSchema, response: { 200: okSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => {
      await resetUserPassword(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.newPassword,
        app.config.publicUrl,
      );
      app.mail.kick();
      return { ok: true as const };
    },
  );
}
