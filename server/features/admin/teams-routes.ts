// Admin team calls (spec §7): list, members, details, approve, reject, credentials, contact.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminTeamSchema,
  credentialsResponseSchema,
  emailQueuedSchema,
  sendEmailSchema,
  teamDetailSchema,
  teamListQuerySchema,
  teamMemberSchema,
  teamPageSchema,
} from '@shared/schemas/admin';
import { idParamsSchema } from '@shared/schemas/common';
import { currentUser } from '../../plugins/auth';
import { adminErrors, adminOnly, typed } from './route-kit';
import { contactTeam, decideTeam, generateCredentials, listTeamMembers, listTeams, teamDetail } from './teams-service';

export async function adminTeamsRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const tags = ['admin: teams'];

  app.get(
    '/api/teams',
    {
      schema: { tags, querystring: teamListQuerySchema, response: { 200: teamPageSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => listTeams(app.db, request.query),
  );

  app.get(
    '/api/teams/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: teamDetailSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => teamDetail(app.db, request.params.id),
  );

  app.get(
    '/api/teams/:id/members',
    {
      schema: { tags, params: idParamsSchema, response: { 200: z.array(teamMemberSchema), ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => listTeamMembers(app.db, request.params.id),
  );

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/teams/:id/${action}`,
      {
        schema: { tags, params: idParamsSchema, response: { 200: adminTeamSchema, ...adminErrors } },
        preHandler: adminOnly,
      },
      async (request) => {
        const team = await decideTeam(
          app.db,
          currentUser(request).id,
          request.params.id,
          decision,
          app.config.publicUrl,
        );
        app.mail.kick();
        return team;
      },
    );
  }

  app.post(
    '/api/teams/:id/credentials',
    {
      schema: { tags, params: idParamsSchema, response: { 200: credentialsResponseSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const credentials = await generateCredentials(
        app.db,
        currentUser(request).id,
        request.params.id,
        app.config.publicUrl,
      );
      app.mail.kick();
      // Shown once (D6): no cache may keep it.
      reply.header('cache-control', 'no-store');
      return credentials;
    },
  );

  app.post(
    '/api/teams/:id/contact',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: sendEmailSchema,
        response: { 200: emailQueuedSchema, ...adminErrors },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const queued = await contactTeam(app.db, currentUser(request).id, request.params.id, request.body);
      app.mail.kick();
      return { queued };
    },
  );
}
