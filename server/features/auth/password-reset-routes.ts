// The forgotten-password flow: ask for a reset link by email, then set a new password with its token.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@shared/schemas/common';
import {
  forgotPasswordAnswer,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@shared/schemas/password-reset';
import { errorResponses } from '../../plugins/errors';
import { requestPasswordReset, resetPassword, ResetLimits } from './service/password-reset';

export async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = new ResetLimits(app.db);
  const resetErrors = errorResponses(400, 429);

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: { 200: forgotPasswordResponseSchema, ...resetErrors },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, limits, app.config.publicUrl, request.body.email, request.ip);
      const emailDelivery = await app.mail.delivery();
      return { ok: true as const, message: forgotPasswordAnswer(emailDelivery), emailDelivery };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: okSchema, ...resetErrors } } },
    async (request) => {
      await resetPassword(app.db, limits, request.body.token, request.body.password, request.ip);
      return { ok: true as const };
    },
  );
}
