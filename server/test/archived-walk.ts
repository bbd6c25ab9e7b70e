// The table of archived-writes.test.ts (issue 30, "Archived means closed, everywhere"): every write route
// of the OpenAPI document is either walked against the archived edition (WALKED: one valid call of it,
// aimed at the archived edition's rows) or placed, with its reason, in one of the lists of writes that
// cannot reach an archived edition's outcome.

export const PAST = 'hackverse-2026';
export const PAST_NAME = 'HackVerse 2026';

/** Writes whose rows belong to no edition: accounts, sign-in, the outbox, the editions themselves. */
const DEPLOYMENT_WIDE = new Set([
  'POST /api/auth/login',
  'POST /api/auth/sign-in-link',
  'POST /api/auth/sign-in-link/redeem',
  'POST /api/auth/logout',
  'POST /api/auth/register',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'PATCH /api/profile',
  'POST /api/profile/password',
  'POST /api/users/{id}/email',
  'POST /api/users/{id}/reset-password',
  'POST /api/admin/outbox/{id}/retry',
  'POST /api/admin/outbox/retry-failed',
  // A person's own blocks hold across editions (find_team_blocks has no edition).
  'DELETE /api/find-team/blocks/{id}',
  // Editions management: a new draft, an imported one; previews render and store nothing.
  'POST /api/admin/events',
  'POST /api/admin/events/import',
  'POST /api/admin/markdown/preview',
  'POST /api/admin/mail/preview',
  'POST /api/help-requests/preview',
  'POST /api/submissions/{id}/project-page/preview',
  // People own their data (issue 35): an account's deletion, its emailed link, an organizer's erasure.
  'POST /api/me/deletion',
  'DELETE /api/me/deletion',
  'POST /api/me/deletion/confirm',
  'POST /api/admin/users/{id}/erase',
]);

/**
 * Writes that reach only the current edition (the spec's participant routes: the caller's team of the
 * current edition, no `?event=`, no id of another edition's rows); the current edition is never archived.
 * The walk checks that none of them takes `?event=`.
 */
export const CURRENT_ONLY = new Set([
  'POST /api/register-team',
  'PATCH /api/teams/current',
  'DELETE /api/teams/current/members/{userId}',
  'POST /api/teams/current/invitations',
  'POST /api/teams/join',
  'PUT /api/find-team/profile',
  'PATCH /api/find-team/profile',
  'PUT /api/find-team/listing',
  'POST /api/find-team/requests',
  'POST /api/find-team/blocks',
  'POST /api/submissions',
  'POST /api/contact',
  'POST /api/support',
  // A help request is asked in the current edition's queue (issue 34).
  'POST /api/help-requests',
  // Consent to the current edition's terms or privacy page (issue 35).
  'POST /api/me/consents',
]);

/**
 * An archive keeps its presentation editable by design (DESIGN D13: what an archive refuses is a change
 * of its outcome): its logo, images and public pages, like its name and contact in the Event tab (the
 * settings PATCH is walked below with an outcome field, which it refuses).
 */
const PRESENTATION = new Set([
  'POST /api/admin/events/{slug}/logo',
  'POST /api/admin/events/{slug}/images',
  'PUT /api/admin/events/{slug}/content/{page}',
]);

/**
 * Correspondence with people goes on after an edition: a reply to a message it received, marking it
 * handled, a mail to one of its teams. Each goes out through the deployment's outbox and changes none of
 * the edition's teams, projects, judging or winners.
 */
const CORRESPONDENCE = new Set([
  'POST /api/admin/messages/{id}/handled',
  'POST /api/admin/messages/{id}/reply',
  'POST /api/teams/{id}/contact',
]);

export interface Ids {
  team: number;
  otherTeam: number;
  member: number;
  submission: number;
  problem: number;
  judge: number;
  joinRequest: number;
  inviteRequest: number;
  /** A help request of the archived edition, left waiting when it was archived (issue 34). */
  helpRequest: number;
}
export type Who = 'admin' | 'team' | 'judge' | 'mentor' | 'anyone';
export interface Call {
  who: Who;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
}

const SCORES = { innovation: 7, technicalExecution: 7, userExperience: 7, presentation: 7, impact: 7 };
export const TEAM_TOKEN = 'archived-team-invitation-token';
export const JUDGE_TOKEN = 'archived-judge-invitation-token';
export const REQUEST_TOKEN = 'archived-find-team-request-token';
export const MENTOR_TOKEN = 'archived-mentor-invitation-token';
const ev = `event=${PAST}`;

/** One valid call of each walked write, aimed at the archived edition's rows. */
export const WALKED: Record<string, Call> = {
  'POST /api/invitations/{token}': {
    who: 'anyone',
    url: () => `/api/invitations/${TEAM_TOKEN}`,
    body: () => ({ name: 'Late Joiner', password: 'late-joiner-123' }),
  },
  'POST /api/teams/{id}/members': {
    who: 'admin',
    url: (i) => `/api/teams/${i.team}/members?${ev}`,
    body: () => ({ email: 'added.late@example.net' }),
  },
  'POST /api/teams/{id}/approve': { who: 'admin', url: (i) => `/api/teams/${i.team}/approve?${ev}` },
  'POST /api/teams/{id}/reject': { who: 'admin', url: (i) => `/api/teams/${i.team}/reject?${ev}` },
  'POST /api/teams/{id}/credentials': { who: 'admin', url: (i) => `/api/teams/${i.team}/credentials?${ev}` },
  'DELETE /api/teams/{id}/members/{userId}': {
    who: 'admin',
    url: (i) => `/api/teams/${i.team}/members/${i.member}?${ev}`,
  },
  'POST /api/teams/{id}/members/{userId}/move': {
    who: 'admin',
    url: (i) => `/api/teams/${i.team}/members/${i.member}/move?${ev}`,
    body: (i) => ({ teamId: i.otherTeam }),
  },
  'POST /api/find-team/requests/{id}/decision': {
    who: 'team',
    url: (i) => `/api/find-team/requests/${i.joinRequest}/decision`,
    body: () => ({ decision: 'accept' }),
  },
  'POST /api/find-team/requests/{id}/withdraw': {
    who: 'team',
    url: (i) => `/api/find-team/requests/${i.inviteRequest}/withdraw`,
  },
  'POST /api/find-team/requests/by-token/{token}': {
    who: 'anyone',
    url: () => `/api/find-team/requests/by-token/${REQUEST_TOKEN}`,
    body: () => ({ decision: 'accept' }),
  },
  'PUT /api/submissions/{id}/project-page': {
    who: 'team',
    url: (i) => `/api/submissions/${i.submission}/project-page`,
    body: () => ({ story: 'A year later.', videoUrl: '', showFeedback: true, galleryOptOut: false }),
  },
  'PUT /api/submissions/{id}': {
    who: 'team',
    url: (i) => `/api/submissions/${i.submission}`,
    body: (i) => ({
      teamName: 'Lambda Llamas',
      problemId: i.problem,
      githubUrl: 'https://github.com/lambda-llamas/sign-bridge',
      description: 'Sign Bridge, rewritten a year later with a new speech engine and captions.',
      techStack: 'Python',
    }),
  },
  'POST /api/submissions/{id}/evaluate': {
    who: 'admin',
    url: (i) => `/api/submissions/${i.submission}/evaluate`,
    body: () => ({ status: 'accepted', scores: SCORES }),
  },
  'POST /api/judge-invitations/{token}': {
    who: 'anyone',
    url: () => `/api/judge-invitations/${JUDGE_TOKEN}`,
    body: () => ({ name: 'Late Judge', password: 'late-judge-123' }),
  },
  'PATCH /api/judge/profile': {
    who: 'judge',
    url: () => `/api/judge/profile?${ev}`,
    body: () => ({ affiliation: 'Elsewhere' }),
  },
  'POST /api/judge/conflicts': {
    who: 'judge',
    url: () => `/api/judge/conflicts?${ev}`,
    body: (i) => ({ teamId: i.team, reason: 'A friend' }),
  },
  'POST /api/judge/next': { who: 'judge', url: () => `/api/judge/next?${ev}`, body: () => ({}) },
  'POST /api/judge/submissions/{id}/skip': {
    who: 'judge',
    url: (i) => `/api/judge/submissions/${i.submission}/skip?${ev}`,
    body: () => ({ reason: 'Out of my field' }),
  },
  'PUT /api/judge/submissions/{id}/evaluation': {
    who: 'judge',
    url: (i) => `/api/judge/submissions/${i.submission}/evaluation?${ev}`,
    body: () => ({ scores: SCORES }),
  },
  'POST /api/admin/judges/invitations': {
    who: 'admin',
    url: () => `/api/admin/judges/invitations?${ev}`,
    body: () => ({ email: 'late.judge@example.net' }),
  },
  'PUT /api/admin/judges/{id}': { who: 'admin', url: (i) => `/api/admin/judges/${i.member}?${ev}` },
  'DELETE /api/admin/judges/{id}': { who: 'admin', url: (i) => `/api/admin/judges/${i.judge}?${ev}` },
  'PATCH /api/admin/judging/settings': {
    who: 'admin',
    url: () => `/api/admin/judging/settings?${ev}`,
    body: () => ({ targetReviews: 4 }),
  },
  'POST /api/admin/judging/conflicts': {
    who: 'admin',
    url: () => `/api/admin/judging/conflicts?${ev}`,
    body: (i) => ({ teamId: i.team, judgeId: i.judge }),
  },
  'DELETE /api/admin/judging/conflicts/{judgeId}/{teamId}': {
    who: 'admin',
    url: (i) => `/api/admin/judging/conflicts/${i.judge}/${i.team}?${ev}`,
  },
  'POST /api/announcements': {
    who: 'admin',
    url: () => `/api/announcements?${ev}`,
    body: () => ({ title: 'Late news', message: 'A year later', audience: 'everyone' }),
  },
  'POST /api/admin/winners/announce': {
    who: 'admin',
    url: () => `/api/admin/winners/announce?${ev}`,
    body: () => ({ expectedOverall: [] }),
  },
  'POST /api/admin/winners/unpublish': {
    who: 'admin',
    url: () => `/api/admin/winners/unpublish?${ev}`,
    body: () => ({ reason: 'A second look' }),
  },
  'POST /api/admin/events/{slug}/problems': {
    who: 'admin',
    url: () => `/api/admin/events/${PAST}/problems`,
    body: () => ({ title: 'A late challenge', category: 'ai', description: 'Added a year later.', difficulty: 2 }),
  },
  'PUT /api/admin/events/{slug}/problems/order': {
    who: 'admin',
    url: () => `/api/admin/events/${PAST}/problems/order`,
    body: (i) => ({ ids: [i.problem] }),
  },
  'PATCH /api/admin/problems/{id}': {
    who: 'admin',
    url: (i) => `/api/admin/problems/${i.problem}`,
    body: () => ({ title: 'Renamed a year later' }),
  },
  'DELETE /api/admin/problems/{id}': { who: 'admin', url: (i) => `/api/admin/problems/${i.problem}` },
  // The rules, dates and prizes decide the outcome; the name, look and contact stay editable (PRESENTATION).
  'PATCH /api/admin/events/{slug}': {
    who: 'admin',
    url: () => `/api/admin/events/${PAST}`,
    body: () => ({ version: 1, teamSizeMax: 5 }),
  },
  'POST /api/admin/events/{slug}/phase': {
    who: 'admin',
    url: () => `/api/admin/events/${PAST}/phase`,
    body: () => ({ phase: 'judging', confirm: true }),
  },
  // People's Choice: a ballot and an organizer's voiding of one; the archive's vote is final.
  'PUT /api/events/{slug}/ballot': {
    who: 'team',
    url: () => `/api/events/${PAST}/ballot`,
    body: () => ({ projectIds: [] }),
  },
  'POST /api/events/{slug}/ballot/verify': {
    who: 'anyone',
    url: () => `/api/events/${PAST}/ballot/verify`,
    body: () => ({ email: 'archived.visitor@example.net' }),
  },
  'POST /api/admin/events/{slug}/ballots/{id}/void': {
    who: 'admin',
    url: () => `/api/admin/events/${PAST}/ballots/1/void`,
    body: () => ({ reason: 'A second look' }),
  },
  // Mentors on call (issue 34): invitations, mentors, profiles and every move of a request.
  'POST /api/mentors/invitations/{token}/accept': {
    who: 'anyone',
    url: () => `/api/mentors/invitations/${MENTOR_TOKEN}/accept`,
    body: () => ({ name: 'Late Mentor', password: 'late-mentor-123' }),
  },
  'POST /api/admin/events/{slug}/mentors/invitations': {
    who: 'admin',
    url: () => `/api/admin/events/${PAST}/mentors/invitations`,
    body: () => ({ email: 'late.mentor@example.net', name: 'Late Mentor' }),
  },
  'POST /api/admin/events/{slug}/mentors': {
    who: 'admin',
    url: () => `/api/admin/events/${PAST}/mentors`,
    body: (i) => ({ userId: i.judge }),
  },
  'DELETE /api/admin/events/{slug}/mentors/{userId}': {
    who: 'admin',
    url: (i) => `/api/admin/events/${PAST}/mentors/${i.judge}`,
  },
  'PUT /api/mentor/profile': {
    who: 'mentor',
    url: () => `/api/mentor/profile?${ev}`,
    body: () => ({ affiliation: 'Later' }),
  },
  'POST /api/help-requests/{id}/claim': { who: 'mentor', url: (i) => `/api/help-requests/${i.helpRequest}/claim` },
  'POST /api/help-requests/{id}/resolve': { who: 'mentor', url: (i) => `/api/help-requests/${i.helpRequest}/resolve` },
  'POST /api/help-requests/{id}/release': {
    who: 'mentor',
    url: (i) => `/api/help-requests/${i.helpRequest}/release`,
    body: () => ({ note: 'A year later' }),
  },
  'POST /api/help-requests/{id}/handoff': {
    who: 'mentor',
    url: (i) => `/api/help-requests/${i.helpRequest}/handoff`,
    body: (i) => ({ mentorId: i.judge }),
  },
  'DELETE /api/help-requests/{id}': { who: 'team', url: (i) => `/api/help-requests/${i.helpRequest}` },
  'POST /api/help-requests/{id}/rating': {
    who: 'team',
    url: (i) => `/api/help-requests/${i.helpRequest}/rating`,
    body: () => ({ stars: 5 }),
  },
  // Bringing it back takes `reopen: true` (make-current.test.ts); without it, the archive stays closed.
  'POST /api/admin/events/{slug}/make-current': {
    who: 'admin',
    url: () => `/api/admin/events/${PAST}/make-current`,
    body: () => ({}),
  },
};

/**
 * How long an edition keeps its participants' personal data (issue 35) is not its outcome: archives are
 * where the retention matters most, so an archived edition takes the setting (its results stay whatever it is).
 */
const RETENTION = new Set(['PUT /api/admin/events/{slug}/retention']);

/** Every list of writes the walk leaves out, each with its reason above. */
export const LISTS = [DEPLOYMENT_WIDE, CURRENT_ONLY, PRESENTATION, CORRESPONDENCE, RETENTION];
