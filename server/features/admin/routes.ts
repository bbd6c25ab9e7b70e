// The admin dashboard itself: stat cards, charts and CSV reports (admins only). The admin views of each
// feature (teams, users, submissions, judging, messages, mail, winners) live in that feature's folder.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chartsSchema, reportParamsSchema, statsSchema } from '@shared/schemas/admin';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { charts, stats } from './service/dashboard';
import { buildReport } from './service/reports';

const errors = errorResponses(400, 401, 403, 404, 409);

async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: dashboard'];

  app.get('/api/admin/stats', { schema: { tags, response: { 200: statsSchema, ...errors } } }, async () =>
    stats(app.db),
  );

  app.get('/api/admin/charts', { schema: { tags, response: { 200: chartsSchema, ...errors } } }, async () =>
    charts(app.db),
  );

  app.get(
    '/api/admin/reports/:kind',
    { schema: { tags, params: reportParamsSchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const report = await buildReport(app.db, currentUser(request).id, request.params.kind);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.filename}"`)
        .header('cache-control', 'no-store')
        .send(report.csv);
    },
  );
}

export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminScope(dashboardRoutes));
}
