// /forgot-password: asks for a reset link. The answer is the same whether or not the email has an
// account, so the page says so and never tells which.
import { useState } from 'react';
import { Link } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { EmailDelivery } from '@shared/email-delivery';
import { forgotPasswordSchema, type ForgotPassword } from '@shared/schemas/password-reset';
import { apiErrorMessage } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MailAnswer } from './mail-answer';
import { useForgotPassword } from './mutations';

export default function ForgotPasswordPage() {
  usePageMeta('Forgot Password', 'Request a link to reset your password.');
  const [answer, setAnswer] = useState<{ message: string; emailDelivery: EmailDelivery } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const form = useForm<ForgotPassword>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const res = await forgot.mutateAsync(values);
      setAnswer(res);
    } catch (err) {
      setError(apiErrorMessage(err, 'The request could not be sent. Please try again.'));
    }
  });

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="shadow-glow">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Forgot Password</h1>
          <CardDescription>
            Enter the email of your account and we will send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {answer ? (
            <MailAnswer message={answer.message} delivery={answer.emailDelivery} />
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Forgot password">
              {error ? (
                <Alert variant="destructive">
                  <CircleAlert aria-hidden="true" />
                  <AlertDescription>{error}</AlertDescription>
                </Alert>
              ) : null}
              <FormField label="Email" error={errors.email?.message}>
                <Input
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  {...register('email')}
                />
              </FormField>
              <Button type="submit" size="lg" disabled={isSubmitting}>
                {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {isSubmitting ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </form>
          )}
          <p className="text-center text-sm text-muted-foreground">
            Remembered it?{' '}
            <Link href={paths.login} className="font-semibold text-brand-cyan hover:underline">
              Back to sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
