// The teams feature's public surface: what other features may use.
export { issueInvitation, INVITATION_TTL_MS } from './invitations';
export { teamSubmissions } from './current-team';
