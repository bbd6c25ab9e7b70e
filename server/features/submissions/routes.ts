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
import { listSubmissions, submissionListTotals } from './service';
import { createSubmission, updateSubmission } from './team-service';

const listQuerySchema = submissionListQuerySchema.extend(editionQuerySchema.shape);

const errors = errorResponses(400, 401, 403, 404, 409);

async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/submissions',
    {
      schema: {
        tags: ['submissions'],
        description:
          "Submits the team's project (201), or updates it (200) when the team already has one that may change: " +
          'one project per team per edition. 409 outside the submission window, naming the phase and its dates.',
        body: submissionSchema,
        response: { 201: submissionResponseSchema, 200: submissionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await createSubmission(app.db, (await currentEdition(app)).id, currentUser(request), request.body);
      app.pins.kick();
      return reply.status(result.created ? 201 : 200).send(result.submission);
    },
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
    async (request) => {
      const updated = await updateSubmission(
        app.db,
        (await currentEdition(app)).id,
        currentUser(request),
        request.params.id,
        request.body,
      );
      app.pins.kick();
      return updated;
    },
  );
}

async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const totals = submissionListTotals(app.dataChanges);

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
      // With the pinned commits, in the page's one query: the admins see what the judges judge.
      const page = await listSubmissions(
        app.db,
        { ...filter, eventId: (await adminEdition(request)).id },
        { totals, pins: app.config.pins },
      );
      return { ...page, items: page.items.map((s) => ({ ...s, pinned: s.pinned ?? null })) };
    },
  );
}

export async function submissionsRoutes(app: FastifyInstance) {
  await app.register(teamScope(teamRoutes));
  await app.register(adminScope(adminRoutes));
}
