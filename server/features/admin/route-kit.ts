// What every admin route shares: the admin guard, the error answers it can give, and the typed app.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/common';
import { requireRole } from '../../plugins/auth';

export const adminOnly = requireRole('admin');

export const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
} as const;

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
