// One error handler for the whole API (DESIGN §5): validation → 400 with fieldErrors, AppError → its
// status, a lost or unreachable database → 503 with Retry-After, anything else → 500 without internals,
// logged with the request id. Routes declare the error answers they can give with errorResponses(...),
// the one map of error statuses to their schema.
import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/common';
import { AppError, badInputMessage } from '../lib/errors';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailableReason } from '../db/pg-health';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** The response schemas of the error answers a route can give: `response: { 200: x, ...errorResponses(400, 401) }`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of err.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
          '_';
        if (!(path in fieldErrors)) fieldErrors[path] = issue.message ?? 'Invalid input';
      }
      const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
      return reply.status(400).send({ error: first, fieldErrors });
    }
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send({
        error: err.message,
        ...(err.fieldErrors && { fieldErrors: err.fieldErrors }),
        ...(err.details && { details: err.details }),
      });
    }
    const dbReason = databaseUnavailableReason(err);
    if (dbReason) {
      // Only the reason: the wrapped error's message carries the query and its parameters.
      request.log.warn({ dbReason }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const badInput = badInputMessage(err);
    if (badInput) {
      // A safety net: validation should have refused the value (shared/schemas/fields.ts, input-guard.ts).
      request.log.warn({ err }, 'bad input reached the database');
      return reply.status(400).send({ error: `Invalid input: ${badInput}` });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause?.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply
        .status(status === 503 ? 503 : 500)
        .send({ error: status === 503 ? 'Service unavailable' : 'Internal server error' });
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit...) carry safe messages.
    return reply.status(status).send({ error: err.message });
  });
}
