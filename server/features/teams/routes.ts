// The team side (the current team, members, invitations, join), the public invitation page, and the
// admin's team calls (spec §7: list, members, details, approve, reject, credentials, contact).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailQueuedSchema, sendEmailSchema } from '@shared/schemas/mail';
import { idParamsSchema, okSchema } from '@shared/schemas/common';
import { editionQuerySchema } from '@shared/schemas/events';
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  adminTeamMemberSchema,
  adminTeamSchema,
  rejectTeamSchema,
  credentialsRequestSchema,
  credentialsResponseSchema,
  currentTeamSchema,
  invitationInfoSchema,
  invitationTokenParamsSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  joinTeamResponseSchema,
  joinTeamSchema,
  memberParamsSchema,
  teamDetailSchema,
  teamListQuerySchema,
  teamPageSchema,
  updateTeamSchema,
} from '@shared/schemas/teams';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope, teamScope } from '../../plugins/scopes';
import { setSessionCookie } from '../auth/index';
import { adminEdition, adminEditionToRead, currentEdition, onSettingsSaved } from '../events/index';
import { adminMemberRoutes } from './admin-member-routes';
import { acceptInvitation, getInvitation } from './service/accept-invitation';
import { contactTeam, decideTeam, generateCredentials } from './service/admin-actions';
import { listTeamMembers, listTeams, teamDetail, teamListTotals } from './service/admin-list';
import { getCurrentTeam } from './service/current-team';
import { promoteOnCapRaise } from './service/waitlist';
import { inviteMember, joinTeam, removeMember, updateTeam } from './service/manage';

const errors = errorResponses(400, 401, 403, 404, 409);
const limitedErrors = errorResponses(400, 401, 403, 404, 409, 429);

async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const tags = ['teams'];

  app.get(
    '/api/teams/current',
    { schema: { tags, response: { 200: currentTeamSchema, ...errors } } },
    async (request) => getCurrentTeam(app.db, await currentEdition(app), currentUser(request)),
  );

  app.patch(
    '/api/teams/current',
    { schema: { tags, body: updateTeamSchema, response: { 200: currentTeamSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const edition = await currentEdition(app);
      await updateTeam(app.db, edition, user, request.body);
      return getCurrentTeam(app.db, edition, user);
    },
  );

  app.delete(
    '/api/teams/current/members/:userId',
    { schema: { tags, params: memberParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await removeMember(
        app.db,
        await currentEdition(app),
        currentUser(request),
        request.params.userId,
        config.publicUrl,
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/teams/current/invitations',
    {
      schema: { tags, body: inviteRequestSchema, response: { 201: inviteResponseSchema, ...limitedErrors } },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const result = await inviteMember(
        app.db,
        await currentEdition(app),
        currentUser(request),
        request.body.email,
        config.publicUrl,
      );
      // The page says what really happens to the email: without SMTP it only waits in the Outbox.
      return reply.status(201).send({ ...result, emailDelivery: await app.mail.delivery() });
    },
  );

  app.post(
    '/api/teams/join',
    {
      schema: { tags, body: joinTeamSchema, response: { 200: joinTeamResponseSchema, ...limitedErrors } },
      // Join codes are short: a tight ceiling keeps guessing them pointless.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) =>
      joinTeam(app.db, await currentEdition(app), currentUser(request), request.body.code, config.publicUrl),
  );
}

/** The invitation link of an email: whoever holds the token, signed in or not. */
async function invitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const tags = ['teams'];

  app.get(
    '/api/invitations/:token',
    { schema: { tags, params: invitationTokenParamsSchema, response: { 200: invitationInfoSchema, ...errors } } },
    async (request) => getInvitation(app.db, await currentEdition(app), request.params.token),
  );

  app.post(
    '/api/invitations/:token',
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
      const result = await acceptInvitation(
        app.db,
        await currentEdition(app),
        request.params.token,
        request.body,
        config.sessionTtlMs,
      );
      setSessionCookie(reply, config, result.token);
      return result;
    },
  );
}

/** The admin's team calls work on one edition: `?event=slug`, the current one by default (DESIGN D13). */
async function adminTeamsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const tags = ['admin: teams'];
  const querystring = editionQuerySchema;
  const totals = teamListTotals(app.dataChanges);

  app.get(
    '/api/teams',
    {
      schema: {
        tags,
        querystring: teamListQuerySchema.extend(editionQuerySchema.shape),
        response: { 200: teamPageSchema, ...errors },
      },
    },
    async (request) => listTeams(app.db, (await adminEdition(request)).id, request.query, totals),
  );

  app.get(
    '/api/teams/:id',
    { schema: { tags, params: idParamsSchema, querystring, response: { 200: teamDetailSchema, ...errors } } },
    async (request) => teamDetail(app.db, (await adminEdition(request)).id, request.params.id),
  );

  app.get(
    '/api/teams/:id/members',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring,
        response: { 200: z.array(adminTeamMemberSchema), ...errors },
      },
    },
    async (request) => listTeamMembers(app.db, (await adminEdition(request)).id, request.params.id),
  );

  app.post(
    '/api/teams/:id/approve',
    { schema: { tags, params: idParamsSchema, querystring, response: { 200: adminTeamSchema, ...errors } } },
    async (request) =>
      decideTeam(
        app.db,
        await adminEdition(request),
        currentUser(request).id,
        request.params.id,
        'approved',
        config.publicUrl,
      ),
  );

  // The reason is optional: the spec's call sends no body; the admin's dialog asks for one (issue 31).
  app.post(
    '/api/teams/:id/reject',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring,
        body: rejectTeamSchema,
        response: { 200: adminTeamSchema, ...errors },
      },
    },
    async (request) =>
      decideTeam(
        app.db,
        await adminEdition(request),
        currentUser(request).id,
        request.params.id,
        'rejected',
        config.publicUrl,
        request.body?.reason ?? '',
      ),
  );

  app.post(
    '/api/teams/:id/credentials',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring,
        body: credentialsRequestSchema,
        response: { 200: credentialsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const credentials = await generateCredentials(
        app.db,
        await adminEdition(request),
        currentUser(request).id,
        request.params.id,
        config.publicUrl,
        request.body?.delivery ?? 'show',
      );
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
        querystring,
        body: sendEmailSchema,
        response: { 200: emailQueuedSchema, ...errors },
      },
    },
    async (request) => ({
      // A mail to a team goes on after its edition is archived (it changes none of its rows).
      queued: await contactTeam(
        app.db,
        await adminEditionToRead(request),
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );
}

export async function teamsRoutes(app: FastifyInstance) {
  // A raised cap in the Event tab moves the waitlist up (events calls back; it never imports teams).
  onSettingsSaved(promoteOnCapRaise);
  await app.register(teamScope(teamRoutes));
  await app.register(invitationRoutes);
  await app.register(adminScope(adminTeamsRoutes));
  await app.register(adminScope(adminMemberRoutes));
}
