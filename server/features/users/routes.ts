// Admin participant calls (spec §7): list, profile, Send Email, Reset Password. Accounts are
// deployment-wide; `?event=slug` (the current edition by default) picks whose teams show beside them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendEmailSchema } from '@shared/schemas/mail';
import { resetPasswordSchema, userDetailSchema, userListQuerySchema, userPageSchema } from '@shared/schemas/users';
import { idParamsSchema, okSchema } from '@shared/schemas/common';
import { editionQuerySchema } from '@shared/schemas/events';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { adminEdition, adminEditionIfAny } from '../events/index';
import { signatureOf } from '../mail/index';
import { emailUser, listUsers, resetUserPassword, userDetail, userListTotals } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

async function adminUsersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: participants'];
  const querystring = editionQuerySchema;
  const totals = userListTotals(app.dataChanges);

  app.get(
    '/api/users',
    {
      schema: {
        tags,
        querystring: userListQuerySchema.extend(editionQuerySchema.shape),
        response: { 200: userPageSchema, ...errors },
      },
    },
    async (request) => listUsers(app.db, (await adminEdition(request)).id, request.query, totals),
  );

  app.get(
    '/api/users/:id',
    { schema: { tags, params: idParamsSchema, querystring, response: { 200: userDetailSchema, ...errors } } },
    async (request) => userDetail(app.db, (await adminEdition(request)).id, request.params.id),
  );

  app.post(
    '/api/users/:id/email',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring,
        body: sendEmailSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const signature = signatureOf(await adminEditionIfAny(request), app.config.organizerEmail);
      await emailUser(app.db, signature, currentUser(request).id, request.params.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/users/:id/reset-password',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring,
        body: resetPasswordSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await resetUserPassword(
        app.db,
        signatureOf(await adminEditionIfAny(request), app.config.organizerEmail),
        currentUser(request).id,
        id,
        request.body,
        app.config.publicUrl,
      );
      return { ok: true as const };
    },
  );
}

export async function usersRoutes(app: FastifyInstance) {
  await app.register(adminScope(adminUsersRoutes));
}
