// The words for every status a person reads (issue 31): one map, so a team, a project or an account
// is called the same on the dashboard, /profile, the admin tables and in badges, and no raw value
// ('under_review') reaches a page. A project's status depends on the moment too: once the edition's
// results are out, a project the judges reviewed is no longer 'Under Review'.
import type { SubmissionStatus } from './constants';

const LABELS: Record<string, string> = {
  // teams
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  waitlisted: 'Waitlisted',
  withdrawn: 'Withdrawn',
  // projects
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under Review',
  accepted: 'Accepted',
  // accounts
  active: 'Active',
  inactive: 'Inactive',
};

/** What a status is called; a status this map does not know is spelled out word by word. */
export function statusLabel(status: string): string {
  return (
    LABELS[status] ??
    status
      .split(/[_\s]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
  );
}

/** What a team's project is called: once the results are out, a reviewed project is 'Judged'. */
export function submissionStatusLabel(status: SubmissionStatus, opts: { resultsOut?: boolean } = {}): string {
  if (status === 'under_review' && opts.resultsOut) return 'Judged';
  return statusLabel(status);
}
