// Every feature's routes, registered in one place. Each feature owns its folder (routes.ts, service.ts).
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';

export async function registerFeatures(app: FastifyInstance) {
  await app.register(authRoutes);
}
