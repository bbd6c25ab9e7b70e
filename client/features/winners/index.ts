// What other features use from winners: its queries (the admin refreshes them after announcing; judging's
// live messages refresh the admin's) and the admin's Announce Winners dialog.
export { winnerQueries } from './queries';
export { winnerAdminQueries } from './admin/queries';
export { WinnersDialog } from './admin/winners-dialog';
export { WinnersResults } from './winners-results';
