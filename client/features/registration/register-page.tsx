// /register (spec §2 'Team registration'). Public; a signed-in participant without a team registers a
// team they lead (DESIGN D7: the dashboard's Create Team comes here).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, Hourglass, Users } from 'lucide-react';
import { TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '@shared/constants';
import type { RegisterTeamResponse } from '@shared/schemas/registration';
import { useAuth } from '@/lib/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { profileQueries } from '@/features/profile';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { RegistrationForm, type SignedInLeader } from './registration-form';
import { notifyRegistered, notifyRegistrationFailed } from './notify';
import { useRegistrationRules } from './use-registration-data';
import { closedTitle, waitlistNotice } from './texts';

function FormSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-4 rounded-xl border border-border bg-card/60 p-6">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </div>
      ))}
    </div>
  );
}

export default function RegisterPage() {
  usePageMeta(
    'Register Your Team',
    'Register a team of 2 to 4 people for the hackathon: team details, leader, members and challenge.',
  );
  const { user, isLoading: sessionLoading } = useAuth();
  const rules = useRegistrationRules();
  const [, navigate] = useLocation();
  const leads = !!user && user.role === 'team' && !user.teamId;
  // What the account holds (phone, gender): the form starts from it, so nothing stored is replaced by a
  // default the person never chose (issue 31). Without it the form still works: an unanswered gender is
  // not sent, and the server keeps the stored one.
  const profile = useQuery({ ...profileQueries.current(), enabled: leads });
  const signedInLeader: SignedInLeader | null =
    leads && user
      ? {
          name: user.name,
          email: user.email,
          phone: profile.data?.phone ?? '',
          gender: profile.data?.gender ?? '',
        }
      : null;

  function handleRegistered(result: RegisterTeamResponse) {
    notifyRegistered(result.leader, result.team.waitlistPosition ? result.message : undefined);
    // The leader is signed in now (a new one by the answer's cookie; useRegisterTeam refreshed the
    // session): their team's dashboard.
    navigate(paths.teamDashboard);
  }

  let body: ReactNode;
  if (sessionLoading || rules.isLoading || (leads && profile.isLoading)) body = <FormSkeleton />;
  else if (rules.isError || !rules.data) {
    body = (
      <QueryErrorAlert
        title="The registration form could not load"
        description="Please check your connection and try again."
        onRetry={rules.refetch}
        retrying={rules.isFetching}
      />
    );
  } else if (user?.teamId) {
    body = (
      <Alert variant="info">
        <Users aria-hidden="true" />
        <AlertTitle>You are already in a team</AlertTitle>
        <AlertDescription className="grid gap-3">
          <span>Each person can be in one team. Your team, its members and its submissions are on your dashboard.</span>
          <Button asChild size="sm" className="w-fit">
            <Link href={paths.teamDashboard}>Go to your dashboard</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (!rules.data.open) {
    // The server's own sentence, the one its 409 would answer (phase and dates in the edition's zone).
    body = (
      <Alert variant="warning">
        <CalendarX2 aria-hidden="true" />
        <AlertTitle>{closedTitle(rules.data.status)}</AlertTitle>
        <AlertDescription>
          {rules.data.closedMessage ? `${rules.data.closedMessage}.` : null}{' '}
          <Link href={paths.contact} className="font-semibold text-brand-cyan hover:underline">
            Contact the organizers
          </Link>{' '}
          with any question.
        </AlertDescription>
      </Alert>
    );
  } else {
    const waitlist = waitlistNotice(rules.data);
    body = (
      <>
        {waitlist ? (
          <Alert variant="info" role="status" className="mb-6">
            <Hourglass aria-hidden="true" />
            <AlertTitle>{waitlist.title}</AlertTitle>
            <AlertDescription>{waitlist.text}</AlertDescription>
          </Alert>
        ) : null}
        <RegistrationForm
          rules={rules.data}
          leader={signedInLeader}
          onRegistered={handleRegistered}
          onFailed={notifyRegistrationFailed}
        />
      </>
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 text-center">
        <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">Free to enter</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          REGISTER YOUR <span className="text-gradient">TEAM</span>
        </h1>
        <p className="mt-3 text-muted-foreground">
          {rules.data
            ? `Teams of ${rules.data.teamSizeMin} to ${rules.data.teamSizeMax} people, the leader included.`
            : `Teams of ${TEAM_SIZE_MIN} to ${TEAM_SIZE_MAX} people, the leader included.`}{' '}
          Already registered?{' '}
          <Link href={paths.login} className="font-semibold text-brand-cyan hover:underline">
            Sign in
          </Link>
          {user ? null : (
            <>
              {' · '}
              <Link href={paths.join} className="font-semibold text-brand-cyan hover:underline">
                Coming alone? Find a team
              </Link>
            </>
          )}
        </p>
      </header>
      {body}
    </section>
  );
}
