// The team side (submit, update) and the admin listing of submissions; evaluating them is judging's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/common';
import {
  submissionListQuerySchema,
  submissionPageSchema,
  submissionResponseSchema,
  submissionSchema,
} from '@shared/schemas/submissions';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope, teamScope } from '../../plugins/scopes';
import { createSubmission, listSubmissions, updateSubmission } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/submissions',
    {
      schema: { tags: ['submissions'], body: submissionSchema, response: { 201: submissionResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createSubmission(app.db, currentUser(request), request.body)),
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
    async (request) => updateSubmission(app.db, currentUser(request), request.params.id, request.body),
  );
}

async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/submissions',
    {
      schema: {
        tags: ['admin: submissions'],
        querystring: submissionListQuerySchema,
        response: { 200: submissionPageSchema, ...errors },
      },
    },
    async (request) => listSubmissions(app.db, request.query),
  );
}

export async function submissionsRoutes(app: FastifyInstance) {
  await app.register(teamScope(teamRoutes));
  await app.register(adminScope(adminRoutes));
}
