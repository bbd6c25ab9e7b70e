// Judging's sentences without zod: shared/edition-gates.ts (read by public pages) names why hand-outs
// wait, and must not pull the schemas chunk into those pages (e2e/foundation.spec.ts).

export const JUDGING_MESSAGES = {
  notOpen: 'Judging is not open',
  closed: 'Judging is closed: evaluations can no longer change',
  conflicted: 'You have a conflict of interest with this team',
  notAssigned: 'This submission is not assigned to you. Ask for your next submission.',
  tooManyHolds: 'Finish or skip a submission you hold first',
  skipReason: 'Please say why you skip this submission',
  notJudge: 'This account is not a judge',
  participantEmail: 'This email belongs to a participant account',
  alreadyJudge: 'This person is already a judge',
  needsAcknowledgement: 'Please review the warnings and confirm to announce anyway',
  /** Stop at target: every project has its reviews (an answer, not an error). */
  allReviewed: 'All projects have their reviews',
} as const;
