// The organizers' mentoring routes, per edition ({slug}): mentors and their invitations (the staff
// invitation mechanism judges use), adding an admin or judge as mentor directly, removing a mentor, the
// Mentoring report and the CSV of all requests. Writes to an archived edition answer 409 naming it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDITION_MESSAGES, editionSlugParamsSchema } from '@shared/schemas/events';
import { idParamField } from '@shared/schemas/fields';
import {
  addMentorSchema,
  adminMentorSchema,
  adminMentorsSchema,
  inviteMentorResponseSchema,
  inviteMentorSchema,
  mentoringReportSchema,
} from '@shared/schemas/mentoring';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { assertOpen } from '../events/index';
import { addStaffAsMentor, inviteMentor, listMentors, removeMentor } from './service/mentors';
import { mentoringCsv, mentoringReport } from './service/report';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: mentoring'];
const params = editionSlugParamsSchema;

async function routes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const edition = async (slug: string, write = false) => {
    const row = await app.editions.bySlug(slug);
    if (!row) throw notFound(EDITION_MESSAGES.notFound);
    if (write) assertOpen(row);
    return row;
  };

  app.get(
    '/api/admin/events/:slug/mentors',
    { schema: { tags, params, response: { 200: adminMentorsSchema, ...errors } } },
    async (request) => listMentors(app.db, (await edition(request.params.slug)).id),
  );

  app.post(
    '/api/admin/events/:slug/mentors/invitations',
    { schema: { tags, params, body: inviteMentorSchema, response: { 201: inviteMentorResponseSchema, ...errors } } },
    async (request, reply) => {
      const ev = await edition(request.params.slug, true);
      const result = await inviteMentor(app.db, ev.id, currentUser(request), request.body, app.config.publicUrl);
      return reply.status(201).send({ ...result, emailDelivery: await app.mail.delivery() });
    },
  );

  app.post(
    '/api/admin/events/:slug/mentors',
    { schema: { tags, params, body: addMentorSchema, response: { 201: adminMentorSchema, ...errors } } },
    async (request, reply) => {
      const ev = await edition(request.params.slug, true);
      return reply
        .status(201)
        .send(await addStaffAsMentor(app.db, ev.id, currentUser(request).id, request.body.userId));
    },
  );

  app.delete(
    '/api/admin/events/:slug/mentors/:userId',
    { schema: { tags, params: params.extend({ userId: idParamField }), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const ev = await edition(request.params.slug, true);
      await removeMentor(app.db, ev.id, currentUser(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/events/:slug/mentoring',
    { schema: { tags, params, response: { 200: mentoringReportSchema, ...errors } } },
    async (request) => mentoringReport(app.db, await edition(request.params.slug)),
  );

  app.get(
    '/api/admin/events/:slug/mentoring/requests.csv',
    { schema: { tags, params, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const ev = await edition(request.params.slug);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="help-requests-${ev.slug}.csv"`)
        .header('cache-control', 'no-store')
        .send(await mentoringCsv(app.db, ev.id));
    },
  );
}

export const adminMentoringRoutes = adminScope(routes);
