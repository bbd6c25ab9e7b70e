// The teams feature's public surface: what other features may use, and its routes.
export { draftInvitation, issueInvitation } from './service/invitations';
export { teamSubmissions } from './service/current-team';
export { admitMember, teamComposition, TEAM_GONE } from './service/admit';
export { teamsRoutes } from './routes';
