// One kick of the mail worker after the work that queued mail is done, instead of a kick by hand after
// every call that sends mail. enqueueEmail marks the scope it runs in; the scope kicks the worker once
// when its work has resolved, so after its transactions committed: a kick before the commit would find
// no row and the mail would wait for the next poll. A request is a scope (the hook below); work outside a
// request (announcement batches) opens its own with withMailKick.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

class MailScope {
  queued = false;
}

declare module 'fastify' {
  interface FastifyRequest {
    mailScope?: MailScope;
  }
}

const scopes = new AsyncLocalStorage<MailScope>();

/** Called by enqueueEmail: the surrounding scope, if any, kicks the worker when it is done. */
export function markMailQueued() {
  const scope = scopes.getStore();
  if (scope) scope.queued = true;
}

/** Runs `work` (which commits its own transactions) and kicks once afterwards if it queued mail. */
export async function withMailKick<T>(kick: () => void, work: () => Promise<T>): Promise<T> {
  const scope = new MailScope();
  try {
    return await scopes.run(scope, work);
  } finally {
    // Also after a failure: mail queued by a transaction that committed before it is still due.
    if (scope.queued) kick();
  }
}

/**
 * Every request is a scope: the handler runs inside it (entered in the last hook before the handler, as
 * body parsing may lose the async context) and onResponse, which comes after the handler's
 * transactions resolved, kicks the worker once.
 */
export function registerMailKick(app: FastifyInstance) {
  app.decorateRequest('mailScope', undefined);
  app.addHook('preHandler', (request, _reply, done) => {
    const scope = new MailScope();
    request.mailScope = scope;
    scopes.run(scope, done);
  });
  app.addHook('onResponse', async (request) => {
    if (request.mailScope?.queued) app.mail.kick();
  });
}
