// The admin dashboard itself: stat cards, charts and CSV reports (admins only). The admin views of each
// feature (teams, users, submissions, judging, messages, mail, winners) live in that feature's folder.
// Every answer is one edition's: ?event=slug, the current edition by default (DESIGN D13).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chartsSchema, reportParamsSchema, statsSchema } from '@shared/schemas/admin';
import { editionQuerySchema } from '@shared/schemas/events';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { adminEdition } from '../events/index';
import { charts, stats } from './service/dashboard';
import { buildReport } from './service/reports';

const errors = errorResponses(400, 401, 403, 404, 409);

async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: dashboard'];

  app.get(
    '/api/admin/stats',
    { schema: { tags, querystring: editionQuerySchema, response: { 200: statsSchema, ...errors } } },
    async (request) => stats(app.db, await adminEdition(request)),
  );

  app.get(
    '/api/admin/charts',
    { schema: { tags, querystring: editionQuerySchema, response: { 200: chartsSchema, ...errors } } },
    async (request) => charts(app.db, (await adminEdition(request)).id),
  );

  app.get(
    '/api/admin/reports/:kind',
    {
      schema: {
        tags,
        params: reportParamsSchema,
        querystring: editionQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const edition = await adminEdition(request);
      const report = await buildReport(app.db, currentUser(request).id, edition, request.params.kind);
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
