// What other features use from teams: the team queries (the submit page reads the current team; the
// registration, profile and submission forms refresh it).
export { teamQueries } from './queries';
