// POST /api/test/clock {at}: moves the server's calendar clock (server/lib/clock.ts) on a test server, so
// a browser test walks an edition through its phases without sleeping (e2e/phases.spec.ts). The route
// exists only when the process was started with TEST_CLOCK=true outside production: elsewhere it is a 404,
// and nothing else can move the clock.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clockNow, setClock } from '../../lib/clock';

const clockBodySchema = z.object({
  /** The instant to pretend it is (ISO 8601), or null to go back to the system clock. */
  at: z.iso.datetime({ offset: true, error: 'at: use an ISO 8601 date and time, or null' }).nullable(),
});
const clockReplySchema = z.object({ now: z.string() });

/** Whether this process may move its clock: asked for, and never in production. */
export function testClockEnabled(env: NodeJS.ProcessEnv, nodeEnv: string): boolean {
  return env.TEST_CLOCK === 'true' && nodeEnv !== 'production';
}

export async function testClockRoutes(fastify: FastifyInstance) {
  if (!testClockEnabled(process.env, fastify.config.env)) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/clock',
    { schema: { tags: ['test'], body: clockBodySchema, response: { 200: clockReplySchema } } },
    async (request) => {
      setClock(request.body.at === null ? null : new Date(request.body.at));
      return { now: clockNow().toISOString() };
    },
  );
}
