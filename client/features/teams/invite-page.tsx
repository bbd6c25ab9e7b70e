// /invite/:token: the invitee sees the team, sets their name and password, joins, and is signed in.
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, UsersRound } from 'lucide-react';
import {
  acceptInvitationFormSchema,
  acceptInvitationResponseSchema,
  type AcceptInvitationForm,
  type InvitationInfo,
} from '@shared/schemas/teams';
import { apiErrorMessage, apiSend, isApiError, setAuthToken } from '@/lib/api';
import { resetSessionCache } from '@/lib/auth-context';
import { toast } from '@/lib/use-toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InvitationLoadError } from '@/components/invitation-load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { teamQueries } from './queries';

function AcceptForm({ token, info }: { token: string; info: InvitationInfo }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<AcceptInvitationForm>({
    resolver: zodResolver(acceptInvitationFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: info.name ?? '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ name, password }) => {
    try {
      const result = await apiSend(
        acceptInvitationResponseSchema,
        'POST',
        `/api/invitations/${encodeURIComponent(token)}`,
        { name, password },
      );
      setAuthToken(result.token);
      resetSessionCache(queryClient, result.user);
      toast({
        title: 'Welcome to the team!',
        description: `You joined ${info.teamName}. Sign in next time with ${result.user.email} and your new password.`,
      });
      navigate(paths.teamDashboard, { replace: true });
    } catch (err) {
      const fieldErrors = isApiError(err) ? err.fieldErrors : undefined;
      if (fieldErrors?.name) setError('name', { message: fieldErrors.name });
      if (fieldErrors?.password) setError('password', { message: fieldErrors.password });
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to accept the invitation'),
        variant: 'destructive',
      });
    }
  });
  const full = info.memberCount >= info.capacity && !info.alreadyMember;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Accept invitation">
      <FormField label="Email" description="Your sign-in email">
        <Input value={info.email} readOnly autoComplete="username" />
      </FormField>
      <FormField label="Full Name" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} description="At least 8 characters">
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      {full ? (
        <Alert variant="warning" role="status">
          <UsersRound aria-hidden="true" />
          <AlertDescription>
            This team is full right now ({info.memberCount}/{info.capacity}). Ask the leader to make room, then try
            again.
          </AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? 'Joining...' : 'Join Team'}
      </Button>
    </form>
  );
}

export default function InvitePage() {
  usePageMeta('Team Invitation', 'Accept your invitation: set your name and password and join your team.');
  const { token = '' } = useParams<{ token: string }>();
  const info = useQuery(teamQueries.invitation(token));

  let body: ReactNode;
  if (info.isLoading) {
    body = (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading the invitation">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  } else if (info.isError || !info.data) {
    body = <InvitationLoadError error={info.error} renewHint="Ask your team leader to send you a new invitation." />;
  } else {
    body = <AcceptForm token={token} info={info.data} />;
  }

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card className="shadow-glow">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">
            {info.data ? `Join ${info.data.teamName}` : 'Team Invitation'}
          </h1>
          <CardDescription>
            {info.data
              ? `${info.data.invitedBy ?? 'Your team leader'} invited you to the team (${info.data.memberCount}/${info.data.capacity} members). Set your name and a password to join.`
              : 'Accept your invitation and join your team.'}
          </CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  );
}
