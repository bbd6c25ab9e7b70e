// /login/link?token=…: the one-time sign-in link emailed to an owner refused during a guessing attack.
// The visitor confirms with a button (a mail scanner that opens the link must not use it up), then lands
// where a sign-in would take them.
import { Link, useLocation, useSearch } from 'wouter';
import { CircleAlert, LoaderCircle, LogIn } from 'lucide-react';
import { homeForRole, paths } from '@shared/paths';
import { SIGN_IN_LINK_TTL_MINUTES } from '@shared/schemas/sign-in-link';
import { apiErrorMessage } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useRedeemSignInLink } from './mutations';

export default function SignInLinkPage() {
  usePageMeta('Sign In With a Link', 'Sign in with the one-time link we emailed you.');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const redeem = useRedeemSignInLink();

  function signIn() {
    redeem.mutate(token, { onSuccess: (result) => navigate(homeForRole(result.user.role), { replace: true }) });
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="shadow-glow">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Sign In With a Link</h1>
          <CardDescription>
            This link works once, within {SIGN_IN_LINK_TTL_MINUTES} minutes of the email, and this browser is remembered
            for your next sign-in.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {!token ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>
                This address has no sign-in link in it. Open the link from the email again.
              </AlertDescription>
            </Alert>
          ) : null}
          {redeem.isError ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription className="grid gap-1">
                <span>{apiErrorMessage(redeem.error, 'The link could not be used. Please try again.')}</span>
                <Link href={paths.login} className="font-semibold text-brand-cyan hover:underline">
                  Go to sign in
                </Link>
              </AlertDescription>
            </Alert>
          ) : null}
          <Button type="button" size="lg" onClick={signIn} disabled={!token || redeem.isPending || redeem.isSuccess}>
            {redeem.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <LogIn aria-hidden="true" />
            )}
            {redeem.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
