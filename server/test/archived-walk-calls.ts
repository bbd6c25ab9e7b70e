// The walked half of archived-walk.ts: one valid call of each write route that could change an archived
// edition's outcome, aimed at that edition's rows (archived-writes.test.ts expects each refused with 409).
import { type Call, JUDGE_TOKEN, MENTOR_TOKEN, PAST, REQUEST_TOKEN, TEAM_TOKEN } from './archived-walk';

const SCORES = { innovation: 7, technicalExecution: 7, userExperience: 7, presentation: 7, impact: 7 };
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
