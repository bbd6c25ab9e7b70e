// Spec §2 protected route rule: spinner while the session loads; no user → /login; a route needing role
// admin sends non-admins to /; a route needing role team sends admins to /admin. The server enforces the
// same rules (DESIGN §6); these guards are a courtesy.
import type { ComponentType, ReactNode } from 'react';
import { Redirect, Route } from 'wouter';
import { useAuth } from '@/lib/auth-context';
import { PageFallback } from './page-fallback';
import { paths } from '@shared/paths';
import type { RouteAccess } from './routes';

export function RequireAuth({ role = 'user', children }: { role?: RouteAccess; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageFallback label="Checking your session…" />;
  if (!user) return <Redirect to={paths.login} replace />;
  if (role === 'admin' && user.role !== 'admin') return <Redirect to={paths.home} replace />;
  if (role === 'team' && user.role === 'admin') return <Redirect to={paths.admin} replace />;
  // Judges (issue 11) have no team: their home is /judge. Admins may judge too.
  if (role === 'team' && user.role === 'judge') return <Redirect to={paths.judge} replace />;
  if (role === 'judge' && user.role !== 'judge' && user.role !== 'admin') return <Redirect to={paths.home} replace />;
  // Mentors (issue 34) have no team either: their home is /mentor. Admins and judges may mentor too.
  if (role === 'team' && user.role === 'mentor') return <Redirect to={paths.mentor} replace />;
  if (role === 'mentor' && user.role === 'team') return <Redirect to={paths.home} replace />;
  return <>{children}</>;
}

/** A wouter route whose page renders only for the allowed session (usable directly inside `<Switch>`). */
export function ProtectedRoute({
  path,
  component: Component,
  role = 'user',
}: {
  path: string;
  component: ComponentType;
  role?: RouteAccess;
}) {
  return (
    <Route path={path}>
      <RequireAuth role={role}>
        <Component />
      </RequireAuth>
    </Route>
  );
}
