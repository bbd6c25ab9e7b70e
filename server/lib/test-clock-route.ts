// POST /api/test/clock {at: ISO | null}: moves the server's clock (server/lib/clock.ts) so a browser test
// walks an edition through its calendar without sleeping; null returns to the system clock. Registered
// only when the server runs with TEST_CLOCK=true, which a production configuration refuses. The jobs whose
// work comes due with time run a pass at once (clock.ts: onClockMoved).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announceClockMove, clockNow, setClock } from './clock';

const bodySchema = z.object({ at: z.iso.datetime({ offset: true }).nullable() });
const answerSchema = z.object({ now: z.string() });

export async function registerTestClock(fastify: FastifyInstance, opts: { env: string }) {
  if (opts.env === 'production') throw new Error('TEST_CLOCK is refused when NODE_ENV=production');
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/clock',
    {
      schema: {
        tags: ['test'],
        description:
          "Test servers only (TEST_CLOCK=true): sets the server's clock to `at`, or back to the system clock.",
        body: bodySchema,
        response: { 200: answerSchema },
      },
    },
    async (request) => {
      setClock(request.body.at === null ? null : new Date(request.body.at));
      announceClockMove();
      return { now: clockNow().toISOString() };
    },
  );
}
