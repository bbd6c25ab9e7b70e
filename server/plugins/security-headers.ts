// Security headers (helmet) with two rules of our own:
// - HSTS only on answers served over HTTPS (TLS, or a trusted proxy saying X-Forwarded-Proto: https).
//   Sent over plain HTTP it is ignored by browsers at best, and at worst pins a host that a developer
//   or a venue's LAN reaches by http to an https it does not serve.
// - connect-src is 'self' plus the WebSocket origins of our own hosts (the public URL, ALLOWED_ORIGINS and
//   the host the browser reached): a bare `ws:`/`wss:` would let injected script talk to any server.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

/** A Host header that can go into a CSP source as is (no spaces, semicolons, quotes or paths). */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** ws:// and wss:// sources for the hosts of our configured origins. */
export function webSocketSources(origins: string[]): string[] {
  const hosts = new Set<string>();
  for (const origin of origins) {
    try {
      hosts.add(new URL(origin).host);
    } catch {
      /* not a URL: ALLOWED_ORIGINS is free text */
    }
  }
  return [...hosts].filter((h) => SAFE_HOST.test(h)).flatMap((h) => [`ws://${h}`, `wss://${h}`]);
}

export async function registerSecurityHeaders(app: FastifyInstance) {
  const configured = webSocketSources(app.config.allowedOrigins);
  const connectSrc = (req: IncomingMessage) => {
    const host = req.headers.host;
    const own = host && SAFE_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
    return ["'self'", ...new Set([...configured, ...own])].join(' ');
  };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': [connectSrc],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
    // The cross-origin embedder policy would block the GitHub avatar images we may show.
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  // request.protocol is 'https' on a TLS socket, or from X-Forwarded-Proto when the peer is a trusted proxy.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
