import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@shared/constants';
import type { Config } from '../../../config';

// The session cookie is HttpOnly; the hint beside it is readable by the page's scripts so the client can
// tell a signed-out visitor without asking the server (no /api/auth/me call bound to answer 401). The hint
// holds no secret and grants nothing: the server never reads it.
export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  const options = {
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  };
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  const options = { path: '/', sameSite: 'lax' as const, secure: config.publicUrl.startsWith('https://') };
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...options, httpOnly: false });
}
