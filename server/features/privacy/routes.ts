// People own their data (issue 35): a person's export, deletion and consents (/api/me/*), the emailed
// deletion link (public: the token proves the mailbox), and the organizers' routes (admin-routes.ts).
// Handlers validate with the shared schemas, are authorized by their scope (401/403 before validation),
// call a service and shape the answer. The privacy job (service/job.ts) starts and stops with the app.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptConsentSchema,
  confirmDeletionSchema,
  consentsSchema,
  dataExportSchema,
  deletionRequestedSchema,
  deletionStatusSchema,
  requestDeletionSchema,
} from '@shared/schemas/privacy';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { userScope } from '../../plugins/scopes';
import { currentEdition } from '../events/index';
import { adminPrivacyRoutes } from './admin-routes';
import { acceptConsent, consentsOf } from './service/consents';
import { cancelDeletion, confirmDeletion, deletionStatus, requestDeletion } from './service/deletion';
import { exportPerson } from './service/export';
import { exportHtml } from './service/export-html';
import { privacyJob } from './service/job';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['privacy'];

/** The export page is a standalone document: its own small stylesheet, nothing else may load. */
export const EXPORT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

async function meRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/me/export',
    { schema: { tags, response: { 200: dataExportSchema, ...errors } } },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="my-data.json"').header('cache-control', 'no-store');
      return exportPerson(app.db, currentUser(request).id);
    },
  );

  app.get(
    '/api/me/export.html',
    { schema: { tags, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const doc = await exportPerson(app.db, currentUser(request).id);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', EXPORT_PAGE_CSP)
        .header('cache-control', 'no-store')
        .send(exportHtml(doc));
    },
  );

  app.get(
    '/api/me/deletion',
    { schema: { tags, response: { 200: deletionStatusSchema, ...errors } } },
    async (request) => deletionStatus(app.db, currentUser(request).id),
  );

  app.post(
    '/api/me/deletion',
    {
      schema: {
        tags,
        body: requestDeletionSchema,
        response: { 202: deletionRequestedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      // The password is checked here: limited like a sign-in, so it cannot be guessed through this door.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const answer = await requestDeletion(
        app.db,
        currentUser(request).id,
        request.body.password,
        app.config.publicUrl,
      );
      return reply.status(202).send(answer);
    },
  );

  app.delete(
    '/api/me/deletion',
    { schema: { tags, response: { 200: deletionStatusSchema, ...errors } } },
    async (request) => cancelDeletion(app.db, currentUser(request).id),
  );

  app.get('/api/me/consents', { schema: { tags, response: { 200: consentsSchema, ...errors } } }, async (request) =>
    consentsOf(app.db, currentUser(request).id, await app.editions.current()),
  );

  app.post(
    '/api/me/consents',
    { schema: { tags, body: acceptConsentSchema, response: { 201: consentsSchema, ...errors } } },
    async (request, reply) => {
      const edition = await currentEdition(app);
      return reply.status(201).send(await acceptConsent(app.db, currentUser(request).id, edition, request.body));
    },
  );
}

/** The emailed link of an account without a password: whoever holds the token confirms. */
async function linkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/me/deletion/confirm',
    {
      schema: {
        tags,
        body: confirmDeletionSchema,
        response: { 202: deletionRequestedSchema, ...errorResponses(400, 404, 429) },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => reply.status(202).send(await confirmDeletion(app.db, request.body.token)),
  );
}

export async function privacyRoutes(app: FastifyInstance) {
  const job = privacyJob(app.db, app.log);
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());
  await app.register(linkRoutes);
  await app.register(userScope(meRoutes));
  await app.register(adminPrivacyRoutes);
}
