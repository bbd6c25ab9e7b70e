// Mentors on call (issue 34): the feature's limits and every sentence it answers with.
import { SKILLS_MESSAGE } from './find-team';

export const MENTORING_LIMITS = {
  /** Requests a mentor may hold at once. */
  holdLimit: 2,
  titleMax: 120,
  descriptionMax: 4000,
  triedMax: 2000,
  locationMax: 300,
  noteMax: 500,
  commentMax: 1000,
  affiliationMax: 200,
  shiftsMax: 40,
  /** A shift lasts at most this many hours. */
  shiftHoursMax: 24,
  /** Organizers' escalation threshold, minutes: default and bounds. */
  escalationDefault: 15,
  escalationMin: 1,
  escalationMax: 24 * 60,
  /** Open requests a participant's team may have at once. */
  openPerTeam: 3,
} as const;

/** Every sentence of the feature the server answers with and the forms show, written once. */
export const MENTORING_MESSAGES = {
  titleRequired: 'Give your request a short title',
  titleMax: `Keep the title to ${MENTORING_LIMITS.titleMax} characters`,
  descriptionRequired: 'Describe what you need help with',
  descriptionMax: `Keep the description to ${MENTORING_LIMITS.descriptionMax} characters`,
  triedMax: `Keep what you tried to ${MENTORING_LIMITS.triedMax} characters`,
  locationRequired: 'Say where a mentor finds you (a table, or a video link)',
  locationMax: `Keep the location to ${MENTORING_LIMITS.locationMax} characters`,
  skills: SKILLS_MESSAGE,
  noteRequired: 'Leave a note for the next mentor',
  noteMax: `Keep the note to ${MENTORING_LIMITS.noteMax} characters`,
  stars: 'Rate the help from 1 to 5 stars',
  commentMax: `Keep the comment to ${MENTORING_LIMITS.commentMax} characters`,
  affiliationMax: `Affiliation cannot exceed ${MENTORING_LIMITS.affiliationMax} characters`,
  shiftOrder: 'A shift must end after it starts',
  shiftLength: `A shift lasts at most ${MENTORING_LIMITS.shiftHoursMax} hours`,
  shiftsMax: `At most ${MENTORING_LIMITS.shiftsMax} shifts`,
  videoUrl: 'Please enter the video link (https://…)',
  discordHandle: 'Please enter your Discord handle',
  escalation: `The escalation threshold is ${MENTORING_LIMITS.escalationMin} to ${MENTORING_LIMITS.escalationMax} minutes`,
  helpWindowOrder: 'The help queue must close after it opens',
  // Refusals (the server's 403/404/409 bodies).
  notMentor: 'You are not a mentor of this edition',
  participantMentor: 'This email belongs to a participant: participants cannot mentor',
  participantMentorUser: 'Participants cannot mentor: choose an organizer or a judge',
  alreadyMentor: 'This person already mentors this edition',
  staffAccount: 'This email belongs to an organizer or judge account: add them as mentor directly',
  notParticipant:
    'Only participants of the current edition (team members, or people on the team board) can ask for help',
  notFound: 'Help request not found',
  notYours: 'This help request belongs to another team',
  notOpen: 'This request is no longer open: another mentor claimed it, or it was cancelled',
  notHeld: 'You do not hold this request',
  holdLimit: `You already hold ${MENTORING_LIMITS.holdLimit} requests: resolve or release one first`,
  targetHoldLimit: (name: string) =>
    `${name} already holds ${MENTORING_LIMITS.holdLimit} requests: choose another mentor`,
  targetNotMentor: 'Choose a mentor of this edition',
  handoffSelf: 'You already hold this request: choose another mentor',
  cannotCancel: 'Only a request that waits or is being helped can be cancelled',
  notResolved: 'You can rate the help once the request is resolved',
  alreadyRated: 'You have already rated this help',
  tooManyOpen: `Your team already has ${MENTORING_LIMITS.openPerTeam} requests waiting: cancel one or wait for a mentor`,
  noMentorOnShift: (next: string | null) =>
    next
      ? `No mentor is on shift right now; the next shift starts ${next}. You can still send your request: it waits in the queue.`
      : 'No mentor is on shift right now, and no shift is planned. You can still send your request: it waits in the queue.',
} as const;
