// The table of archived-writes.test.ts (issue 30, "Archived means closed, everywhere"): every write route
// of the OpenAPI document is either walked against the archived edition (WALKED, archived-walk-calls.ts:
// one valid call of it, aimed at the archived edition's rows) or placed, with its reason, in one of the
// lists below of writes that cannot reach an archived edition's outcome.

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

export const TEAM_TOKEN = 'archived-team-invitation-token';
export const JUDGE_TOKEN = 'archived-judge-invitation-token';
export const REQUEST_TOKEN = 'archived-find-team-request-token';
export const MENTOR_TOKEN = 'archived-mentor-invitation-token';

/**
 * How long an edition keeps its participants' personal data (issue 35) is not its outcome: archives are
 * where the retention matters most, so an archived edition takes the setting (its results stay whatever it is).
 */
const RETENTION = new Set(['PUT /api/admin/events/{slug}/retention']);

/** Every list of writes the walk leaves out, each with its reason above. */
export const LISTS = [DEPLOYMENT_WIDE, CURRENT_ONLY, PRESENTATION, CORRESPONDENCE, RETENTION];
