// The admin's part of teams, loaded on demand through loadTeamsAdmin (../index.ts): the Teams tab, the
// team details and credentials dialogs, and the admin's team queries (the overview, the evaluation dialog).
export { TeamsTab } from './teams-tab';
export { TeamDetailsDialog } from './team-details-dialog';
export { CredentialsDialog } from './credentials-dialog';
export { teamAdminQueries } from './queries';
