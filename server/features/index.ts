// Every feature's routes, registered in one place and one way: each feature's index.ts exports one
// routes plugin, which registers its public, signed-in, team and admin routes in their guard scopes.
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/index';
import { announcementsRoutes } from './announcements/index';
import { authRoutes } from './auth/index';
import { contentRoutes } from './content/index';
import { findTeamRoutes } from './find-team/index';
import { judgingRoutes } from './judging/index';
import { mailRoutes } from './mail/index';
import { messagesRoutes } from './messages/index';
import { problemsRoutes } from './problems/index';
import { profileRoutes } from './profile/index';
import { registrationRoutes } from './registration/index';
import { submissionsRoutes } from './submissions/index';
import { teamsRoutes } from './teams/index';
import { usersRoutes } from './users/index';
import { winnersRoutes } from './winners/index';

const FEATURES = [
  authRoutes,
  registrationRoutes,
  teamsRoutes,
  findTeamRoutes,
  submissionsRoutes,
  judgingRoutes,
  profileRoutes,
  usersRoutes,
  adminRoutes,
  announcementsRoutes,
  winnersRoutes,
  problemsRoutes,
  contentRoutes,
  messagesRoutes,
  mailRoutes,
];

export async function registerFeatures(app: FastifyInstance) {
  for (const routes of FEATURES) await app.register(routes);
}
