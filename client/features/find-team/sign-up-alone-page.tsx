// /join: a person who comes alone creates an account (the spec's POST /api/auth/register, with its toasts
// 'Registration Successful' / 'Registration Failed'), is signed in, and goes on to the find-a-team board.
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { registerAccountSchema, type RegisterAccount } from '@shared/schemas/auth';
import { useAuth } from '@/lib/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export default function SignUpAlonePage() {
  usePageMeta('Find a Team', 'Coming alone? Create your account and find a team on the board.');
  const { user, registerAccount } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm<RegisterAccount>({
    resolver: zodResolver(registerAccountSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', password: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  // Signed in (already, or just now): the board is the next step.
  useEffect(() => {
    if (user && user.role === 'team') navigate(paths.findTeam, { replace: true });
  }, [user, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The effect above moves on once the new session has reached the render: navigating here would
      // open the protected board before the session's update is delivered (a redirect to /login).
      await registerAccount(values);
    } catch {
      // registerAccount showed 'Registration Failed' with the server's message.
    }
  });

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card className="shadow-glow">
        <CardHeader>
          <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">Coming alone?</p>
          <h1 className="text-2xl font-bold tracking-tight">Sign up and find a team</h1>
          <CardDescription>
            Create your account, tell others what you are good at, and join a team that needs you, or let a team invite
            you.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign up">
            <FormField label="Full Name" error={errors.name?.message} required>
              <Input autoComplete="name" {...register('name')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message} required>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <FormField label="Password" error={errors.password?.message} description="At least 8 characters" required>
              <Input type="password" autoComplete="new-password" {...register('password')} />
            </FormField>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <UserPlus aria-hidden="true" />
              )}
              {isSubmitting ? 'Creating account...' : 'Create Account'}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              Already have an account?{' '}
              <Link href={paths.login} className="font-semibold text-brand-cyan hover:underline">
                Sign in
              </Link>
              . Registering a whole team?{' '}
              <Link href={paths.register} className="font-semibold text-brand-cyan hover:underline">
                Register your team
              </Link>
            </p>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
