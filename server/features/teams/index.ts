// The teams feature's public surface: what other features may use, and its routes.
export { issueInvitation, INVITATION_TTL_MS } from './service/invitations';
export { teamSubmissions } from './service/current-team';
export { teamsRoutes } from './routes';
