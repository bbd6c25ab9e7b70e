// Resolves the caller from the bearer token or the session cookie, and provides the guards every
// protected route uses. The client's route guards are only a courtesy; these are the rule.
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@shared/constants';
import { SessionLookup, type SessionUser } from '../features/auth/index';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    sessionLookup: SessionLookup;
  }
  interface FastifyRequest {
    /** undefined: not looked up yet; null: anonymous. */
    sessionUser?: SessionUser | null;
    authVia?: 'bearer' | 'cookie';
  }
}

export function readToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const token = bearerToken(request.headers);
  if (token) return { token, via: 'bearer' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** The signed-in user or null; cached on the request. */
export async function getUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const found = readToken(request);
  request.sessionUser = found ? await request.server.sessionLookup.find(found.token) : null;
  if (request.sessionUser) request.authVia = found!.via;
  return request.sessionUser;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A mutation authenticated by cookie alone must come from our own origin: browsers attach cookies to
 * cross-site requests, bearer headers they do not.
 */
export function checkOrigin(request: FastifyRequest, via = request.authVia) {
  if (SAFE_METHODS.has(request.method) || via !== 'cookie') return;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw forbidden('Cross-site request refused');
  const origin = request.headers.origin;
  if (origin && !isAllowedOrigin(request, origin)) throw forbidden('Cross-site request refused');
}

export function isAllowedOrigin(request: FastifyRequest, origin: string): boolean {
  if (request.server.config.allowedOrigins.includes(origin)) return true;
  // The host the browser reached us on counts as our own origin (dev proxies, other ports).
  const host = request.headers.host;
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const user = await getUser(request);
  if (!user) throw unauthorized();
  checkOrigin(request);
}

export function requireRole(role: 'admin' | 'team') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (request.sessionUser!.role !== role) throw forbidden();
  };
}

/** The guarded user; call only after requireUser/requireRole ran. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/** After registerCaches: kept session lookups follow app.dataChanges. */
export function registerAuth(app: FastifyInstance) {
  app.decorate('sessionLookup', new SessionLookup(app.db, app.dataChanges));
  app.decorateRequest('sessionUser', undefined);
  app.decorateRequest('authVia', undefined);
}
