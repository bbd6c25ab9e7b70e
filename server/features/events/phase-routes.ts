// The edition's phase for organizers: read it with the dates that decide it, and set or clear an
// explicit override (confirmed, audit-logged). Registered by ./routes.ts in the admin scope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EDITION_MESSAGES, editionSlugParamsSchema } from '@shared/schemas/events';
import { phaseStatusSchema, setPhaseSchema } from '@shared/schemas/phase';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { phaseStatus, setPhaseOverride } from './service/phase';

const errors = errorResponses(400, 401, 403, 404, 409);

export async function phaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: editions'];
  const bySlug = async (slug: string) => {
    const row = await app.editions.bySlug(slug);
    if (!row) throw notFound(EDITION_MESSAGES.notFound);
    return row;
  };

  app.get(
    '/api/admin/events/:slug/phase',
    {
      schema: {
        tags,
        description:
          "The edition's phase at the server's clock, whether an override or the dates decide it, and those dates.",
        params: editionSlugParamsSchema,
        response: { 200: phaseStatusSchema, ...errors },
      },
    },
    async (request) => phaseStatus(await bySlug(request.params.slug)),
  );

  app.post(
    '/api/admin/events/:slug/phase',
    {
      schema: {
        tags,
        description:
          'Sets the phase override (null follows the dates again). Needs confirm: true; bumps the version; audit-logged with before and after.',
        params: editionSlugParamsSchema,
        body: setPhaseSchema,
        response: { 200: phaseStatusSchema, ...errors },
      },
    },
    async (request) =>
      setPhaseOverride(app.db, await bySlug(request.params.slug), request.body, currentUser(request).id),
  );
}
