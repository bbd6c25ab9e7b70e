// /judge-invite/:token: an invited judge sets their name and password and lands on /judge, signed in
// (as a member invitation does).
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { sessionResponseSchema } from '@shared/schemas/auth';
import { acceptInvitationFormSchema, type AcceptInvitationForm } from '@shared/schemas/teams';
import type { JudgeInvitationInfo } from '@shared/schemas/judging';
import { apiErrorMessage, apiSend, isApiError, setAuthToken } from '@/lib/api';
import { resetSessionCache } from '@/lib/auth-context';
import { toast } from '@/lib/use-toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { InvitationLoadError } from '@/components/invitation-load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { judgingQueries } from './queries';

function AcceptForm({ token, info }: { token: string; info: JudgeInvitationInfo }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationForm>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { name: info.name ?? '', password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ name, password }) => {
    try {
      const result = await apiSend(
        sessionResponseSchema,
        'POST',
        `/api/judge-invitations/${encodeURIComponent(token)}`,
        {
          name,
          password,
        },
      );
      setAuthToken(result.token);
      resetSessionCache(queryClient, result.user);
      toast({
        title: 'Welcome, judge!',
        description: `Sign in next time with ${result.user.email} and your password.`,
      });
      navigate(paths.judge, { replace: true });
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
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? 'Joining...' : 'Become a Judge'}
      </Button>
    </form>
  );
}

export default function JudgeInvitePage() {
  usePageMeta('Judge Invitation', 'Accept your invitation to judge: set your name and password.');
  const { token = '' } = useParams<{ token: string }>();
  const info = useQuery(judgingQueries.invitation(token));
  let body: ReactNode;
  if (info.isLoading) {
    body = (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading the invitation">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  } else if (info.isError || !info.data) {
    body = <InvitationLoadError error={info.error} renewHint="Ask the organizers for a new invitation." />;
  } else {
    body = <AcceptForm token={token} info={info.data} />;
  }
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card className="shadow-glow">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Judge Invitation</h1>
          <CardDescription>
            {info.data
              ? `${info.data.invitedBy ?? 'The organizers'} invited you to judge the hackathon. Set your name and a password to start.`
              : 'Accept your invitation to judge the hackathon.'}
          </CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  );
}
