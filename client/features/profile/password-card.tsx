// Change password: current and new (at least 8); every other session ends, this one stays.
import { Link } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { changePasswordFormSchema, type ChangePasswordForm } from '@shared/schemas/profile';
import { apiErrorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/use-toast';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useChangePassword } from './mutations';

export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      toast({ title: 'Password Changed', description: 'Your other devices were signed out.' });
    } catch (err) {
      applyServerFieldErrors(setError, err, ['currentPassword', 'newPassword']);
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to change password'), variant: 'destructive' });
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>
          {hasPassword ? (
            'Other devices are signed out when you change it.'
          ) : (
            <>
              Your account has no password yet (you sign in with GitHub).{' '}
              <Link href={paths.forgotPassword} className="font-semibold text-brand-cyan hover:underline">
                Set one by email
              </Link>
              .
            </>
          )}
        </CardDescription>
      </CardHeader>
      {hasPassword ? (
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
            <FormField label="Current Password" error={errors.currentPassword?.message}>
              <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
            </FormField>
            <FormField label="New Password" error={errors.newPassword?.message} description="At least 8 characters">
              <Input type="password" autoComplete="new-password" {...register('newPassword')} />
            </FormField>
            <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <Button type="submit" className="w-fit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {isSubmitting ? 'Changing...' : 'Change Password'}
            </Button>
          </form>
        </CardContent>
      ) : null}
    </Card>
  );
}
