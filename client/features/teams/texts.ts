export const PENDING_TEXT = 'Your team is awaiting approval from the hackathon organizers.';
export const REJECTED_TEXT =
  'Your team was not approved for this hackathon. Contact the organizers if you have questions.';

/** The /submit link that edits one submission (Update from the dashboard). */
export const updateSubmissionHref = (id: number) => `/submit?id=${id}`;
