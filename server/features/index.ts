// Every feature's routes, registered in one place and one way: each feature's routes.ts exports one
// routes plugin, which registers its public, signed-in, team and admin routes in their guard scopes.
// Imported here straight from routes.ts, not through the feature's index.ts: an index is what other
// features and plugins use, and if it loaded the routes, a plugin the routes need (plugins/auth.ts needs
// auth's sessions) would import itself back through them.
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes';
import { announcementsRoutes } from './announcements/routes';
import { authRoutes } from './auth/routes';
import { contentRoutes } from './content/routes';
import { eventsRoutes } from './events/routes';
import { findTeamRoutes } from './find-team/routes';
import { galleryRoutes } from './gallery/routes';
import { judgingRoutes } from './judging/routes';
import { mailRoutes } from './mail/routes';
import { mentoringRoutes } from './mentoring/routes';
import { messagesRoutes } from './messages/routes';
import { privacyRoutes } from './privacy/routes';
import { problemsRoutes } from './problems/routes';
import { profileRoutes } from './profile/routes';
import { registrationRoutes } from './registration/routes';
import { submissionsRoutes } from './submissions/routes';
import { teamsRoutes } from './teams/routes';
import { usersRoutes } from './users/routes';
import { votingRoutes } from './voting/routes';
import { winnersRoutes } from './winners/routes';

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
  galleryRoutes,
  problemsRoutes,
  eventsRoutes,
  contentRoutes,
  messagesRoutes,
  mailRoutes,
  votingRoutes,
  mentoringRoutes,
  privacyRoutes,
];

export async function registerFeatures(app: FastifyInstance) {
  for (const routes of FEATURES) await app.register(routes);
}
