// What other features use from teams: the team queries (the submit page reads the current team; the
// registration, profile and submission forms refresh it) and the link that edits a submission.
export { teamQueries } from './queries';
export { updateSubmissionHref } from './texts';
