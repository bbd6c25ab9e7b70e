// Session state of spec §4: the user comes from GET /api/auth/me (401 = signed out, no retry); login and
// account registration store the returned token under auth_token and put the user in the query cache;
// logout removes the token, the user and every cached query. A browser with neither a token nor the
// session hint cookie is known to be signed out: the session starts as 'no user' without a request
// (session-hint.ts), and the call is made again whenever the session is invalidated (e.g. after a team
// registration signed the visitor in).
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginForm, PublicUser, RegisterAccount, SessionResponse } from '@shared/schemas/auth';
import { apiErrorMessage, apiRequest, checkedAnswer, clearAuthToken, getQueryFn, setAuthToken } from './api';
import { forgetSession, mayHaveSession } from './session-hint';
import { toast } from './use-toast';

export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

export type AuthContextValue = {
  user: PublicUser | null;
  isLoading: boolean;
  isAdmin: boolean;
  login: (form: LoginForm) => Promise<PublicUser>;
  logout: () => Promise<void>;
  registerAccount: (data: RegisterAccount) => Promise<PublicUser>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Clears the query cache for a new (or no) user. Every query is removed except the session entry, which
 * is overwritten with the new user: removing it too would leave the provider's observer on a detached
 * query and force a needless /api/auth/me round trip (and a loading flash) right after login/logout.
 */
/**
 * A different person (or nobody) is now signed in: nothing cached for whoever used this browser before
 * may remain, and the session is known without asking the server.
 */
export function resetSessionCache(queryClient: QueryClient, user: PublicUser | null): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData<PublicUser | null>(SESSION_QUERY_KEY, user);
}

const fetchSession = getQueryFn<unknown>({ on401: 'returnNull' });

/** The signed-in user (null when signed out), parsed by the shared schema like every other answer. */
export const sessionQueries = {
  me: () =>
    queryOptions({
      queryKey: SESSION_QUERY_KEY,
      queryFn: async (context): Promise<PublicUser | null> => {
        if (!mayHaveSession()) return null;
        const raw = await fetchSession(context);
        if (raw === null) {
          forgetSession();
          return null;
        }
        return checkedAnswer('sessionUser', SESSION_QUERY_KEY[0], raw);
      },
      retry: false,
    }),
};

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    ...sessionQueries.me(),
    // Known signed out: 'no user' from the first render (no loading state, no request). Data never goes
    // stale (query-client.ts), so only an invalidation asks the server.
    initialData: () => (mayHaveSession() ? undefined : null),
  });
  const user = session.data ?? null;

  const login = useCallback(
    async (form: LoginForm): Promise<PublicUser> => {
      try {
        const result = await apiRequest<SessionResponse>('POST', '/api/auth/login', {
          email: form.email,
          password: form.password,
          userType: form.userType ?? 'team',
        });
        setAuthToken(result.token);
        resetSessionCache(queryClient, result.user);
        toast({ title: 'Login Successful!', description: `Welcome back, ${result.user.name}.` });
        return result.user;
      } catch (err) {
        toast({
          title: 'Login Failed',
          description: apiErrorMessage(err, 'An error occurred during login'),
          variant: 'destructive',
        });
        throw err;
      }
    },
    [queryClient],
  );

  const logout = useCallback(async (): Promise<void> => {
    try {
      await apiRequest('POST', '/api/auth/logout');
      clearAuthToken();
      resetSessionCache(queryClient, null);
      queryClient.getMutationCache().clear();
      toast({ title: 'Logged Out', description: 'You have been successfully logged out' });
    } catch (err) {
      toast({
        title: 'Logout Failed',
        description: apiErrorMessage(err, 'An error occurred during logout'),
        variant: 'destructive',
      });
      throw err;
    }
  }, [queryClient]);

  const registerAccount = useCallback(
    async (data: RegisterAccount): Promise<PublicUser> => {
      try {
        const result = await apiRequest<Partial<SessionResponse> & { user: PublicUser }>(
          'POST',
          '/api/auth/register',
          data,
        );
        if (result.token) setAuthToken(result.token);
        resetSessionCache(queryClient, result.user);
        toast({ title: 'Registration Successful', description: 'Your account has been created' });
        return result.user;
      } catch (err) {
        toast({
          title: 'Registration Failed',
          description: apiErrorMessage(err, 'An error occurred during registration'),
          variant: 'destructive',
        });
        throw err;
      }
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: session.isLoading,
      isAdmin: user?.role === 'admin',
      login,
      logout,
      registerAccount,
    }),
    [user, session.isLoading, login, logout, registerAccount],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

const notReady = () => Promise.reject(new Error('The session is not loaded yet'));
const PENDING_SESSION: AuthContextValue = {
  user: null,
  isLoading: true,
  isAdmin: false,
  login: notReady,
  logout: notReady,
  registerAccount: notReady,
};

const ANONYMOUS_SESSION: AuthContextValue = { ...PENDING_SESSION, isLoading: false };

/**
 * The state before the session is known, with no data layer: the build renders the static shell in it
 * (scripts/prerender-shell.tsx), so the shell's header shows neither LOGIN nor a signed-in menu.
 */
export function PendingSessionProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={PENDING_SESSION}>{children}</AuthContext.Provider>;
}

/**
 * Known signed out, with no data layer behind the session: what an anonymous visitor's first render
 * shows. The build prerenders the public pages in it (scripts/prerender-shell.tsx).
 */
export function AnonymousSessionProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={ANONYMOUS_SESSION}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
