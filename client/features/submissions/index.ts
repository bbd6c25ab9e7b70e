// What other features use from submissions: the admin's Submissions tab, its table (the overview's latest
// submissions), the evaluation dialog, the queries, and the commit pinned at the deadline (the judges' view).
export { submissionAdminQueries } from './admin/queries';
export { SubmissionsTab } from './admin/submissions-tab';
export { SubmissionsTable } from './admin/submissions-table';
export { EvaluationDialog } from './admin/evaluation-dialog';
export { PinnedCommit } from './pinned-commit';
