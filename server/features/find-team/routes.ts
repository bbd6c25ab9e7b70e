// Find a team (issue 14): the matching profile, the board, the team's listing, requests both ways,
// blocks (participants), the email link of a request (whoever holds its token) and the organizers' counts.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@shared/schemas/common';
import {
  blockInputSchema,
  blockListSchema,
  boardQuerySchema,
  boardSchema,
  createRequestSchema,
  FIND_TEAM_LIVE_TYPE,
  findTeamProfileInputSchema,
  findTeamStatsSchema,
  myFindTeamProfileSchema,
  requestByTokenSchema,
  requestDecisionSchema,
  requestListSchema,
  requestTokenParamsSchema,
  teamListingInputSchema,
  teamRequestSchema,
  visibilitySchema,
} from '@shared/schemas/find-team';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope, teamScope } from '../../plugins/scopes';
import { adminEdition, currentEdition } from '../events/index';
import { editionQuerySchema } from '@shared/schemas/events';
import { addBlock, listBlocks, removeBlock } from './service/blocks';
import { getBoard } from './service/board';
import { saveListing } from './service/listing';
import { getMyProfile, saveProfile, setVisibility } from './service/profile';
import { decideByToken, decideRequest, requestByToken, withdrawRequest } from './service/decisions';
import { createRequest, listRequests, requestLimiter } from './service/requests';
import { findTeamStats } from './service/stats';

const errors = errorResponses(400, 401, 403, 404, 409);
const limitedErrors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['find a team'];
const decidedSchema = z.object({ status: z.enum(['accepted', 'declined']), teamId: z.number().int() });

/** Tells the people concerned that their requests changed; they fetch the details themselves. */
async function notify(app: FastifyInstance, log: FastifyBaseLogger, users: number[]) {
  try {
    await app.live?.publish({ type: FIND_TEAM_LIVE_TYPE, users });
  } catch (err) {
    // The change is committed; the dashboard shows it on its next fetch.
    log.warn({ err }, 'find-team: live message failed');
  }
}

async function participantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const limiter = requestLimiter(app.db, config.findTeamRequestsPerHour);

  app.get(
    '/api/find-team/profile',
    { schema: { tags, response: { 200: myFindTeamProfileSchema, ...errors } } },
    async (request) => getMyProfile(app.db, (await currentEdition(app)).id, currentUser(request).id),
  );
  app.put(
    '/api/find-team/profile',
    { schema: { tags, body: findTeamProfileInputSchema, response: { 200: myFindTeamProfileSchema, ...errors } } },
    async (request) => saveProfile(app.db, (await currentEdition(app)).id, currentUser(request).id, request.body),
  );
  app.patch(
    '/api/find-team/profile',
    { schema: { tags, body: visibilitySchema, response: { 200: myFindTeamProfileSchema, ...errors } } },
    async (request) =>
      setVisibility(app.db, (await currentEdition(app)).id, currentUser(request).id, request.body.visible),
  );

  app.get(
    '/api/find-team/board',
    { schema: { tags, querystring: boardQuerySchema, response: { 200: boardSchema, ...errors } } },
    async (request) => getBoard(app.db, await currentEdition(app), currentUser(request), request.query),
  );
  app.put(
    '/api/find-team/listing',
    { schema: { tags, body: teamListingInputSchema, response: { 200: teamListingInputSchema, ...errors } } },
    async (request) => saveListing(app.db, currentUser(request), request.body),
  );

  app.get(
    '/api/find-team/requests',
    { schema: { tags, response: { 200: requestListSchema, ...errors } } },
    async (request) => ({ items: await listRequests(app.db, (await currentEdition(app)).id, currentUser(request)) }),
  );
  app.post(
    '/api/find-team/requests',
    { schema: { tags, body: createRequestSchema, response: { 201: teamRequestSchema, ...limitedErrors } } },
    async (request, reply) => {
      const result = await createRequest(
        app.db,
        await currentEdition(app),
        limiter,
        currentUser(request),
        request.body,
        config.publicUrl,
      );
      await notify(app, request.log, result.notify);
      return reply.status(201).send(result.request);
    },
  );
  app.post(
    '/api/find-team/requests/:id/decision',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: requestDecisionSchema,
        response: { 200: decidedSchema, ...errors },
      },
    },
    async (request) => {
      const result = await decideRequest(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.decision,
        config.publicUrl,
      );
      await notify(app, request.log, result.notify);
      return { status: result.status, teamId: result.teamId };
    },
  );
  app.post(
    '/api/find-team/requests/:id/withdraw',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const result = await withdrawRequest(app.db, currentUser(request), request.params.id);
      await notify(app, request.log, result.notify);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/find-team/blocks',
    { schema: { tags, response: { 200: blockListSchema, ...errors } } },
    async (request) => listBlocks(app.db, currentUser(request).id),
  );
  app.post(
    '/api/find-team/blocks',
    { schema: { tags, body: blockInputSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await addBlock(app.db, (await currentEdition(app)).id, currentUser(request), request.body);
      return { ok: true as const };
    },
  );
  app.delete(
    '/api/find-team/blocks/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await removeBlock(app.db, currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
}

/** The link of a request's email: whoever holds the token, signed in or not. */
async function tokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/find-team/requests/by-token/:token',
    { schema: { tags, params: requestTokenParamsSchema, response: { 200: requestByTokenSchema, ...errors } } },
    async (request) => requestByToken(app.db, request.params.token),
  );
  app.post(
    '/api/find-team/requests/by-token/:token',
    {
      schema: {
        tags,
        params: requestTokenParamsSchema,
        body: requestDecisionSchema,
        response: { 200: decidedSchema, ...limitedErrors },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const result = await decideByToken(app.db, request.params.token, request.body.decision, app.config.publicUrl);
      await notify(app, request.log, result.notify);
      return { status: result.status, teamId: result.teamId };
    },
  );
}

async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/find-team',
    {
      schema: {
        tags: ['admin: find a team'],
        querystring: editionQuerySchema,
        response: { 200: findTeamStatsSchema, ...errors },
      },
    },
    async (request) => findTeamStats(app.db, (await adminEdition(request)).id),
  );
}

export async function findTeamRoutes(app: FastifyInstance) {
  await app.register(teamScope(participantRoutes));
  await app.register(tokenRoutes);
  await app.register(adminScope(adminRoutes));
}
