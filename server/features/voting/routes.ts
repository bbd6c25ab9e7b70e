// People's Choice (issue 33): one's own ballot of an edition (GET/PUT /api/events/{slug}/ballot, for
// anyone signed in; the service decides who may vote), the tally (admins; everyone once the winners are
// published), and the admins' anomaly report and voiding of a ballot.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/common';
import { editionSlugParamsSchema, EDITION_MESSAGES } from '@shared/schemas/events';
import {
  ballotCandidatesSchema,
  ballotInputSchema,
  ballotSchema,
  ballotsReportSchema,
  reportBallotSchema,
  voidBallotSchema,
  votingResultsSchema,
  VOTING_MESSAGES,
} from '@shared/schemas/voting';
import { currentUser, getUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope, userScope } from '../../plugins/scopes';
import { AppError, notFound } from '../../lib/errors';
import { RateCounter } from '../../lib/throttle';
import { randomToken, sha256 } from '../../lib/crypto';
import { assertOpen, type EditionRow } from '../events/index';
import { ballotCandidates, castBallot, readBallot } from './service/ballot';
import { ballotsReport, voidBallot } from './service/report';
import { resultsPublished, tally } from './service/tally';

/** A random token per browser (HttpOnly): ballots from one device show together in the report. */
const DEVICE_COOKIE = 'voter_device';

async function editionBySlug(request: FastifyRequest, slug: string): Promise<EditionRow> {
  const row = await request.server.editions.bySlug(slug);
  if (!row) throw notFound(EDITION_MESSAGES.notFound);
  return row;
}

/** The device's token hash, setting the cookie the first time a browser comes. */
function deviceHash(request: FastifyRequest, reply: FastifyReply): string {
  let token = request.cookies[DEVICE_COOKIE];
  if (!token || token.length > 100) {
    token = randomToken();
    reply.setCookie(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.server.config.publicUrl.startsWith('https://'),
      path: '/api/events',
      maxAge: 365 * 24 * 3600,
    });
  }
  return sha256(token);
}

async function voterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['voting'];
  const { perIp, perDevice, windowMs } = app.config.ballotLimit;
  const byAddress = new RateCounter(app.db, { name: 'ballot-ip', max: perIp, windowMs });
  const byDevice = new RateCounter(app.db, { name: 'ballot-device', max: perDevice, windowMs });

  app.get(
    '/api/events/:slug/ballot',
    { schema: { tags, params: editionSlugParamsSchema, response: { 200: ballotSchema, ...errorResponses(401, 404) } } },
    async (request, reply) => {
      const ev = await editionBySlug(request, request.params.slug);
      deviceHash(request, reply);
      return readBallot(app.db, ev, currentUser(request));
    },
  );

  app.get(
    '/api/events/:slug/ballot/candidates',
    {
      schema: {
        tags,
        params: editionSlugParamsSchema,
        response: { 200: ballotCandidatesSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ballotCandidates(app.db, await editionBySlug(request, request.params.slug)),
  );

  app.put(
    '/api/events/:slug/ballot',
    {
      schema: {
        tags,
        params: editionSlugParamsSchema,
        body: ballotInputSchema,
        response: { 200: ballotSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ev = await editionBySlug(request, request.params.slug);
      const device = deviceHash(request, reply);
      // The per-address and per-device budgets are taken before the ballot's transaction (decision 0003).
      for (const [counter, subject] of [
        [byAddress, request.ip],
        [byDevice, device],
      ] as const) {
        const verdict = await counter.reserve(subject);
        if (!verdict.ok) throw new AppError(429, VOTING_MESSAGES.tooFast, undefined, verdict.retryAfter);
      }
      return castBallot(app.db, ev.id, currentUser(request), request.body.projectIds, {
        ip: request.ip,
        deviceHash: device,
      });
    },
  );
}

async function resultRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/events/:slug/ballots/results',
    {
      schema: {
        tags: ['voting'],
        params: editionSlugParamsSchema,
        response: { 200: votingResultsSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const ev = await editionBySlug(request, request.params.slug);
      const user = await getUser(request);
      // Hidden (a 404, as if there were none) from everyone but admins until the winners are published.
      if (user?.role !== 'admin' && !resultsPublished(ev)) throw notFound(VOTING_MESSAGES.hidden);
      return tally(app.db, ev);
    },
  );
}

async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: voting'];
  app.get(
    '/api/admin/events/:slug/ballots/report',
    {
      schema: {
        tags,
        params: editionSlugParamsSchema,
        response: { 200: ballotsReportSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ballotsReport(app.db, await editionBySlug(request, request.params.slug)),
  );

  app.post(
    '/api/admin/events/:slug/ballots/:id/void',
    {
      schema: {
        tags,
        params: editionSlugParamsSchema.merge(idParamsSchema),
        body: voidBallotSchema,
        response: { 200: reportBallotSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const ev = await editionBySlug(request, request.params.slug);
      // An archived edition's vote is final.
      assertOpen(ev);
      return voidBallot(app.db, ev, request.params.id, currentUser(request).id, request.body.reason);
    },
  );
}

export async function votingRoutes(app: FastifyInstance) {
  await app.register(userScope(voterRoutes));
  await app.register(resultRoutes);
  await app.register(adminScope(adminRoutes));
}
