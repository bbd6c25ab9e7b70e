// The signed-in user (GET /api/auth/me), answered before Fastify when its session lookup is kept.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicUserSchema } from '@shared/schemas/auth';
import type { EarlyReply } from '../../cache/index';
import { bearerToken, currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { userScope } from '../../plugins/scopes';
import { toPublicUser } from './service/accounts';
import type { SessionUser } from './service/sessions';

/** GET /api/auth/me, and its early answer (app.earlyAnswers). */
export async function registerMeRoutes(app: FastifyInstance) {
  await app.register(userScope(meRoutes));
  app.earlyAnswers.set('/api/auth/me', answerMeEarly.bind(app));
}

async function meRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/auth/me',
    {
      // A user is a few hundred bytes, below the 1 KB from which answers are compressed: skip its hooks.
      compress: false,
      decompress: false,
      schema: { tags: ['auth'], response: { 200: publicUserSchema, ...errorResponses(401) } },
    },
    // Already serialised: a string with a JSON type goes out as it is.
    async (request, reply) => (reply as FastifyReply).type(JSON_TYPE).send(meAnswer(currentUser(request))),
  );
}

/**
 * Pages ask /me on every load. When the bearer token's session lookup is kept and current, the route
 * would pass its guard on that same lookup and send this same answer: send it before Fastify instead
 * (app.earlyAnswers). Anything else goes the normal way: no bearer header (the cookie is not parsed
 * yet), an unknown, expired or changed session, or a URL with a query string.
 */
function answerMeEarly(this: FastifyInstance, req: IncomingMessage): EarlyReply | undefined {
  const token = bearerToken(req.headers);
  const user = token ? this.sessionLookup.peek(token) : undefined;
  return user && meEarlyReply(user);
}

/**
 * The /me answer of a session user, serialised once through its schema: the session lookup hands out
 * the same object while the session, the user and the team are unchanged (session-lookup.ts), and a new
 * object once any of them changed, so the answer is never stale. Pages ask /me on every load.
 */
const JSON_TYPE = 'application/json; charset=utf-8';
/** Kept per session user: the route sends its body, front-answers.ts keeps its headers by it. */
const meReplies = new WeakMap<SessionUser, EarlyReply & { body: string }>();
function meEarlyReply(user: SessionUser): EarlyReply & { body: string } {
  let reply = meReplies.get(user);
  if (!reply) {
    const body = JSON.stringify(publicUserSchema.parse(toPublicUser(user)));
    meReplies.set(user, (reply = { status: 200, headers: { 'content-type': JSON_TYPE }, body }));
  }
  return reply;
}
const meAnswer = (user: SessionUser): string => meEarlyReply(user).body;
