// The id every answer carries (X-Request-Id) and every log line of its request names: the caller's own
// X-Request-Id when it sent a sensible one (a proxy's, to follow a request across services), else a new
// UUID. One function for Fastify's genReqId and for the answers written before Fastify sees the request.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && given.length <= 100 ? given : randomUUID();
}
