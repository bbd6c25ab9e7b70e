// The team side (submit, update) and the admin listing of submissions (of the edition of `?event=slug`,
// the current one by default); evaluating them is judging's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/common';
import { editionQuerySchema } from '@shared/schemas/events';
import {
  submissionListQuerySchema,
  submissionPageSchema,
  submissionResponseSchema,
  submissionSchema,
} from '@shared/schemas/submissions';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope, teamScope } from '../../plugins/scopes';
import { adminEdition, currentEdition } from '../events/index';
import { createSubmission, listSubmissions, updateSubmission } from './service';

const listQuerySchema = submissionListQuerySchema.extend(editionQuerySchema.shape);

const errors = errorResponses(400, 401, 403, 404, 409);

async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/submissions',
    {
      schema: { tags: ['submissions'], body: submissionSchema, response: { 201: submissionResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSubmission(app.db, (await currentEdition(app)).id, currentUser(request), request.body)),
  );

  app.put(
    '/api/submissions/:id',
    {
      schema: {
        tags: ['submissions'],
        params: idParamsSchema,
        body: submissionSchema,
        response: { 200: submissionResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateSubmission(app.db, (await currentEdition(app)).id, currentUser(request), request.params.id, request.body),
  );
}

async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/submissions',
    {
      schema: {
        tags: ['admin: submissions'],
        querystring: listQuerySchema,
        response: { 200: submissionPageSchema, ...errors },
      },
    },
    async (request) => {
      const { event: _event, ...filter } = request.query;
      return listSubmissions(app.db, { ...filter, eventId: (await adminEdition(request)).id });
    },
  );
}

export async function submissionsRoutes(app: FastifyInstance) {
  await app.register(teamScope(teamRoutes));
  await app.register(adminScope(adminRoutes));
}
