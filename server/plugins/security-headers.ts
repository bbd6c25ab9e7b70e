// Security headers (helmet's: CSP, nosniff, frame and referrer policies...), with two rules of our own:
// - HSTS only on answers served over HTTPS (TLS, or a trusted proxy saying X-Forwarded-Proto: https).
//   Sent over plain HTTP it is ignored by browsers at best, and at worst pins a host that a developer
//   or a venue's LAN reaches by http to an https it does not serve.
// - connect-src is 'self' plus the WebSocket origins of our own hosts (the public URL, ALLOWED_ORIGINS and
//   the host the browser reached): a bare `ws:`/`wss:` would let injected script talk to any server.
// - JSON answers of the API get the set OWASP's REST cheat sheet names (API_HEADERS): a CSP that allows
//   nothing at all, nosniff, no framing, no referrer, same-origin resources. The rest of helmet's set
//   speaks to documents (prefetching, downloads in old IE, Flash policies, origin clusters) and was a
//   kilobyte of headers, each checked by Node, on every API call. The API docs page is a document.
// Helmet computes its headers from its options alone, so they are computed once at start and copied onto
// every answer (@fastify/helmet rebuilt helmet's middleware, parsing every CSP directive, per request);
// only the documents' CSP varies, with the Host header, and it is kept per host.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

/** What a JSON answer of the API carries (a browser never renders one as a page). */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

const API_HEADERS_HTTPS: Readonly<Record<string, string>> = { ...API_HEADERS, 'strict-transport-security': HSTS_VALUE };

/**
 * Everything an API answer carries besides its own headers and request id, HSTS included when it goes out
 * over HTTPS: one definition for the routes (the hook below) and the answers written before Fastify
 * (server/cache/front-answers.ts), so the two cannot drift apart.
 */
export const apiHeaders = (https: boolean) => (https ? API_HEADERS_HTTPS : API_HEADERS);

/** The API's answers (JSON), not its docs page. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const CONNECT_SRC_PLACEHOLDER = 'connect-src-placeholder.invalid';
/** Hosts whose CSP is kept; past this, a CSP is computed per request (only odd Host headers get there). */
const MAX_KEPT_HOSTS = 64;

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

/** The headers helmet would set with these options, captured from one run of its middleware. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const { 'content-security-policy': cspTemplate, ...fixed } = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", CONNECT_SRC_PLACEHOLDER],
        'font-src': ["'self'", 'data:'],
        // A project's demo video (issue 33) plays in the providers' privacy-friendly players, and only
        // after the visitor clicks Play: no other frame is allowed.
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        'upgrade-insecure-requests': null,
      },
    },
    // The cross-origin embedder policy would block the GitHub avatar images we may show.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  if (!cspTemplate?.includes(CONNECT_SRC_PLACEHOLDER)) throw new Error('helmet no longer writes our connect-src');
  const configured = webSocketSources(app.config.allowedOrigins);
  const cspFor = (host: string | undefined) => {
    const own = host && SAFE_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
    return cspTemplate.replace(CONNECT_SRC_PLACEHOLDER, [...new Set([...configured, ...own])].join(' '));
  };
  const kept = new Map<string, string>();

  app.addHook('onRequest', (request, reply, done) => {
    // Set here, in the first hook every request passes, rather than in an onSend hook of its own: one
    // hook less per answer. Errors and 404s keep the headers set before them.
    reply.header('x-request-id', request.id);
    // request.protocol is 'https' on a TLS socket, or from X-Forwarded-Proto when the peer is a trusted proxy.
    const https = request.protocol === 'https';
    if (isApiAnswer(request.url)) {
      reply.headers(apiHeaders(https));
      return done();
    }
    if (https) reply.header('strict-transport-security', HSTS_VALUE);
    reply.headers(fixed);
    const host = request.headers.host ?? '';
    let csp = kept.get(host);
    if (csp === undefined) {
      csp = cspFor(host);
      if (kept.size < MAX_KEPT_HOSTS) kept.set(host, csp);
    }
    reply.header('content-security-policy', csp);
    done();
  });
}
