// What other features use from submissions: the admin's Submissions tab, its table (the overview's latest
// submissions), the evaluation dialog and the queries.
export { submissionAdminQueries } from './admin/queries';
export { SubmissionsTab } from './admin/submissions-tab';
export { SubmissionsTable } from './admin/submissions-table';
export { EvaluationDialog } from './admin/evaluation-dialog';
