// Business constants and limits of spec §9, written once for client and server.

export const TEAM_SIZE_OPTIONS = ['2', '3', '4'] as const;
export const TEAM_SIZE_MIN = 2;
export const TEAM_SIZE_MAX = 4;
/** Capacity the dashboard shows (people / maximum). DESIGN D4 reads it from the event row; this is the seed default. */
export const TEAM_CAPACITY_DEFAULT = 4;

export const LIMITS = {
  teamNameMin: 3,
  personNameMin: 2,
  phoneMin: 10,
  loginPasswordMin: 6,
  resetPasswordMin: 8,
  generatedPasswordLength: 12,
  descriptionMin: 50,
  descriptionMax: 500,
  techStackMin: 5,
  difficultyMin: 1,
  difficultyMax: 5,
  scoreMin: 1,
  scoreMax: 10,
  scoreDefault: 7,
} as const;

export const TIMINGS = {
  gettingStartedMs: 4000,
  timelineSecondHighlightMs: 1000,
  socketReconnectMs: 5000,
  postSubmitRedirectMs: 1500,
  credentialsToastMs: 10_000,
  headerOpaqueAfterPx: 20,
  toastDefaultMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  problemsCacheMs: 60_000,
} as const;

/** Value of the problem dropdown's 'Other / Not decided yet' option (spec §2); stored as no problem. */
export const OTHER_PROBLEM_VALUE = '0';
export const OTHER_PROBLEM_LABEL = 'Other / Not decided yet';
/** The challenge detail page's answer to an unknown or retired address (and the API's 404 message). */
export const PROBLEM_NOT_FOUND = 'Problem not found';
export const PROBLEM_NOT_FOUND_TEXT = "The problem you're looking for doesn't exist or has been removed.";

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** judge: invited by an admin to review submissions (issue 11); an admin may judge too. */
/** 'mentor': an account that only mentors (issue 34); admins and judges can mentor too. */
export const ROLES = ['team', 'admin', 'judge', 'mentor'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'pending', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

// 'withdrawn': a team whose only member erased their account (issue 35); its project and results stay.
export const TEAM_STATUSES = ['pending', 'approved', 'rejected', 'waitlisted', 'withdrawn'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

export const SUBMISSION_STATUSES = ['draft', 'submitted', 'under_review', 'accepted', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** A team may update only these (spec §4). */
export const EDITABLE_SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['draft', 'submitted'];
/** An admin evaluation sets one of these (spec §4). */
export const EVALUATION_STATUSES = ['under_review', 'accepted', 'rejected'] as const;

export const SCORE_KEYS = ['innovation', 'technicalExecution', 'userExperience', 'presentation', 'impact'] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

/** Name of the browser storage key that holds the token (spec §3). */
export const AUTH_TOKEN_KEY = 'auth_token';
/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'hk_session';
/**
 * Name of the cookie that tells the browser a session may exist: set and cleared with the session cookie,
 * readable by scripts, holding no secret ('1'). Without it (and without auth_token) the client knows the
 * visitor is signed out and does not ask GET /api/auth/me, a call bound to answer 401.
 */
export const SESSION_HINT_COOKIE = 'hk_signed_in';

/** A status as people read it: under_review → Under Review (spec §4; the one map in status-labels.ts). */
export { statusLabel as formatStatus } from './status-labels';
