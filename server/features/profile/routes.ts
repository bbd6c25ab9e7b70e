import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, okSchema } from '@shared/schemas/common';
import { changePasswordSchema, profileSchema, updateProfileSchema } from '@shared/schemas/profile';
import { currentUser, requireUser } from '../../plugins/auth';
import { changePassword, getProfile, newPasswordChangeThrottle, updateProfile } from './service';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const throttle = newPasswordChangeThrottle();
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    429: errorResponseSchema,
  };

  app.get(
    '/api/profile',
    {
      schema: { tags: ['profile'], response: { 200: profileSchema, ...errors } },
      preHandler: requireUser,
    },
    async (request) => getProfile(app.db, currentUser(request).id),
  );

  app.patch(
    '/api/profile',
    {
      schema: { tags: ['profile'], body: updateProfileSchema, response: { 200: profileSchema, ...errors } },
      preHandler: requireUser,
    },
    async (request) => {
      const { id } = currentUser(request);
      await updateProfile(app.db, id, request.body);
      return getProfile(app.db, id);
    },
  );

  app.post(
    '/api/profile/password',
    {
      schema: { tags: ['profile'], body: changePasswordSchema, response: { 200: okSchema, ...errors } },
      preHandler: requireUser,
    },
    async (request) => {
      await changePassword(app.db, currentUser(request), request.body, throttle);
      return { ok: true as const };
    },
  );
}
