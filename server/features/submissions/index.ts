// The submissions feature's public surface: the admin listing (a team's details, judging) and its routes.
export { getSubmission, listSubmissions } from './service';
export { submissionsRoutes } from './routes';
