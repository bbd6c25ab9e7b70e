// Every feature's routes, registered in one place. Each feature owns its folder (routes.ts, service.ts).
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';
import { registrationRoutes } from './registration/routes';
import { teamsRoutes } from './teams/routes';
import { submissionsRoutes } from './submissions/routes';
import { profileRoutes } from './profile/routes';
import { passwordResetRoutes } from './auth/password-reset-routes';

export async function registerFeatures(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(teamsRoutes);
  await app.register(submissionsRoutes);
  await app.register(profileRoutes);
  await app.register(passwordResetRoutes);
  await app.register(import('./admin/routes'));
  await app.register(import('./announcements/routes'));
  await app.register(import('./winners/routes'));
  await app.register(import('./problems/routes'));
  await app.register(import('./content/routes'));
  await app.register(import('./messages/routes'));
}
