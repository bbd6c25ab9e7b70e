// The judge's routes (/judge): profile, conflicts they declare, their queue, skip, review and revise,
// their own evaluations. judgeScope answers 401/403 before anything else; no route here reads another
// judge's scores. Each works in the edition judgeScope found the caller judges (the current one, or
// `?event=slug`); an archived edition can be read, and judgeScope refuses every write to it (409).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@shared/schemas/common';
import {
  conflictListSchema,
  conflictSchema,
  declareConflictSchema,
  judgeEvaluationRequestSchema,
  judgeProfileSchema,
  judgeQueueSchema,
  judgeSubmissionSchema,
  judgeTeamListSchema,
  myEvaluationsSchema,
  nextRequestSchema,
  nextResponseSchema,
  skipSchema,
  updateJudgeProfileSchema,
} from '@shared/schemas/judging';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { judgeEdition, judgeScope } from '../../plugins/scopes';
import {
  handOut,
  judgeEvaluate,
  judgeQueue,
  judgeSubmission,
  myEvaluations,
  skipSubmission,
} from './service/assignment';
import { addConflict, listConflicts, teamsForJudge } from './service/conflicts';
import { getJudgeProfile, updateJudgeProfile } from './service/judges';
import { publishCoverage } from './service/live';

const errors = errorResponses(400, 401, 403, 404, 409);

async function judgeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['judge'];
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  const edition = (request: Parameters<typeof currentUser>[0]) => judgeEdition(request).id;

  app.get(
    '/api/judge/profile',
    { schema: { tags, response: { 200: judgeProfileSchema, ...errors } } },
    async (request) => getJudgeProfile(app.db, edition(request), me(request)),
  );

  app.patch(
    '/api/judge/profile',
    { schema: { tags, body: updateJudgeProfileSchema, response: { 200: judgeProfileSchema, ...errors } } },
    async (request) => updateJudgeProfile(app.db, edition(request), me(request), request.body),
  );

  app.get(
    '/api/judge/teams',
    { schema: { tags, response: { 200: judgeTeamListSchema, ...errors } } },
    async (request) => teamsForJudge(app.db, edition(request), me(request)),
  );

  app.get(
    '/api/judge/conflicts',
    { schema: { tags, response: { 200: conflictListSchema, ...errors } } },
    async (request) => ({ conflicts: await listConflicts(app.db, edition(request), me(request)) }),
  );

  app.post(
    '/api/judge/conflicts',
    { schema: { tags, body: declareConflictSchema, response: { 201: conflictSchema, ...errors } } },
    async (request, reply) => {
      const judgeId = me(request);
      const eventId = edition(request);
      const result = await addConflict(app.db, eventId, judgeId, { ...request.body, judgeId }, 'declared');
      await publishCoverage(app, request.log, eventId, 'conflict');
      return reply.status(201).send(result);
    },
  );

  app.get('/api/judge/queue', { schema: { tags, response: { 200: judgeQueueSchema, ...errors } } }, async (request) =>
    judgeQueue(app.db, edition(request), me(request), app.config.pins),
  );

  app.post(
    '/api/judge/next',
    { schema: { tags, body: nextRequestSchema, response: { 200: nextResponseSchema, ...errors } } },
    async (request) => {
      const eventId = edition(request);
      const result = await handOut(app.db, eventId, me(request), request.body.count, app.config.pins);
      if (result.assigned.length) await publishCoverage(app, request.log, eventId, 'assignment');
      return result;
    },
  );

  app.get(
    '/api/judge/submissions/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: judgeSubmissionSchema, ...errors } } },
    async (request) => judgeSubmission(app.db, edition(request), me(request), request.params.id, app.config.pins),
  );

  app.post(
    '/api/judge/submissions/:id/skip',
    { schema: { tags, params: idParamsSchema, body: skipSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const eventId = edition(request);
      await skipSubmission(app.db, eventId, me(request), request.params.id, request.body.reason);
      await publishCoverage(app, request.log, eventId, 'skip');
      return { ok: true as const };
    },
  );

  app.put(
    '/api/judge/submissions/:id/evaluation',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: judgeEvaluationRequestSchema,
        response: { 200: judgeSubmissionSchema, ...errors },
      },
    },
    async (request) => {
      const eventId = edition(request);
      const result = await judgeEvaluate(
        app.db,
        eventId,
        me(request),
        request.params.id,
        request.body,
        app.config.publicUrl,
        app.config.pins,
      );
      await publishCoverage(app, request.log, eventId, 'evaluation');
      return result;
    },
  );

  app.get(
    '/api/judge/evaluations',
    { schema: { tags, response: { 200: myEvaluationsSchema, ...errors } } },
    async (request) => myEvaluations(app.db, edition(request), me(request)),
  );
}

export const judgeScopedRoutes = judgeScope(judgeRoutes);
