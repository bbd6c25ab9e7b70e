// Admin submission calls: the list, a submission's evaluations, and Project Evaluation (spec §7).
import type { FastifyInstance } from 'fastify';
import {
  evaluateResponseSchema,
  evaluationRequestSchema,
  submissionEvaluationsSchema,
  submissionListQuerySchema,
  submissionPageSchema,
} from '@shared/schemas/admin';
import { idParamsSchema } from '@shared/schemas/common';
import { currentUser } from '../../plugins/auth';
import { adminErrors, adminOnly, typed } from './route-kit';
import { evaluateSubmission, listSubmissions, submissionEvaluations } from './submissions-service';

export async function adminSubmissionsRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const tags = ['admin: submissions'];

  app.get(
    '/api/submissions',
    {
      schema: { tags, querystring: submissionListQuerySchema, response: { 200: submissionPageSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => listSubmissions(app.db, request.query),
  );

  app.get(
    '/api/submissions/:id/evaluations',
    {
      schema: { tags, params: idParamsSchema, response: { 200: submissionEvaluationsSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => submissionEvaluations(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    '/api/submissions/:id/evaluate',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: evaluationRequestSchema,
        response: { 200: evaluateResponseSchema, ...adminErrors },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const result = await evaluateSubmission(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
        app.config.publicUrl,
      );
      app.mail.kick();
      return result;
    },
  );
}
