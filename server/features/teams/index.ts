// The teams feature's public surface: what other features may use, and its routes.
export { issueInvitation } from './service/invitations';
export { teamSubmissions } from './service/current-team';
export { teamsRoutes } from './routes';
