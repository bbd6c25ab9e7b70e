// The mail worker is woken by the database when mail becomes due: drizzle/0008's triggers announce every
// committed insert into the outbox (and an admin's requeue) on the data-change channel that every
// instance hears (server/cache/changes.ts). So the kick comes after the commit (a kick before it would
// find no row, and the mail would wait for the next poll), once per transaction, whoever queued the
// mail: a request, an announcement batch, another instance, a script in psql.
// (Before, every request ran in an AsyncLocalStorage scope that enqueueEmail marked; AsyncLocalStorage
// turns on Node's promise hooks for every promise of the process, a cost each request paid.)
import type { FastifyInstance } from 'fastify';

/** After registerCaches: app.dataChanges hears the outbox's announcements. */
export function registerMailKick(app: FastifyInstance) {
  const stop = app.dataChanges.onChange('outbox_emails', () => app.mail.kick());
  app.addHook('onClose', async () => stop());
}
