// When teams see their judges' notes and score (issue 24): at once ('immediate', the spec's dashboard
// and the demo) or once the winners are published ('with_results', a new edition's default). One rule
// for the team API, the feedback emails and the screens.

export interface ReleaseFacts {
  feedbackRelease: 'immediate' | 'with_results';
  winnersPublishedAt: Date | string | null;
}

export const feedbackReleased = (ev: ReleaseFacts): boolean =>
  ev.feedbackRelease === 'immediate' || !!ev.winnersPublishedAt;

/** What the team sees instead while feedback is kept for the results. */
export const FEEDBACK_HELD_MESSAGE = 'Feedback will be shared when the results are announced';
