// People's Choice (issue 33): one's own ballot of an edition (GET/PUT /api/events/{slug}/ballot, for
// anyone signed in or any visitor who verified an address by link; the service decides who may vote), the tally (admins; everyone once the winners are
// published), and the admins' anomaly report and voiding of a ballot.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@shared/schemas/common';
import { editionSlugParamsSchema, EDITION_MESSAGES } from '@shared/schemas/events';
import {
  ballotCandidatesSchema,
  ballotInputSchema,
  ballotSchema,
  ballotsReportSchema,
  reportBallotSchema,
  voidBallotSchema,
  votingResultsSchema,
  visitorLinkSchema,
  visitorQuerySchema,
  VOTING_MESSAGES,
} from '@shared/schemas/voting';
import { currentUser, getUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { AppError, notFound } from '../../lib/errors';
import { RateCounter } from '../../lib/throttle';
import { randomToken, sha256 } from '../../lib/crypto';
import { assertOpen, type EditionRow } from '../events/index';
import { ballotCandidates, castBallot, readBallot, type Voter } from './service/ballot';
import { requestVisitorLink, VisitorLinkLimits, visitorOf } from './service/visitors';
import { ballotsReport, voidBallot } from './service/report';
import { resultsPublished, tally } from './service/tally';

/** A random token per browser (HttpOnly): ballots from one device show together in the report. */
const DEVICE_COOKIE = 'voter_device';
/** A verified visitor's credential (the emailed link's token), HttpOnly, for the edition's routes only. */
const VISITOR_COOKIE = 'voter_visit';

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

/**
 * Who casts or reads the ballot: the signed-in person, else a visitor whose link's token (in the query on
 * their first visit, then in the cookie) is valid for this edition; 401 otherwise.
 */
async function voterOf(request: FastifyRequest, reply: FastifyReply, ev: EditionRow): Promise<Voter> {
  const user = await getUser(request);
  if (user) return { id: user.id, email: user.email };
  const fromLink = (request.query as { verify?: string } | undefined)?.verify;
  const token = fromLink ?? request.cookies[VISITOR_COOKIE];
  const visitor = await visitorOf(request.server.db, ev.id, token);
  if (!visitor) throw new AppError(401, VOTING_MESSAGES.signIn);
  if (fromLink)
    reply.setCookie(VISITOR_COOKIE, fromLink, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.server.config.publicUrl.startsWith('https://'),
      path: '/api/events',
      expires: ev.votingClosesAt ?? undefined,
    });
  return { id: null, email: visitor.email };
}

async function voterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['voting'];
  const visitorLinks = new VisitorLinkLimits(app.db);
  const { perIp, perDevice, windowMs } = app.config.ballotLimit;
  const byAddress = new RateCounter(app.db, { name: 'ballot-ip', max: perIp, windowMs });
  const byDevice = new RateCounter(app.db, { name: 'ballot-device', max: perDevice, windowMs });

  app.get(
    '/api/events/:slug/ballot',
    {
      schema: {
        tags,
        description:
          "One's ballot. A visitor's first visit carries the emailed link's `verify` token, which then stays in a cookie.",
        params: editionSlugParamsSchema,
        querystring: visitorQuerySchema,
        response: { 200: ballotSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const ev = await editionBySlug(request, request.params.slug);
      const voter = await voterOf(request, reply, ev);
      deviceHash(request, reply);
      return readBallot(app.db, ev, voter);
    },
  );

  app.post(
    '/api/events/:slug/ballot/verify',
    {
      schema: {
        tags,
        description:
          'A visitor asks for a link to vote (when the organizers let visitors vote). The same answer whatever the address.',
        params: editionSlugParamsSchema,
        body: visitorLinkSchema,
        response: { 202: okSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ev = await editionBySlug(request, request.params.slug);
      await requestVisitorLink(app.db, visitorLinks, app.config.publicUrl, ev, request.body.email, request.ip);
      return reply.code(202).send({ ok: true as const });
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
    async (request, reply) => {
      const ev = await editionBySlug(request, request.params.slug);
      // For voters only: an unpublished gallery's projects are not for every visitor.
      await voterOf(request, reply, ev);
      return ballotCandidates(app.db, ev);
    },
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
      const voter = await voterOf(request, reply, ev);
      return castBallot(app.db, ev.id, voter, request.body.projectIds, {
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
  // Public: a signed-in person or a verified visitor, decided inside (voterOf).
  await app.register(voterRoutes);
  await app.register(resultRoutes);
  await app.register(adminScope(adminRoutes));
}
