// The mentoring feature's public surface (issue 34): what the seed and the bench use. Its routes are
// registered by ../index.ts straight from routes.ts.
export { escalateDue } from './service/escalation';
export { matchOf } from './service/queue';
export { descriptionHtml } from './service/view';
