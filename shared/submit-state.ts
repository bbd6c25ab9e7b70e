// What a team may do with its project now, in the words the server's refusals use (issue "The calendar
// drives the product"): submit its one project, update it, or neither and why. The dashboard's buttons,
// the Submissions tab's 'New Submission' and /submit read it, so each says why it is unavailable.
import { EDITABLE_SUBMISSION_STATUSES, type SubmissionStatus } from './constants';
import type { SubmissionWindowState } from './schemas/submissions';

export const SUBMIT_MESSAGES = {
  notApproved: 'Only approved teams can submit projects. Your team is awaiting approval from the hackathon organizers.',
  rejected: 'Your team was not approved, so it cannot submit projects.',
  notEditable: 'This submission is being reviewed and can no longer be updated.',
  noTeam: 'You need a team to submit a project.',
} as const;

const STATUS_WORDS: Record<SubmissionStatus, string> = {
  draft: 'a draft',
  submitted: 'submitted',
  under_review: 'under review',
  accepted: 'accepted',
  rejected: 'rejected',
};

/** A second project for a team whose project can no longer change (one project per team per edition). */
export const oneProjectMessage = (status: SubmissionStatus) =>
  `Your team already has a project, ${STATUS_WORDS[status]}, and it can no longer be updated: a team submits one project per edition.`;

export interface TeamForSubmit {
  status: string;
  submissions: { id: number; status: SubmissionStatus }[];
  submissionWindow: Pick<SubmissionWindowState, 'open' | 'message'>;
}

export type SubmitState<S> =
  { kind: 'submit' } | { kind: 'update'; submission: S } | { kind: 'blocked'; reason: string; submission?: S };

/**
 * The team's one project decides: none yet → submit; one that is draft or submitted → update it; one
 * under review or decided → why not. The team's approval and the window come first, as on the server.
 */
export function submitState<S extends TeamForSubmit['submissions'][number]>(
  team: Omit<TeamForSubmit, 'submissions'> & { submissions: S[] },
): SubmitState<S> {
  const submission = team.submissions[0];
  if (team.status === 'rejected') return { kind: 'blocked', reason: SUBMIT_MESSAGES.rejected, submission };
  if (team.status !== 'approved') return { kind: 'blocked', reason: SUBMIT_MESSAGES.notApproved, submission };
  if (!team.submissionWindow.open)
    return { kind: 'blocked', reason: team.submissionWindow.message ?? 'Submissions are closed.', submission };
  if (!submission) return { kind: 'submit' };
  if (!EDITABLE_SUBMISSION_STATUSES.includes(submission.status))
    return { kind: 'blocked', reason: oneProjectMessage(submission.status), submission };
  return { kind: 'update', submission };
}
