// The admins' judging routes: judges and their invitations, settings, conflicts, live coverage, the
// corrected ranking and the CSV exports. Each works on the edition of `?event=slug` (the current one by
// default, DESIGN D13); changes to an archived edition's judging answer 409.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, okSchema } from '@shared/schemas/common';
import { editionQuerySchema } from '@shared/schemas/events';
import {
  addConflictSchema,
  adminJudgeSchema,
  adminJudgesSchema,
  conflictListSchema,
  conflictParamsSchema,
  conflictSchema,
  coverageSchema,
  inviteJudgeSchema,
  inviteJudgeResponseSchema,
  judgingExportParamsSchema,
  judgingRankingSchema,
  judgingSettingsSchema,
  updateJudgingSettingsSchema,
} from '@shared/schemas/judging';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { adminEdition } from '../events/index';
import { addConflict, listConflicts, removeConflict } from './service/conflicts';
import { coverage } from './service/coverage';
import { judgingExport } from './service/exports';
import { inviteJudge } from './service/invitations';
import { listJudges, markAdminAsJudge, removeJudge } from './service/judges';
import { announceRankingWhenReady, publishCoverage } from './service/live';
import { adminRanking } from './service/ranking-answers';
import { settingsView, updateSettings } from './service/settings';

const errors = errorResponses(400, 401, 403, 404, 409);
const querystring = editionQuerySchema;

/** The edition's id (`?event=`); adminEdition refuses a write to an archived one (409). */
const editionId = async (request: FastifyRequest) => (await adminEdition(request)).id;

async function adminJudgingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: judging'];

  app.get(
    '/api/admin/judges',
    { schema: { tags, querystring, response: { 200: adminJudgesSchema, ...errors } } },
    async (request) => listJudges(app.db, await editionId(request)),
  );

  app.post(
    '/api/admin/judges/invitations',
    { schema: { tags, querystring, body: inviteJudgeSchema, response: { 201: inviteJudgeResponseSchema, ...errors } } },
    async (request, reply) => {
      const eventId = await editionId(request);
      const result = await inviteJudge(app.db, eventId, currentUser(request), request.body, app.config.publicUrl);
      await publishCoverage(app, request.log, eventId, 'judges');
      return reply.status(201).send({ ...result, emailDelivery: await app.mail.delivery() });
    },
  );

  app.put(
    '/api/admin/judges/:id',
    { schema: { tags, querystring, params: idParamsSchema, response: { 200: adminJudgeSchema, ...errors } } },
    async (request) => {
      const eventId = await editionId(request);
      const result = await markAdminAsJudge(app.db, eventId, currentUser(request).id, request.params.id);
      await publishCoverage(app, request.log, eventId, 'judges');
      return result;
    },
  );

  app.delete(
    '/api/admin/judges/:id',
    { schema: { tags, querystring, params: idParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const eventId = await editionId(request);
      await removeJudge(app.db, eventId, currentUser(request).id, request.params.id);
      await publishCoverage(app, request.log, eventId, 'judges');
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/judging/settings',
    { schema: { tags, querystring, response: { 200: judgingSettingsSchema, ...errors } } },
    async (request) => settingsView(app.db, await editionId(request)),
  );

  app.patch(
    '/api/admin/judging/settings',
    {
      schema: {
        tags,
        querystring,
        body: updateJudgingSettingsSchema,
        response: { 200: judgingSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const eventId = await editionId(request);
      const result = await updateSettings(app.db, eventId, currentUser(request).id, request.body);
      await publishCoverage(app, request.log, eventId, 'settings');
      return result;
    },
  );

  app.get(
    '/api/admin/judging/conflicts',
    { schema: { tags, querystring, response: { 200: conflictListSchema, ...errors } } },
    async (request) => ({
      conflicts: await listConflicts(app.db, await editionId(request)),
    }),
  );

  app.post(
    '/api/admin/judging/conflicts',
    { schema: { tags, querystring, body: addConflictSchema, response: { 201: conflictSchema, ...errors } } },
    async (request, reply) => {
      const eventId = await editionId(request);
      const result = await addConflict(app.db, eventId, currentUser(request).id, request.body, 'admin');
      await publishCoverage(app, request.log, eventId, 'conflict');
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/api/admin/judging/conflicts/:judgeId/:teamId',
    { schema: { tags, querystring, params: conflictParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const eventId = await editionId(request);
      await removeConflict(app.db, eventId, currentUser(request).id, request.params.judgeId, request.params.teamId);
      await publishCoverage(app, request.log, eventId, 'conflict');
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/judging/coverage',
    { schema: { tags, querystring, response: { 200: coverageSchema, ...errors } } },
    async (request) => coverage(app.db, await editionId(request)),
  );

  app.get(
    '/api/admin/judging/ranking',
    { schema: { tags, querystring, response: { 200: judgingRankingSchema, ...errors } } },
    async (request) => {
      const eventId = await editionId(request);
      const result = await adminRanking(app, eventId);
      if (result.settled) announceRankingWhenReady(app, request.log, eventId, result.settled);
      return result.api;
    },
  );

  app.get(
    '/api/admin/judging/export/:kind',
    {
      schema: { tags, querystring, params: judgingExportParamsSchema, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const file = await judgingExport(app.db, await editionId(request), currentUser(request).id, request.params.kind);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );
}

export const adminJudgingScopedRoutes = adminScope(adminJudgingRoutes);
