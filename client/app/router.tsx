// Every page is loaded lazily so a visitor downloads only the page in front of them (no admin, dashboard,
// login or form-library code on the home page), the 404 screen included. This file is part of the first
// download: it imports no UI kit (buttonVariants only) and no icon library.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from './paths';
import { ProtectedRoute } from './protected-route';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { PageFallback } from './page-fallback';

const HomePage = lazy(() => import('@/features/content/home-page'));
const AboutPage = lazy(() => import('@/features/content/about-page'));
const ResourcesPage = lazy(() => import('@/features/content/resources-page'));
const FaqPage = lazy(() => import('@/features/content/faq-page'));
const HelpPage = lazy(() => import('@/features/content/help-page'));
const TermsPage = lazy(() => import('@/features/content/terms-page'));
const PrivacyPage = lazy(() => import('@/features/content/privacy-page'));
const CookiesPage = lazy(() => import('@/features/content/cookies-page'));
const ProblemsPage = lazy(() => import('@/features/problems/problems-page'));
const ProblemDetailPage = lazy(() => import('@/features/problems/problem-detail-page'));
const ContactPage = lazy(() => import('@/features/messages/contact-page'));
const SupportPage = lazy(() => import('@/features/messages/support-page'));
const RegisterPage = lazy(() => import('@/features/registration/register-page'));
const LoginPage = lazy(() => import('@/features/auth/login-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));
const WsTestPage = lazy(() => import('@/features/live/ws-test-page'));
const SubmitPage = lazy(() => import('@/features/submissions/submit-page'));
const TeamDashboardPage = lazy(() => import('@/features/teams/team-dashboard-page'));
const InvitePage = lazy(() => import('@/features/teams/invite-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const AdminPage = lazy(() => import('@/features/admin/admin-page'));
const WinnersPage = lazy(() => import('@/features/winners/winners-page'));
const NotFoundPage = lazy(() => import('./not-found'));

export function AppRouter() {
  return (
    <ChunkErrorBoundary fallback={() => <ChunkLoadFailed />}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path={paths.home} component={HomePage} />
          <Route path={paths.about} component={AboutPage} />
          <Route path={paths.problems} component={ProblemsPage} />
          <Route path={paths.problemDetail} component={ProblemDetailPage} />
          <Route path={paths.resources} component={ResourcesPage} />
          <Route path={paths.contact} component={ContactPage} />
          <Route path={paths.support} component={SupportPage} />
          <Route path={paths.faq} component={FaqPage} />
          <Route path={paths.help} component={HelpPage} />
          <Route path={paths.terms} component={TermsPage} />
          <Route path={paths.privacy} component={PrivacyPage} />
          <Route path={paths.cookies} component={CookiesPage} />
          <Route path={paths.register} component={RegisterPage} />
          <Route path={paths.login} component={LoginPage} />
          <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
          <Route path={paths.resetPassword} component={ResetPasswordPage} />
          <Route path={paths.wsTest} component={WsTestPage} />
          <Route path={paths.invite} component={InvitePage} />
          <Route path={paths.winners} component={WinnersPage} />
          <ProtectedRoute path={paths.submit} role="team" component={SubmitPage} />
          <ProtectedRoute path={paths.teamDashboard} role="team" component={TeamDashboardPage} />
          <ProtectedRoute path={paths.admin} role="admin" component={AdminPage} />
          <ProtectedRoute path={paths.profile} role="user" component={ProfilePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** A page's code could not be downloaded: a reload fetches it (and any newer build) again. */
function ChunkLoadFailed() {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">This page could not be loaded</h1>
      <p className="text-muted-foreground">
        The connection to the server was interrupted. Check your connection and try again.
      </p>
      <button type="button" data-slot="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  );
}
