// Whether this browser may hold a session: the auth_token entry, or the hint cookie the server sets beside
// its HttpOnly session cookie (GitHub sign-in leaves only cookies). Without either the visitor is signed
// out for sure, so the client does not ask GET /api/auth/me: that call could only answer 401, which the
// browser reports as a failed request on every anonymous first visit.
import { SESSION_HINT_COOKIE } from '@shared/constants';
import { clearAuthToken, getAuthToken } from './api';

function hasHintCookie(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

export function mayHaveSession(): boolean {
  return getAuthToken() !== null || hasHintCookie();
}

/** The server answered 401: the token and hint are stale; drop them so the next visit does not ask again. */
export function forgetSession(): void {
  clearAuthToken();
  if (typeof document !== 'undefined') document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
