// Answers written before Fastify sees the request. A GET whose answer is already known from its URL and
// headers (a current public-cache answer, a kept session's /me) costs little more than the socket write;
// building Fastify's request and reply for it and running its hooks cost a third more CPU than a bare
// Fastify route (decision 0013). So the HTTP server's request listener asks the early answers first and
// hands everything else to Fastify.
//
// An early answer may only answer what the whole way would have answered the same, and it goes out the
// same: the request id, the API's security headers and HSTS over HTTPS (security-headers.ts), Fastify's
// two log lines at `info`. It never answers while the app closes (Fastify then answers 503). It skips
// what the whole way would have let through anyway for these URLs: cookies, the pressure check, the
// input guard, validation, the route's guard (decision 0005). `app.inject` goes the whole way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { requestIdOf } from '../lib/request-id';
import { apiHeaders } from '../plugins/security-headers';
import { proxyView } from '../trust-proxy';
import type { EarlyReply } from './public-cache';

/** A GET answer a feature can give from the raw request (app.earlyAnswers), or undefined to go the whole way. */
export type EarlyAnswer = (req: IncomingMessage) => EarlyReply | undefined;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The headers of an early answer as Node takes them ([name, value, ...]), made once per kept answer and
 * protocol rather than merged on every request: the request id (its value, index 1, is each request's),
 * the API's security headers (HSTS over HTTPS), the answer's own, and, as Fastify sends it, the length of
 * a 200 (a 304 has no body and no length).
 */
const heads = new WeakMap<EarlyReply, { http?: string[]; https?: string[] }>();

function headOf(answer: EarlyReply, https: boolean): string[] {
  let kept = heads.get(answer);
  if (!kept) heads.set(answer, (kept = {}));
  return (kept[https ? 'https' : 'http'] ??= makeHead(answer, https));
}

function makeHead(answer: EarlyReply, https: boolean): string[] {
  const head = ['x-request-id', ''];
  for (const [name, value] of Object.entries({ ...apiHeaders(https), ...answer.headers })) head.push(name, value);
  if (answer.status === 200) head.push('content-length', String(Buffer.byteLength(answer.body ?? '')));
  return head;
}

/**
 * Puts the early answers in front of Fastify's request listener: the public cache's (PublicCache.answerEarly)
 * and the features' own, by exact URL (app.earlyAnswers, which features fill as they register).
 */
export function registerFrontAnswers(app: FastifyInstance) {
  const answers = new Map<string, EarlyAnswer>();
  app.decorate('earlyAnswers', answers);
  let open = true;
  app.addHook('preClose', (done) => {
    open = false;
    done();
  });
  const proxy = proxyView(app.config.trustProxy);

  const early = (req: IncomingMessage): EarlyReply | undefined => {
    if (!open || req.method !== 'GET') return undefined;
    return app.publicCache.answerEarly(req) ?? answers.get(req.url!)?.(req);
  };

  const write = (req: IncomingMessage, res: ServerResponse, answer: EarlyReply) => {
    const id = requestIdOf(req);
    const head = headOf(answer, proxy.protocol(req) === 'https').slice();
    head[1] = id;
    if ((app.log as Logger).isLevelEnabled('info')) logAsFastify(req, res, id);
    res.writeHead(answer.status, head);
    res.end(answer.status === 200 ? answer.body : undefined);
  };

  // Fastify's own request log lines, so an operator's access log misses no early answer.
  const logAsFastify = (req: IncomingMessage, res: ServerResponse, reqId: string) => {
    const start = performance.now();
    const log = app.log.child({ reqId });
    const request = { method: req.method, url: req.url, host: proxy.host(req), ip: proxy.ip(req), socket: req.socket };
    log.info({ req: request }, 'incoming request');
    res.once('finish', () =>
      log.info({ res: { statusCode: res.statusCode }, responseTime: performance.now() - start }, 'request completed'),
    );
  };

  const server = app.server;
  const fastifyListeners = server.listeners('request') as Listener[];
  if (fastifyListeners.length !== 1)
    throw new Error(`expected Fastify's one request listener, found ${fastifyListeners.length}`);
  const [whole] = fastifyListeners as [Listener];
  server.removeListener('request', whole);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const answer = early(req);
    if (answer) write(req, res, answer);
    else whole(req, res);
  });
}
