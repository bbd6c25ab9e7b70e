// Sign in and out (password, GitHub), account registration and the demo accounts panel; the signed-in
// user (GET /api/auth/me, me-routes.ts) and the forgotten-password flow (password-reset-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoAccountsResponseSchema } from '@shared/schemas/demo-accounts';
import { loginRequestSchema, registerAccountSchema, sessionResponseSchema } from '@shared/schemas/auth';
import { okSchema } from '@shared/schemas/common';
import {
  redeemSignInLinkSchema,
  signInLinkAnswer,
  signInLinkRequestSchema,
  signInLinkResponseSchema,
  signInOptionsSchema,
} from '@shared/schemas/sign-in-link';
import { DEMO_ACCOUNTS } from '../../db/seed-accounts';
import { checkOrigin, readToken } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { registerAccount } from './service/accounts';
import { clearSessionCookie, setSessionCookie } from './service/cookies';
import { DEVICE_COOKIE, setDeviceCookie } from './service/devices';
import { completeGithubLogin, githubAuthorizationUrl, githubClient } from './service/github';
import { LoginLimits, login, SignInRefused } from './service/login';
import { redeemSignInLink, requestSignInLink } from './service/sign-in-links';
import { perAddressLimit } from '../../lib/throttle';
import { deleteSession } from './service/sessions';
import { registerMeRoutes } from './me-routes';
import { passwordResetRoutes } from './password-reset-routes';

const GITHUB_STATE_COOKIE = 'gh_state';
/**
 * Sign-in link requests (and redemptions) per client address: room for a venue NAT whose address is
 * refused (every new device there is offered a link), not for a flood. The links emailed have their own
 * limits per account and per address (sign-in-links.ts).
 */
const SIGN_IN_LINK_REQUESTS = { perIp: 300, windowMs: 15 * 60 * 1000 };
const errors = errorResponses(400, 401, 409, 429);

async function signInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const limits = new LoginLimits(app.db, config.loginLimit);

  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: sessionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      try {
        const { token, user, deviceToken } = await login(app.db, limits, config.sessionTtlMs, request.body, {
          ip: request.ip,
          deviceToken: request.cookies[DEVICE_COOKIE],
        });
        setSessionCookie(reply, config, token);
        setDeviceCookie(reply, config, deviceToken);
        return { token, user };
      } catch (err) {
        if (!(err instanceof SignInRefused)) throw err;
        // The one error answer with more than a message: every refused sign-in is offered the emailed link.
        return reply
          .status(429)
          .header('retry-after', String(err.retryAfterSeconds))
          .send({ error: err.message, signInLink: true as const });
      }
    },
  );

  app.post(
    '/api/auth/sign-in-link',
    {
      schema: {
        tags: ['auth'],
        body: signInLinkRequestSchema,
        response: { 200: signInLinkResponseSchema, ...errorResponses(400, 429) },
      },
      config: { rateLimit: perAddressLimit(SIGN_IN_LINK_REQUESTS, 'sign-in link requests') },
    },
    async (request) => {
      const queued = await requestSignInLink(
        app.db,
        limits.signInLinks,
        config.publicUrl,
        request.body.email,
        request.ip,
      );
      request.log.info({ queued }, 'sign-in link requested');
      const emailDelivery = await app.mail.delivery();
      return { ok: true as const, message: signInLinkAnswer(emailDelivery), emailDelivery };
    },
  );

  app.post(
    '/api/auth/sign-in-link/redeem',
    {
      schema: {
        tags: ['auth'],
        body: redeemSignInLinkSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 429) },
      },
      config: { rateLimit: perAddressLimit(SIGN_IN_LINK_REQUESTS, 'sign-in link attempts') },
    },
    async (request, reply) => {
      const { token, user, deviceToken } = await redeemSignInLink(
        app.db,
        config.sessionTtlMs,
        request.body.token,
        request.cookies[DEVICE_COOKIE],
      );
      setSessionCookie(reply, config, token);
      setDeviceCookie(reply, config, deviceToken);
      return { token, user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: { tags: ['auth'], response: { 200: okSchema, ...errorResponses(403) } },
    },
    async (request, reply) => {
      // Logging out is allowed for anyone: an expired session must still be able to clear its cookie.
      const found = readToken(request);
      if (found) {
        // Like every cookie-authenticated mutation: another site must not sign a visitor out.
        checkOrigin(request, found.via);
        await deleteSession(app.db, found.token);
      }
      clearSessionCookie(reply, config);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: { tags: ['auth'], body: registerAccountSchema, response: { 201: sessionResponseSchema, ...errors } },
      // Counted per address when the request arrives, before the body is read or a password hashed.
      config: { rateLimit: perAddressLimit(config.registrationLimit, 'registrations') },
    },
    async (request, reply) => {
      const { token, user, deviceToken } = await registerAccount(
        app.db,
        config.sessionTtlMs,
        request.body,
        request.cookies[DEVICE_COOKIE],
      );
      setSessionCookie(reply, config, token);
      setDeviceCookie(reply, config, deviceToken);
      return reply.status(201).send({ token, user });
    },
  );

  app.get(
    '/api/auth/demo-accounts',
    {
      schema: {
        tags: ['auth'],
        response: {
          200: demoAccountsResponseSchema,
        },
      },
    },
    async () => (config.seedDemo ? { enabled: true, accounts: DEMO_ACCOUNTS } : { enabled: false, accounts: [] }),
  );

  // The login page says before the click whether "Continue with GitHub" can work here.
  app.get('/api/auth/options', { schema: { tags: ['auth'], response: { 200: signInOptionsSchema } } }, async () => ({
    github: !!config.github,
  }));

  app.get('/api/auth/github', { schema: { tags: ['auth'], hide: true } }, async (_request, reply) => {
    if (!config.github) return reply.redirect('/login?error=github_unavailable');
    const { state, url } = githubAuthorizationUrl(githubClient(config.github, config.publicUrl));
    reply.setCookie(GITHUB_STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/auth/github',
      maxAge: 600,
      secure: config.publicUrl.startsWith('https://'),
    });
    return reply.redirect(url.toString());
  });

  app.get(
    '/api/auth/github/callback',
    {
      schema: {
        tags: ['auth'],
        hide: true,
        querystring: z.object({ code: z.string().optional(), state: z.string().optional() }),
      },
    },
    async (request, reply) => {
      if (!config.github) return reply.redirect('/login?error=github_unavailable');
      const { code, state } = request.query;
      const expected = request.cookies[GITHUB_STATE_COOKIE];
      reply.clearCookie(GITHUB_STATE_COOKIE, { path: '/api/auth/github' });
      if (!code || !state || !expected || state !== expected) return reply.redirect('/login?error=github_failed');
      try {
        const token = await completeGithubLogin(
          app.db,
          githubClient(config.github, config.publicUrl),
          code,
          config.sessionTtlMs,
        );
        setSessionCookie(reply, config, token);
        return reply.redirect('/team-dashboard');
      } catch (err) {
        request.log.warn({ err }, 'GitHub sign-in failed');
        return reply.redirect('/login?error=github_failed');
      }
    },
  );
}

export async function authRoutes(app: FastifyInstance) {
  await app.register(signInRoutes);
  await registerMeRoutes(app);
  await app.register(passwordResetRoutes);
}
