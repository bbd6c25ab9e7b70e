// The submissions feature's public surface: the admin listing (a team's details, judging). Its routes
// are registered by ../index.ts straight from routes.ts.
export { getSubmission, listSubmissions } from './service';
