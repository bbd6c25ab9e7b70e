// What other features use from teams: the team queries (the submit page reads the current team; the
// registration, profile and submission forms refresh it), and the admin's Teams tab, team details and
// credentials dialogs, queries and clipboard helper (the admin page; users' reset password dialog).
export { teamQueries } from './queries';
export { teamAdminQueries } from './admin/queries';
export { TeamsTab } from './admin/teams-tab';
export { TeamDetailsDialog } from './admin/team-details-dialog';
export { CredentialsDialog, copyCredential } from './admin/credentials-dialog';
