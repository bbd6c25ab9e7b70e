// /reset-password/:token: choose a new password from the emailed link (single use, one hour). Every
// session of the account ends, so the page sends people to sign in again.
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, CircleAlert, LoaderCircle } from 'lucide-react';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@shared/schemas/password-reset';
import { apiErrorMessage } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useResetPassword } from './mutations';

export default function ResetPasswordPage() {
  usePageMeta('Reset Password', 'Choose a new password for your account.');
  const { token = '' } = useParams<{ token: string }>();
  const reset = useResetPassword(token);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await reset.mutateAsync(password);
      setDone(true);
    } catch (err) {
      setError(apiErrorMessage(err, 'The password could not be reset. Please try again.'));
    }
  });

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="shadow-glow">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Reset Password</h1>
          <CardDescription>
            Choose a new password of at least 8 characters. Every device signed in to your account is signed out.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {done ? (
            <>
              <Alert variant="success" role="status">
                <CheckCircle2 aria-hidden="true" />
                <AlertDescription>Your password was reset. Sign in with your new password.</AlertDescription>
              </Alert>
              <Button asChild size="lg">
                <Link href={paths.login}>Go to sign in</Link>
              </Button>
            </>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset password">
              {error ? (
                <Alert variant="destructive">
                  <CircleAlert aria-hidden="true" />
                  <AlertDescription className="grid gap-1">
                    <span>{error}</span>
                    <Link href={paths.forgotPassword} className="font-semibold text-brand-cyan hover:underline">
                      Ask for a new link
                    </Link>
                  </AlertDescription>
                </Alert>
              ) : null}
              <FormField label="New Password" error={errors.password?.message}>
                <Input type="password" autoComplete="new-password" {...register('password')} />
              </FormField>
              <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
                <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
              </FormField>
              <Button type="submit" size="lg" disabled={isSubmitting}>
                {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {isSubmitting ? 'Saving...' : 'Reset Password'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
