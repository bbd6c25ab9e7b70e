// Project Evaluation (spec §7) and a submission's evaluations for admins, who judge; the judge
// invitation link (public); and the judge's and the admins' judging routes (issue 11).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/common';
import {
  evaluateResponseSchema,
  evaluationRequestSchema,
  judgeInvitationInfoSchema,
  submissionEvaluationsSchema,
} from '@shared/schemas/judging';
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  invitationTokenParamsSchema,
} from '@shared/schemas/teams';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { setSessionCookie } from '../auth/index';
import { adminJudgingScopedRoutes } from './admin-routes';
import { judgeScopedRoutes } from './judge-routes';
import { evaluateSubmission, submissionEvaluations } from './service/evaluate';
import { acceptJudgeInvitation, getJudgeInvitation } from './service/invitations';
import { publishCoverage } from './service/live';
import { holdRankingThread } from './service/ranking-thread';

const errors = errorResponses(400, 401, 403, 404, 409);
const limitedErrors = errorResponses(400, 401, 403, 404, 409, 429);

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
    async (request) => {
      // The submission's edition is the one judged (409 once it is archived).
      const { eventId, ...result } = await evaluateSubmission(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
        app.config.publicUrl,
      );
      await publishCoverage(app, request.log, eventId, 'evaluation');
      return result;
    },
  );
}

/** The link of a judge's invitation email: whoever holds the token. */
async function judgeInvitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['judge'];

  app.get(
    '/api/judge-invitations/:token',
    { schema: { tags, params: invitationTokenParamsSchema, response: { 200: judgeInvitationInfoSchema, ...errors } } },
    async (request) => getJudgeInvitation(app.db, request.params.token),
  );

  app.post(
    '/api/judge-invitations/:token',
    {
      schema: {
        tags,
        params: invitationTokenParamsSchema,
        body: acceptInvitationSchema,
        response: { 200: acceptInvitationResponseSchema, ...limitedErrors },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const result = await acceptJudgeInvitation(app.db, request.params.token, request.body, app.config.sessionTtlMs);
      setSessionCookie(reply, app.config, result.token);
      return result;
    },
  );
}

export async function judgingRoutes(app: FastifyInstance) {
  // The ranking's bootstrap runs on a thread of the process (ranking-thread.ts): ended with the app.
  app.addHook('onClose', holdRankingThread());
  await app.register(adminScope(evaluationRoutes));
  await app.register(judgeInvitationRoutes);
  await app.register(judgeScopedRoutes);
  await app.register(adminJudgingScopedRoutes);
}
