import { useState } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import type { PublicUser } from '@shared/schemas/auth';
import { useAuth } from '@/lib/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { homeForRole, paths } from '@shared/paths';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { LoginForm } from './login-form';

const GITHUB_ERRORS: Record<string, string> = {
  github_unavailable: 'GitHub sign-in is not configured on this server. Use your email and password.',
  github_failed: 'GitHub sign-in did not complete. Please try again, or use your email and password.',
};

const HIGHLIGHTS = [
  'Follow your team’s approval status and members',
  'Submit and update your project repository',
  'Read the judges’ feedback as soon as it lands',
];

export default function LoginPage() {
  usePageMeta('Sign In', 'Sign in to your team dashboard or the admin area of the hackathon.');
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [signingIn, setSigningIn] = useState(false);

  const errorCode = new URLSearchParams(search).get('error');
  const notice = errorCode ? (GITHUB_ERRORS[errorCode] ?? null) : null;

  // Spec §2: after login, the admin choice with a returned admin role goes to /admin, anyone else to /team-dashboard.
  function handleSignedIn(signedIn: PublicUser, userType: 'team' | 'admin') {
    // A judge (issue 11) or a mentor (issue 34) has no team dashboard: their work is on /judge or /mentor.
    // An admin who chose the team sign-in goes to the team dashboard, as the spec says.
    const home = signedIn.role === 'admin' ? paths.teamDashboard : homeForRole(signedIn.role);
    navigate(userType === 'admin' && signedIn.role === 'admin' ? paths.admin : home, { replace: true });
  }

  if (isLoading) return <PageSpinner label="Checking your session…" />;
  // Already signed in when arriving here: go to the user's home (admin → /admin, else /team-dashboard).
  if (user && !signingIn) return <Redirect to={homeForRole(user.role)} replace />;

  return (
    <section className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_28rem] lg:px-8">
      <div className="hidden lg:block">
        <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">Welcome back, builder</p>
        <p className="mt-3 text-4xl leading-tight font-extrabold tracking-tight xl:text-5xl">
          Pick up right where <span className="text-gradient">your team left off.</span>
        </p>
        <ul className="mt-8 space-y-4">
          {HIGHLIGHTS.map((text) => (
            <li key={text} className="flex items-start gap-3 text-muted-foreground">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-violet" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>

      <Card className="w-full shadow-glow">
        <CardHeader className="pb-4">
          <h1 className="text-2xl font-bold tracking-tight">Sign In</h1>
          <CardDescription>Use the email and password of your team account or your admin account.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <LoginForm notice={notice} onSubmitting={setSigningIn} onSignedIn={handleSignedIn} />
          <p className="text-center text-sm text-muted-foreground">
            No team yet?{' '}
            <Link href={paths.register} className="font-semibold text-brand-cyan hover:underline">
              Register your team
            </Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
