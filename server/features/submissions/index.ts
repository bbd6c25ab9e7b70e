// The submissions feature's public surface: the admin listing (a team's details, judging) and the
// submission window as the team sees it (the dashboard). Its routes are registered by ../index.ts
// straight from routes.ts.
export { getSubmission, listSubmissions } from './service';
export { windowState } from './window';
