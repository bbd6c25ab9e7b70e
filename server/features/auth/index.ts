// The auth feature's public surface: sessions (the guards in server/plugins/auth.ts resolve callers with
// them), the session cookie, usernames for new accounts, and its routes.
export { createSession, deleteUserSessions, type SessionUser } from './service/sessions';
export { SessionLookup } from './service/session-lookup';
export { userSummaryColumns } from './service/user-summary';
export { setSessionCookie } from './service/cookies';
export { uniqueUsername, uniqueUsernames, usernameCandidates } from './service/usernames';
export { authRoutes } from './routes';
