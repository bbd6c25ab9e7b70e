import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, okSchema } from '@shared/schemas/common';
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  currentTeamSchema,
  invitationInfoSchema,
  invitationTokenParamsSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  joinTeamResponseSchema,
  joinTeamSchema,
  memberParamsSchema,
  updateTeamSchema,
} from '@shared/schemas/teams';
import { currentUser, requireRole } from '../../plugins/auth';
import { setSessionCookie } from '../auth/cookies';
import { getCurrentTeam } from './current-team';
import { inviteMember, joinTeam, removeMember, updateTeam } from './manage';
import { acceptInvitation, getInvitation } from './accept-invitation';

export async function teamsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };
  const team = requireRole('team');

  app.get(
    '/api/teams/current',
    {
      schema: { tags: ['teams'], response: { 200: currentTeamSchema, ...errors } },
      preHandler: team,
    },
    async (request) => getCurrentTeam(app.db, currentUser(request)),
  );

  app.patch(
    '/api/teams/current',
    {
      schema: { tags: ['teams'], body: updateTeamSchema, response: { 200: currentTeamSchema, ...errors } },
      preHandler: team,
    },
    async (request) => {
      const user = currentUser(request);
      await updateTeam(app.db, user, request.body);
      return getCurrentTeam(app.db, user);
    },
  );

  app.delete(
    '/api/teams/current/members/:userId',
    {
      schema: { tags: ['teams'], params: memberParamsSchema, response: { 200: okSchema, ...errors } },
      preHandler: team,
    },
    async (request) => {
      await removeMember(app.db, currentUser(request), request.params.userId, config.publicUrl);
      app.mail.kick();
      return { ok: true as const };
    },
  );

  app.post(
    '/api/teams/current/invitations',
    {
      schema: {
        tags: ['teams'],
        body: inviteRequestSchema,
        response: { 201: inviteResponseSchema, ...errors, 429: errorResponseSchema },
      },
      preHandler: team,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const result = await inviteMember(app.db, currentUser(request), request.body.email, config.publicUrl);
      app.mail.kick();
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/teams/join',
    {
      schema: {
        tags: ['teams'],
        body: joinTeamSchema,
        response: { 200: joinTeamResponseSchema, ...errors, 429: errorResponseSchema },
      },
      preHandler: team,
      // Join codes are short: a tight ceiling keeps guessing them pointless.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const result = await joinTeam(app.db, currentUser(request), request.body.code, config.publicUrl);
      app.mail.kick();
      return result;
    },
  );

  app.get(
    '/api/invitations/:token',
    {
      schema: {
        tags: ['teams'],
        params: invitationTokenParamsSchema,
        response: { 200: invitationInfoSchema, ...errors },
      },
    },
    async (request) => getInvitation(app.db, request.params.token),
  );

  app.post(
    '/api/invitations/:token',
    {
      schema: {
        tags: ['teams'],
        params: invitationTokenParamsSchema,
        body: acceptInvitationSchema,
        response: { 200: acceptInvitationResponseSchema, ...errors, 429: errorResponseSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const result = await acceptInvitation(app.db, request.params.token, request.body, config.sessionTtlMs);
      setSessionCookie(reply, config, result.token);
      return result;
    },
  );
}
