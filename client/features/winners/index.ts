// What other features use from winners: its queries (the admin refreshes them after announcing).
export { winnerQueries } from './queries';
