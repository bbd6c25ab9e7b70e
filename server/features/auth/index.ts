// The auth feature's public surface: sessions (the guards in server/plugins/auth.ts resolve callers with
// them), the session cookie and usernames for new accounts. Not its routes: ../index.ts takes those
// from routes.ts, which needs plugins/auth.ts, which needs this file.
export { createSession, deleteUserSessions, newSession, type SessionUser } from './service/sessions';
export { SessionLookup } from './service/session-lookup';
export { userSummaryColumns } from './service/user-summary';
export { setSessionCookie } from './service/cookies';
export { uniqueUsername, uniqueUsernames, usernameCandidates } from './service/usernames';
export { issueSetPasswordLink } from './service/password-reset';
