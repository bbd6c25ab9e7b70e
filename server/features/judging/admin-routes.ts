// The admins' judging routes: judges and their invitations, settings, conflicts, live coverage, the
// corrected ranking and the CSV exports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, okSchema } from '@shared/schemas/common';
import {
  addConflictSchema,
  adminJudgeSchema,
  adminJudgesSchema,
  conflictListSchema,
  conflictParamsSchema,
  conflictSchema,
  coverageSchema,
  inviteJudgeSchema,
  judgeInvitationSchema,
  judgingExportParamsSchema,
  judgingRankingSchema,
  judgingSettingsSchema,
  updateJudgingSettingsSchema,
} from '@shared/schemas/judging';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { addConflict, listConflicts, removeConflict } from './service/conflicts';
import { loadSettings, toSettings } from './service/context';
import { coverage } from './service/coverage';
import { judgingExport } from './service/exports';
import { inviteJudge } from './service/invitations';
import { listJudges, markAdminAsJudge, removeJudge } from './service/judges';
import { publishCoverage } from './service/live';
import { judgingRanking } from './service/ranking';
import { updateSettings } from './service/settings';

const errors = errorResponses(400, 401, 403, 404, 409);

async function adminJudgingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: judging'];

  app.get('/api/admin/judges', { schema: { tags, response: { 200: adminJudgesSchema, ...errors } } }, async () =>
    listJudges(app.db),
  );

  app.post(
    '/api/admin/judges/invitations',
    { schema: { tags, body: inviteJudgeSchema, response: { 201: judgeInvitationSchema, ...errors } } },
    async (request, reply) => {
      const result = await inviteJudge(app.db, currentUser(request), request.body, app.config.publicUrl);
      await publishCoverage(app, request.log, 'judges');
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/admin/judges/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: adminJudgeSchema, ...errors } } },
    async (request) => {
      const result = await markAdminAsJudge(app.db, currentUser(request).id, request.params.id);
      await publishCoverage(app, request.log, 'judges');
      return result;
    },
  );

  app.delete(
    '/api/admin/judges/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await removeJudge(app.db, currentUser(request).id, request.params.id);
      await publishCoverage(app, request.log, 'judges');
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/judging/settings',
    { schema: { tags, response: { 200: judgingSettingsSchema, ...errors } } },
    async () => toSettings(await loadSettings(app.db)),
  );

  app.patch(
    '/api/admin/judging/settings',
    { schema: { tags, body: updateJudgingSettingsSchema, response: { 200: judgingSettingsSchema, ...errors } } },
    async (request) => {
      const result = await updateSettings(app.db, currentUser(request).id, request.body);
      await publishCoverage(app, request.log, 'settings');
      return result;
    },
  );

  app.get(
    '/api/admin/judging/conflicts',
    { schema: { tags, response: { 200: conflictListSchema, ...errors } } },
    async () => ({
      conflicts: await listConflicts(app.db),
    }),
  );

  app.post(
    '/api/admin/judging/conflicts',
    { schema: { tags, body: addConflictSchema, response: { 201: conflictSchema, ...errors } } },
    async (request, reply) => {
      const result = await addConflict(app.db, currentUser(request).id, request.body, 'admin');
      await publishCoverage(app, request.log, 'conflict');
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/api/admin/judging/conflicts/:judgeId/:teamId',
    { schema: { tags, params: conflictParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await removeConflict(app.db, currentUser(request).id, request.params.judgeId, request.params.teamId);
      await publishCoverage(app, request.log, 'conflict');
      return { ok: true as const };
    },
  );

  app.get('/api/admin/judging/coverage', { schema: { tags, response: { 200: coverageSchema, ...errors } } }, async () =>
    coverage(app.db),
  );

  app.get(
    '/api/admin/judging/ranking',
    { schema: { tags, response: { 200: judgingRankingSchema, ...errors } } },
    async () => (await judgingRanking(app.db)).api,
  );

  app.get(
    '/api/admin/judging/export/:kind',
    { schema: { tags, params: judgingExportParamsSchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const file = await judgingExport(app.db, currentUser(request).id, request.params.kind);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );
}

export const adminJudgingScopedRoutes = adminScope(adminJudgingRoutes);
