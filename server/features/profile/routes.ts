// The signed-in user's own profile: read, update, change password.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@shared/schemas/common';
import { changePasswordSchema, profileSchema, updateProfileSchema } from '@shared/schemas/profile';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { userScope } from '../../plugins/scopes';
import { changePassword, getProfile, newPasswordChangeThrottle, updateProfile } from './service';

const errors = errorResponses(400, 401, 403, 404, 429);

async function ownProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const throttle = newPasswordChangeThrottle(app.db);

  app.get(
    '/api/profile',
    {
      schema: { tags: ['profile'], response: { 200: profileSchema, ...errors } },
    },
    async (request) => getProfile(app.db, (await app.editions.current())?.id ?? null, currentUser(request).id),
  );

  app.patch(
    '/api/profile',
    {
      schema: { tags: ['profile'], body: updateProfileSchema, response: { 200: profileSchema, ...errors } },
    },
    async (request) => {
      const { id } = currentUser(request);
      await updateProfile(app.db, id, request.body);
      return getProfile(app.db, (await app.editions.current())?.id ?? null, id);
    },
  );

  app.post(
    '/api/profile/password',
    {
      schema: { tags: ['profile'], body: changePasswordSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await changePassword(app.db, currentUser(request), request.body, throttle);
      return { ok: true as const };
    },
  );
}

export async function profileRoutes(app: FastifyInstance) {
  await app.register(userScope(ownProfileRoutes));
}
