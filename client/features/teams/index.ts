// What other features use from teams: the team queries (the submit page reads the current team; the
// registration, profile and submission forms refresh it) and the admin's part (admin/index.ts). Public
// pages import this file, so the admin's part stays behind a dynamic import: a static re-export would put
// it, and the admin's schemas, in the chunk those pages download.
export { teamQueries } from './queries';

let teamsAdmin: Promise<typeof import('./admin/index')> | undefined;

/** The admin's Teams tab, dialogs and queries; one promise, so React's use() can wait for it anywhere. */
export const loadTeamsAdmin = () => (teamsAdmin ??= import('./admin/index'));
