// The organizers' privacy routes (issue 35): a person's data request done on their behalf (export, erase),
// each audited, and an edition's retention (preview and setting). Retention is not an outcome of the
// edition (DESIGN D13), so an archived edition accepts its setting: archives are where it matters most.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { idParamsSchema } from '@shared/schemas/common';
import { EDITION_MESSAGES, editionSlugParamsSchema } from '@shared/schemas/events';
import {
  dataExportSchema,
  eraseResponseSchema,
  PRIVACY_MESSAGES,
  retentionPreviewSchema,
  retentionSettingSchema,
} from '@shared/schemas/privacy';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { eraseAccount } from './service/erase';
import { exportPerson } from './service/export';
import { retentionPreview, setRetention } from './service/retention';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: privacy'];

async function routes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const edition = async (slug: string) => {
    const row = await app.editions.bySlug(slug);
    if (!row) throw notFound(EDITION_MESSAGES.notFound);
    return row;
  };
  const person = async (id: number) => {
    const [u] = await rows<{ id: number; erased_at: Date | null }>(
      app.db,
      sql`select id, erased_at from users where id = ${id}`,
    );
    if (!u) throw notFound('No such person');
    if (u.erased_at) throw conflict(PRIVACY_MESSAGES.alreadyErased);
    return u;
  };

  app.post(
    '/api/admin/users/:id/erase',
    { schema: { tags, params: idParamsSchema, response: { 200: eraseResponseSchema, ...errors } } },
    async (request) => {
      const admin = currentUser(request);
      await person(request.params.id);
      if (request.params.id === admin.id) throw conflict(PRIVACY_MESSAGES.selfErase);
      const name = await eraseAccount(app.db, request.params.id, { actorId: admin.id, by: 'organizer' });
      if (!name) throw conflict(PRIVACY_MESSAGES.alreadyErased);
      return { ok: true as const, pseudonym: name };
    },
  );

  app.get(
    '/api/admin/users/:id/export',
    { schema: { tags, params: idParamsSchema, response: { 200: dataExportSchema, ...errors } } },
    async (request, reply) => {
      await person(request.params.id);
      const doc = await exportPerson(app.db, request.params.id);
      // Handing out a person's data is an action of its own: the log says who did it, for whom.
      await writeAudit(app.db, currentUser(request).id, 'privacy.data_exported', `user:${request.params.id}`);
      reply.header('cache-control', 'no-store');
      return doc;
    },
  );

  app.get(
    '/api/admin/events/:slug/retention',
    { schema: { tags, params: editionSlugParamsSchema, response: { 200: retentionPreviewSchema, ...errors } } },
    async (request) => retentionPreview(app.db, (await edition(request.params.slug)).id),
  );

  app.put(
    '/api/admin/events/:slug/retention',
    {
      schema: {
        tags,
        params: editionSlugParamsSchema,
        body: retentionSettingSchema,
        response: { 200: retentionPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const ev = await edition(request.params.slug);
      await setRetention(app.db, ev.id, request.body.months, currentUser(request).id);
      return retentionPreview(app.db, ev.id);
    },
  );
}

export const adminPrivacyRoutes = adminScope(routes);
