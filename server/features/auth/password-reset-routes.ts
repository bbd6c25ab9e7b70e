import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, okSchema } from '@shared/schemas/common';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@shared/schemas/password-reset';
import { requestPasswordReset, resetPassword, ResetLimiter, type ResetLimits } from './password-reset';

export async function passwordResetRoutes(fastify: FastifyInstance, opts: { limits?: ResetLimits } = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiter = new ResetLimiter(opts.limits);
  const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: { 200: forgotPasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const queued = await requestPasswordReset(app.db, limiter, app.config.publicUrl, request.body.email, request.ip);
      if (queued) app.mail.kick();
      return { ok: true as const, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await resetPassword(app.db, limiter, request.body.token, request.body.password, request.ip);
      app.mail.kick();
      return { ok: true as const };
    },
  );
}
