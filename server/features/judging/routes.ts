// Project Evaluation (spec §7) and a submission's evaluations: admins, who judge, only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { evaluateResponseSchema, evaluationRequestSchema, submissionEvaluationsSchema } from '@shared/schemas/admin';
import { idParamsSchema } from '@shared/schemas/common';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { evaluateSubmission, submissionEvaluations } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

async function evaluationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: submissions'];

  app.get(
    '/api/submissions/:id/evaluations',
    { schema: { tags, params: idParamsSchema, response: { 200: submissionEvaluationsSchema, ...errors } } },
    async (request) => submissionEvaluations(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    '/api/submissions/:id/evaluate',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: evaluationRequestSchema,
        response: { 200: evaluateResponseSchema, ...errors },
      },
    },
    async (request) =>
      evaluateSubmission(app.db, currentUser(request).id, request.params.id, request.body, app.config.publicUrl),
  );
}

export async function judgingRoutes(app: FastifyInstance) {
  await app.register(adminScope(evaluationRoutes));
}
