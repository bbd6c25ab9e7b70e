// Team registration: open to anyone; a signed-in participant without a team becomes the leader.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  registerTeamRequestSchema,
  registerTeamResponseSchema,
  registrationRulesSchema,
} from '@shared/schemas/registration';
import { getUser, requireUser } from '../../plugins/auth';
import { setSessionCookie } from '../auth/index';
import { errorResponses } from '../../plugins/errors';
import { RegistrationAddressLimit, type Ticket } from './address-limit';
import { currentEdition } from '../events/index';
import { registerTeam, rulesOf } from './service';

export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiter = new RegistrationAddressLimit(app.db, app.config.registrationLimit, app.log);
  const tickets = new WeakMap<object, Ticket>();

  app.get(
    '/api/register-team/rules',
    {
      schema: { tags: ['registration'], response: { 200: registrationRulesSchema } },
    },
    async () => rulesOf(app.db, await currentEdition(app)),
  );

  app.post(
    '/api/register-team',
    {
      schema: {
        tags: ['registration'],
        body: registerTeamRequestSchema,
        response: { 201: registerTeamResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
      // Each registration hashes a password and writes several rows: a per-address ceiling sized for a
      // venue NAT (decisions 0003 and 0008). The route owns it: a slot is taken before the body is read;
      // the registration statement counts the request in the database and the route learns that count
      // from the outcome; a request the statement did not count is counted once answered.
      onRequest: async (request) => {
        tickets.set(request, limiter.admit(request.ip));
      },
      onResponse: async (request) => {
        const ticket = tickets.get(request);
        if (ticket && !ticket.counted) await limiter.settle(ticket);
      },
    },
    async (request, reply) => {
      // Anyone may register a team; a signed-in participant without a team becomes its leader (DESIGN D7).
      const user = await getUser(request);
      if (user) await requireUser(request, reply); // refuses a cross-site request riding on the cookie
      const sessionLeader =
        user && user.role === 'team'
          ? { id: user.id, email: user.email, username: user.username, teamId: user.teamId }
          : null;
      const ticket = tickets.get(request)!;
      const result = await registerTeam({
        db: app.db,
        event: await currentEdition(app),
        publicUrl: app.config.publicUrl,
        input: request.body,
        sessionLeader,
        limit: ticket,
        sessionTtlMs: app.config.sessionTtlMs,
      });
      limiter.learn(ticket, result.counted.hits, result.counted.retryAfter);
      if (result.outcome === 'limited') throw limiter.refused(result.counted.retryAfter);
      if (result.outcome === 'refused') throw result.error;
      if (result.sessionToken) setSessionCookie(reply, app.config, result.sessionToken);
      return reply.status(201).send(result.response);
    },
  );
}
