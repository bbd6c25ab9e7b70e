import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/common';
import {
  contactMessageSchema,
  MESSAGE_RATE_LIMIT,
  messageReceiptSchema,
  supportMessageSchema,
} from '@shared/schemas/messages';
import { AppError } from '../../lib/errors';
import { receiveMessage } from './service';

// Public forms are a spam target: a small per-IP allowance per form (rate-limit is registered with
// global: false, so each route opts in). Invalid submissions count too: they cost the server as well.
const rateLimit = {
  max: MESSAGE_RATE_LIMIT.max,
  timeWindow: MESSAGE_RATE_LIMIT.windowMs,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new AppError(429, `Too many messages sent from your connection. Please try again in ${context.after}.`),
};

const responses = { 201: messageReceiptSchema, 400: errorResponseSchema, 429: errorResponseSchema };

export async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['messages'],
        description: 'Contact form: stored for the admin inbox and emailed to the organizers.',
        body: contactMessageSchema,
        response: responses,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const id = await receiveMessage(app.db, { kind: 'contact', ...request.body }, app.config.organizerEmail);
      app.mail.kick();
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
        response: responses,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const id = await receiveMessage(app.db, { kind: 'support', ...request.body }, app.config.organizerEmail);
      app.mail.kick();
      return reply.status(201).send({ ok: true as const, id });
    },
  );
}
export default messagesRoutes;
