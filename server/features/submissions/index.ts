// The submissions feature's public surface: the admin listing (a team's details, judging), the
// submission window as the team sees it (the dashboard), and the repositories pinned at the deadline
// (the pin job the app starts, and what the gallery, judges and admins show of a pin). Its routes are registered by ../index.ts
// straight from routes.ts.
export { getSubmission, listSubmissions } from './service';
export { windowState } from './window';
export { PinWorker } from './pins/worker';
export { pinOf } from './pins/read-pins';
export type { RepoPolicy } from './pins/repo-url';
