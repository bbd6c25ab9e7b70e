// The page behind an invitation link (a team member's /invite/:token, a judge's /judge-invite/:token):
// the invitation loads, the invitee sets their name and a password, accepts, is signed in and moves on.
// Each page passes its texts, its form schema, its accept call and where it leads; the rest is one.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { UseQueryResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import { joinWithAccountFormSchema, type AcceptInvitation, type AcceptInvitationForm } from '@shared/schemas/teams';
import { apiErrorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/use-toast';
import { InvitationLoadError } from '@/components/invitation-load-error';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';

/** What every invitation tells about itself. */
interface InvitationBase {
  email: string;
  name: string | null;
  /** The email has an account that signs in: it joins with its password, nothing is set again. */
  existingAccount?: boolean;
}

export interface InvitationPageProps<TInfo extends InvitationBase, TResult extends { user: { email: string } }> {
  query: UseQueryResult<TInfo>;
  /** The heading and the line under it, before (undefined) and after the invitation loaded. */
  heading: (info: TInfo | undefined) => string;
  description: (info: TInfo | undefined) => string;
  /** How to get a fresh link when this one is unknown or expired. */
  renewHint: string;
  /** Skeleton rows while the invitation loads. */
  loadingRows: number;
  /** The form's schema: name, password, confirmPassword. */
  schema: z.ZodType<AcceptInvitationForm, AcceptInvitationForm>;
  /** Accepts (the feature's mutation); resolves once the invitee is signed in. */
  accept: (body: AcceptInvitation) => Promise<TResult>;
  welcome: (result: TResult, info: TInfo) => { title: string; description: string };
  /** Where the signed-in invitee goes. */
  next: string;
  submitLabel: string;
  /** Shown above the button (e.g. the team is full right now). */
  notice?: (info: TInfo) => ReactNode;
}

type FormProps<TInfo extends InvitationBase, TResult extends { user: { email: string } }> = Pick<
  InvitationPageProps<TInfo, TResult>,
  'schema' | 'accept' | 'welcome' | 'next' | 'submitLabel' | 'notice'
> & { info: TInfo };

function AcceptForm<TInfo extends InvitationBase, TResult extends { user: { email: string } }>({
  info,
  schema,
  accept,
  welcome,
  next,
  submitLabel,
  notice,
}: FormProps<TInfo, TResult>) {
  const [, navigate] = useLocation();
  const hasAccount = info.existingAccount === true;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationForm>({
    resolver: zodResolver(hasAccount ? joinWithAccountFormSchema : schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: info.name ?? '', password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ name, password }) => {
    try {
      const result = await accept({ name, password });
      toast(welcome(result, info));
      navigate(next, { replace: true });
    } catch (err) {
      applyServerFieldErrors(setError, err, ['name', 'password']);
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
      {hasAccount ? (
        <FormField
          label="Password"
          error={errors.password?.message}
          description="The password of your account: it and your details stay as they are"
        >
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
      ) : (
        <>
          <FormField label="Full Name" error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} description="At least 8 characters">
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </>
      )}
      {notice?.(info)}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? 'Joining...' : submitLabel}
      </Button>
    </form>
  );
}

export function InvitationPage<TInfo extends InvitationBase, TResult extends { user: { email: string } }>({
  query,
  heading,
  description,
  renewHint,
  loadingRows,
  ...form
}: InvitationPageProps<TInfo, TResult>) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card className="shadow-glow">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{heading(query.data)}</h1>
          <CardDescription>{description(query.data)}</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryView
            query={query}
            loading={
              <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the invitation">
                {Array.from({ length: loadingRows }, (_, i) => (
                  <Skeleton key={i} className="h-10" />
                ))}
              </div>
            }
            error={(error) => <InvitationLoadError error={error} renewHint={renewHint} />}
          >
            {(info) => <AcceptForm info={info} {...form} />}
          </QueryView>
        </CardContent>
      </Card>
    </section>
  );
}
