// The mentor's routes (/mentor): profile and shifts, the queue, the mentors a request can be handed to,
// and the moves on a request (claim, resolve, release, hand-off). mentorScope answers 401/403 before
// anything else and refuses writes to an archived edition (409); a move on a request of an archived
// edition answers 409 naming it, whatever edition the scope found.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/common';
import { editionQuerySchema } from '@shared/schemas/events';
import {
  handoffHelpRequestSchema,
  helpRequestSchema,
  mentorListSchema,
  mentorProfileSchema,
  mentorQueueSchema,
  releaseHelpRequestSchema,
  updateMentorProfileSchema,
} from '@shared/schemas/mentoring';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { mentorScope, staffEdition } from '../../plugins/scopes';
import { getMentorProfile, updateMentorProfile } from './service/mentors';
import { publishHelp } from './service/live';
import {
  claimHelpRequest,
  handoffHelpRequest,
  handoffTargets,
  mentorQueue,
  releaseHelpRequest,
  resolveHelpRequest,
  type Moved,
} from './service/queue';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['mentor'];
const querystring = editionQuerySchema;

async function routes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/mentor/profile',
    { schema: { tags, querystring, response: { 200: mentorProfileSchema, ...errors } } },
    async (request) => getMentorProfile(app.db, staffEdition(request), currentUser(request).id),
  );

  app.put(
    '/api/mentor/profile',
    {
      schema: { tags, querystring, body: updateMentorProfileSchema, response: { 200: mentorProfileSchema, ...errors } },
    },
    async (request) => updateMentorProfile(app.db, staffEdition(request), currentUser(request).id, request.body),
  );

  app.get(
    '/api/mentor/queue',
    { schema: { tags, querystring, response: { 200: mentorQueueSchema, ...errors } } },
    async (request) => mentorQueue(app.db, staffEdition(request), currentUser(request).id),
  );

  app.get(
    '/api/mentor/mentors',
    { schema: { tags, querystring, response: { 200: mentorListSchema, ...errors } } },
    async (request) => handoffTargets(app.db, staffEdition(request), currentUser(request).id),
  );

  /** Tells the requester's side and the queue, and answers the request as it now is. */
  const told = async (
    request: { log: FastifyInstance['log'] },
    type: Parameters<typeof publishHelp>[2]['type'],
    m: Moved,
  ) => {
    await publishHelp(app, request.log, {
      type,
      eventId: m.eventId,
      requestId: m.request.id,
      status: m.request.status,
      teamId: m.teamId,
      requesterId: m.requesterId,
      mentorId: m.request.mentor?.userId ?? null,
      mentorName: m.request.mentor?.name ?? null,
    });
    return m.request;
  };

  const byId = { tags, params: idParamsSchema, response: { 200: helpRequestSchema, ...errors } };

  app.post('/api/help-requests/:id/claim', { schema: byId }, async (request) =>
    told(request, 'help.claimed', await claimHelpRequest(app.db, currentUser(request).id, request.params.id)),
  );

  app.post('/api/help-requests/:id/resolve', { schema: byId }, async (request) =>
    told(request, 'help.resolved', await resolveHelpRequest(app.db, currentUser(request).id, request.params.id)),
  );

  app.post('/api/help-requests/:id/release', { schema: { ...byId, body: releaseHelpRequestSchema } }, async (request) =>
    told(
      request,
      'help.released',
      await releaseHelpRequest(app.db, currentUser(request).id, request.params.id, request.body.note),
    ),
  );

  app.post('/api/help-requests/:id/handoff', { schema: { ...byId, body: handoffHelpRequestSchema } }, async (request) =>
    told(
      request,
      'help.handed_off',
      await handoffHelpRequest(app.db, currentUser(request).id, request.params.id, request.body.mentorId),
    ),
  );
}

export const mentorRoutes = mentorScope(routes);
