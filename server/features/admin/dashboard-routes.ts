// The admin dashboard's data: stat cards, search, charts, CSV reports, outbox and inbox, winners.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  chartsSchema,
  inboxMessageSchema,
  markHandledSchema,
  messageListQuerySchema,
  messagePageSchema,
  outboxItemSchema,
  outboxPageSchema,
  outboxQuerySchema,
  reportParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
  sendEmailSchema,
  statsSchema,
} from '@shared/schemas/admin';
import { idParamsSchema } from '@shared/schemas/common';
import { announceWinnersResponseSchema, announceWinnersSchema, rankingSchema } from '@shared/schemas/winners';
import { currentUser } from '../../plugins/auth';
import { charts, search, stats } from './dashboard-service';
import { listMessages, listOutbox, markMessage, replyToMessage, retryEmail } from './mail-service';
import { announceWinners, computeRanking } from './ranking-service';
import { buildReport } from './reports-service';
import { adminErrors, adminOnly, typed } from './route-kit';

export async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const tags = ['admin: dashboard'];

  app.get(
    '/api/admin/stats',
    {
      schema: { tags, response: { 200: statsSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async () => stats(app.db),
  );

  app.get(
    '/api/admin/search',
    {
      schema: { tags, querystring: searchQuerySchema, response: { 200: searchResponseSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => search(app.db, request.query.q),
  );

  app.get(
    '/api/admin/charts',
    {
      schema: { tags, response: { 200: chartsSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async () => charts(app.db),
  );

  app.get(
    '/api/admin/reports/:kind',
    {
      schema: { tags, params: reportParamsSchema, response: { 200: z.string(), ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const report = await buildReport(app.db, currentUser(request).id, request.params.kind);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.filename}"`)
        .header('cache-control', 'no-store')
        .send(report.csv);
    },
  );

  app.get(
    '/api/admin/outbox',
    {
      schema: { tags, querystring: outboxQuerySchema, response: { 200: outboxPageSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => listOutbox(app.db, request.query),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: { tags, params: idParamsSchema, response: { 200: outboxItemSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => {
      const item = await retryEmail(app.db, currentUser(request).id, request.params.id);
      app.mail.kick();
      return item;
    },
  );

  app.get(
    '/api/admin/messages',
    {
      schema: { tags, querystring: messageListQuerySchema, response: { 200: messagePageSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => listMessages(app.db, request.query),
  );

  app.post(
    '/api/admin/messages/:id/handled',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: markHandledSchema,
        response: { 200: inboxMessageSchema, ...adminErrors },
      },
      preHandler: adminOnly,
    },
    async (request) => markMessage(app.db, currentUser(request).id, request.params.id, request.body.handled),
  );

  app.post(
    '/api/admin/messages/:id/reply',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: sendEmailSchema,
        response: { 200: inboxMessageSchema, ...adminErrors },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const message = await replyToMessage(app.db, currentUser(request).id, request.params.id, request.body);
      app.mail.kick();
      return message;
    },
  );

  app.get(
    '/api/admin/winners/ranking',
    {
      schema: { tags, response: { 200: rankingSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async () => computeRanking(app.db),
  );

  app.post(
    '/api/admin/winners/announce',
    {
      schema: { tags, body: announceWinnersSchema, response: { 200: announceWinnersResponseSchema, ...adminErrors } },
      preHandler: adminOnly,
    },
    async (request) => {
      const result = await announceWinners(
        app.db,
        currentUser(request).id,
        request.body.expectedOverall,
        app.config.publicUrl,
      );
      app.mail.kick();
      return result;
    },
  );
}
