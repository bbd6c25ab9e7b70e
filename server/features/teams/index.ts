// The teams feature's public surface: what other features may use. Its routes are registered by
// ../index.ts straight from routes.ts.
export { draftInvitation, issueInvitation } from './service/invitations';
export { teamSubmissions } from './service/current-team';
export { admitMember, teamComposition, TEAM_GONE } from './service/admit';
export { fillFreePlaces, lockPlaces, placesOf, promoteOnCapRaise, waitlistPosition } from './service/waitlist';
