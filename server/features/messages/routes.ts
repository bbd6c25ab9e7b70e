// The public contact and support forms, and the admin Inbox that reads and answers them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendEmailSchema } from '@shared/schemas/mail';
import { idParamsSchema } from '@shared/schemas/common';
import {
  contactMessageSchema,
  inboxMessageSchema,
  markHandledSchema,
  MESSAGE_RATE_LIMIT,
  messageListQuerySchema,
  messagePageSchema,
  messageReceiptSchema,
  supportMessageSchema,
} from '@shared/schemas/messages';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { adminScope } from '../../plugins/scopes';
import { adminEdition } from '../events/index';
import { listMessages, markMessage, receiveMessage, replyToMessage } from './service';

// Public forms are a spam target: a small per-IP allowance per form (rate-limit is registered with
// global: false, so each route opts in). Invalid submissions count too: they cost the server as well.
const rateLimit = {
  max: MESSAGE_RATE_LIMIT.max,
  timeWindow: MESSAGE_RATE_LIMIT.windowMs,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new AppError(429, `Too many messages sent from your connection. Please try again in ${context.after}.`),
};

const formResponses = { 201: messageReceiptSchema, ...errorResponses(400, 429) };
const adminErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * The edition a message is sent in (the current one, or none between editions: the forms still work) and
 * where its email goes: the contact address the organizers set for that edition, ORGANIZER_EMAIL only
 * between editions. The deployment's default address is not the organizers' own (issue 31).
 */
async function sentIn(app: FastifyInstance): Promise<{ eventId: number | null; to: string }> {
  const edition = await app.editions.current();
  return edition ? { eventId: edition.id, to: edition.contactEmail } : { eventId: null, to: app.config.organizerEmail };
}

async function formRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['messages'],
        description: 'Contact form: stored for the admin inbox and emailed to the organizers.',
        body: contactMessageSchema,
        response: formResponses,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { eventId, to } = await sentIn(app);
      const id = await receiveMessage(app.db, { kind: 'contact', ...request.body }, to, eventId);
      return reply.status(201).send({ ok: true as const, id });
    },
  );

  app.post(
    '/api/support',
    {
      schema: {
        tags: ['messages'],
        description: 'Support form: stored for the admin inbox and emailed to the organizers.',
        body: supportMessageSchema,
        response: formResponses,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { eventId, to } = await sentIn(app);
      const id = await receiveMessage(app.db, { kind: 'support', ...request.body }, to, eventId);
      return reply.status(201).send({ ok: true as const, id });
    },
  );
}

async function inboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: dashboard'];

  app.get(
    '/api/admin/messages',
    { schema: { tags, querystring: messageListQuerySchema, response: { 200: messagePageSchema, ...adminErrors } } },
    async (request) => {
      // Between editions the inbox still shows what the forms received meanwhile.
      if (!request.query.event && !(await app.editions.current()))
        return listMessages(app.db, { id: null, current: true }, request.query);
      const edition = await adminEdition(request);
      return listMessages(app.db, { id: edition.id, current: edition.state === 'current' }, request.query);
    },
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
    },
    async (request) =>
      replyToMessage(app.db, currentUser(request).id, request.params.id, request.body, {
        eventId: (await sentIn(app)).eventId,
        organizerEmail: app.config.organizerEmail,
      }),
  );
}

export async function messagesRoutes(app: FastifyInstance) {
  await app.register(formRoutes);
  await app.register(adminScope(inboxRoutes));
}
