// Team side only: the admin list and evaluation of submissions live in the admin feature.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema } from '@shared/schemas/common';
import { submissionResponseSchema, submissionSchema } from '@shared/schemas/submissions';
import { currentUser, requireRole } from '../../plugins/auth';
import { createSubmission, updateSubmission } from './service';

export async function submissionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };

  app.post(
    '/api/submissions',
    {
      schema: { tags: ['submissions'], body: submissionSchema, response: { 201: submissionResponseSchema, ...errors } },
      preHandler: requireRole('team'),
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
      preHandler: requireRole('team'),
    },
    async (request) => updateSubmission(app.db, currentUser(request), request.params.id, request.body),
  );
}
