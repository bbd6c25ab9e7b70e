// The admin's member changes on a team (issue 24): POST /api/teams/:id/members (add by email),
// DELETE /api/teams/:id/members/:userId (remove), POST /api/teams/:id/members/:userId/move (to another
// team of the same edition). Like the other admin team calls, on the edition of `?event=slug`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/common';
import { editionQuerySchema } from '@shared/schemas/events';
import {
  adminAddMemberSchema,
  adminMemberChangeSchema,
  adminMemberParamsSchema,
  adminMoveMemberSchema,
} from '@shared/schemas/team-members-admin';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminEdition } from '../events/index';
import { adminAddMember, adminMoveMember, adminRemoveMember } from './service/admin-members';

export async function adminMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const tags = ['admin: teams'];
  const querystring = editionQuerySchema;
  const response = { 200: adminMemberChangeSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.post(
    '/api/teams/:id/members',
    { schema: { tags, params: idParamsSchema, querystring, body: adminAddMemberSchema, response } },
    async (request) =>
      adminAddMember(
        app.db,
        await adminEdition(request),
        currentUser(request).id,
        request.params.id,
        request.body.email,
        config.publicUrl,
      ),
  );

  app.delete(
    '/api/teams/:id/members/:userId',
    { schema: { tags, params: adminMemberParamsSchema, querystring, response } },
    async (request) =>
      adminRemoveMember(
        app.db,
        await adminEdition(request),
        currentUser(request).id,
        request.params.id,
        request.params.userId,
        config.publicUrl,
      ),
  );

  app.post(
    '/api/teams/:id/members/:userId/move',
    { schema: { tags, params: adminMemberParamsSchema, querystring, body: adminMoveMemberSchema, response } },
    async (request) =>
      adminMoveMember(
        app.db,
        await adminEdition(request),
        currentUser(request).id,
        request.params.id,
        request.params.userId,
        request.body.teamId,
        config.publicUrl,
      ),
  );
}
