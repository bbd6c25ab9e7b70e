// Text PostgreSQL cannot store never reaches a route: a NUL character or an unpaired surrogate anywhere in
// a JSON body, a path parameter or a query value answers 400 naming the field, before the route's own
// validation. One hook for every route, present and future, rather than a check in each of ~190 string
// schemas (shared/schemas/fields.ts `unstorableText` says what is refused and why).
import type { FastifyInstance } from 'fastify';
import { unstorableText } from '@shared/schemas/fields';
import { badRequest } from '../lib/errors';

interface Found {
  path: string;
  message: string;
}

/** The first string (value or key) that cannot be stored, with its dotted path. */
export function findUnstorable(value: unknown, path = '', depth = 0): Found | null {
  if (typeof value === 'string') {
    const message = unstorableText(value);
    return message ? { path: path || '_', message } : null;
  }
  // JSON nests at most as deep as the body limit allows; past this depth nothing is stored as text anyway.
  if (!value || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    const keyMessage = unstorableText(key);
    if (keyMessage) return { path: path || '_', message: keyMessage };
    const found = findUnstorable(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance) {
  // preValidation: after the scope guards (onRequest: 401/403 first), before each route's schema.
  // A callback hook: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const found = findUnstorable(request.params) ?? findUnstorable(request.query) ?? findUnstorable(request.body);
    done(found ? badRequest(found.message, { [found.path]: found.message }) : undefined);
  });
}
