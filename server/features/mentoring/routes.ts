// Mentors on call (issue 34): the mentor invitation's link (public), the participants' help requests,
// the mentors' queue and the organizers' mentoring routes. Handlers validate with the shared schemas,
// are authorized by their scope (401/403 before validation), call a service and shape the answer; every
// move of a request is then told live to whom it concerns (service/live.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@shared/schemas/common';
import {
  createHelpRequestResponseSchema,
  createHelpRequestSchema,
  helpPreviewResponseSchema,
  helpPreviewSchema,
  helpRequestSchema,
  mentorInvitationInfoSchema,
  myHelpRequestsSchema,
  rateHelpRequestSchema,
  shiftStatusSchema,
} from '@shared/schemas/mentoring';
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  invitationTokenParamsSchema,
} from '@shared/schemas/teams';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { teamScope, userScope } from '../../plugins/scopes';
import { setSessionCookie } from '../auth/index';
import { currentEdition } from '../events/index';
import { adminMentoringRoutes } from './admin-routes';
import { mentorRoutes } from './mentor-routes';
import { acceptMentorInvitation, mentorInvitationInfo } from './service/mentors';
import { escalationJob } from './service/escalation';
import { publishHelp } from './service/live';
import { cancelHelpRequest, createHelpRequest, myHelpRequests, rateHelpRequest } from './service/requests';
import { descriptionHtml } from './service/view';
import { shiftStatus } from './service/wait';

const errors = errorResponses(400, 401, 403, 404, 409);
const limitedErrors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['mentoring'];

/** The link of a mentor's invitation email: whoever holds the token. */
async function invitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/mentors/invitations/:token',
    { schema: { tags, params: invitationTokenParamsSchema, response: { 200: mentorInvitationInfoSchema, ...errors } } },
    async (request) => mentorInvitationInfo(app.db, request.params.token),
  );
  app.post(
    '/api/mentors/invitations/:token/accept',
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
      const result = await acceptMentorInvitation(app.db, request.params.token, request.body, app.config.sessionTtlMs);
      setSessionCookie(reply, app.config, result.token);
      return result;
    },
  );
}

/** Anyone signed in: what the form says before sending (who is on shift, whether the queue is open). */
async function shiftRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/help-requests/shift-status',
    { schema: { tags, response: { 200: shiftStatusSchema, ...errors } } },
    async () => shiftStatus(app.db, await currentEdition(app)),
  );
}

/** Participants of the current edition: their team's requests (or their own when solo). */
async function participantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/help-requests',
    {
      schema: { tags, body: createHelpRequestSchema, response: { 201: createHelpRequestResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const ev = await currentEdition(app);
      const { teamId, ...created } = await createHelpRequest(app.db, ev, user.id, request.body);
      await publishHelp(app, request.log, {
        type: 'help.created',
        eventId: ev.id,
        requestId: created.id,
        status: 'open',
        teamId,
        requesterId: user.id,
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/help-requests/preview',
    { schema: { tags, body: helpPreviewSchema, response: { 200: helpPreviewResponseSchema, ...errors } } },
    async (request) => ({ html: descriptionHtml(request.body.description, 'markdown') }),
  );

  app.get(
    '/api/help-requests/mine',
    { schema: { tags, response: { 200: myHelpRequestsSchema, ...errors } } },
    async (request) => myHelpRequests(app.db, await currentEdition(app), currentUser(request).id),
  );

  app.delete(
    '/api/help-requests/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: helpRequestSchema, ...errors } } },
    async (request) => {
      const cancelled = await cancelHelpRequest(app.db, currentUser(request).id, request.params.id);
      await publishHelp(app, request.log, {
        type: 'help.cancelled',
        eventId: cancelled.eventId,
        requestId: cancelled.id,
        status: 'cancelled',
        teamId: cancelled.teamId,
        requesterId: cancelled.requesterId,
        mentorId: cancelled.mentor?.userId ?? null,
      });
      return cancelled;
    },
  );

  app.post(
    '/api/help-requests/:id/rating',
    {
      schema: { tags, params: idParamsSchema, body: rateHelpRequestSchema, response: { 201: okSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const rated = await rateHelpRequest(app.db, user.id, request.params.id, request.body);
      // Only the requester's side and the organizers hear of it: mentors never see ratings.
      await app.live
        .publish({
          type: 'help.rated',
          eventId: rated.eventId,
          requestId: request.params.id,
          status: 'resolved',
          teamId: rated.teamId,
          mentorId: null,
          mentorName: null,
          audience: { ...(rated.teamId !== null ? { team: rated.teamId } : { users: [user.id] }), role: 'admin' },
        })
        .catch((err: unknown) => request.log.warn({ err }, 'mentoring: live message failed'));
      return reply.status(201).send({ ok: true as const });
    },
  );
}

export async function mentoringRoutes(app: FastifyInstance) {
  // The escalation job (service/escalation.ts): its state is in the rows, so it simply starts again.
  const escalation = escalationJob(app.db, app.config.publicUrl, app.log);
  app.addHook('onReady', async () => escalation.start());
  app.addHook('onClose', async () => escalation.stop());
  await app.register(invitationRoutes);
  await app.register(userScope(shiftRoutes));
  await app.register(teamScope(participantRoutes));
  await app.register(mentorRoutes);
  await app.register(adminMentoringRoutes);
}
