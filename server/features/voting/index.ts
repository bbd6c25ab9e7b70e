// The voting feature's public surface: People's Choice's tally, for the winners feature to propose from.
export { resultsPublished, tally } from './service/tally';
