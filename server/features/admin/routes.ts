// The admin area (issue 5): every call here is for admins only (requireRole('admin')) and every
// change writes an audit_log row in its transaction.
import type { FastifyInstance } from 'fastify';
import { adminDashboardRoutes } from './dashboard-routes';
import { adminSubmissionsRoutes } from './submissions-routes';
import { adminTeamsRoutes } from './teams-routes';
import { adminUsersRoutes } from './users-routes';

export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminTeamsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminSubmissionsRoutes);
  await app.register(adminDashboardRoutes);
}

export default adminRoutes;
