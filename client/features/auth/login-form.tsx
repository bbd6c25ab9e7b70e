import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Eye, EyeOff, LoaderCircle, Shield, Users } from 'lucide-react';
import { loginFormSchema, type LoginForm as LoginFormValues, type PublicUser } from '@shared/schemas/auth';
import { useAuth } from '@/lib/auth-context';
import { apiErrorMessage, isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { SegmentedControl } from '@/components/ui/radio-group';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { GithubSignInButton } from './github-button';
import { DemoAccountsPanel } from './demo-accounts-panel';
import { SignInLinkOffer } from './sign-in-link-offer';
import type { DemoAccount } from '@shared/schemas/demo-accounts';

type UserType = 'team' | 'admin';

const USER_TYPES = [
  { value: 'team', label: 'Team', icon: <Users aria-hidden="true" /> },
  { value: 'admin', label: 'Admin', icon: <Shield aria-hidden="true" /> },
] as const;

export type LoginFormProps = {
  /** Shown in the alert region above the form before any attempt (e.g. a GitHub sign-in problem). */
  notice?: string | null;
  /** Called just before the login call, so the page does not redirect on its own meanwhile. */
  onSubmitting?: (busy: boolean) => void;
  onSignedIn: (user: PublicUser, userType: UserType) => void;
};

export function LoginForm({ notice, onSubmitting, onSignedIn }: LoginFormProps) {
  const { login } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  /** The sign-in name whose right password was refused by the guessing limit: a link can be emailed. */
  const [linkOffer, setLinkOffer] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);

  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', userType: 'team' } satisfies LoginFormValues,
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    clearErrors,
    setError,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const userType = (watch('userType') ?? 'team') as UserType;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setLinkOffer(null);
    onSubmitting?.(true);
    try {
      const user = await login(values);
      onSignedIn(user, values.userType);
    } catch (err) {
      // The auth context showed the 'Login Failed' toast; the page shows the same message (DESIGN D3).
      setServerError(apiErrorMessage(err, 'An error occurred during login'));
      // Every refused sign-in (429) is offered the emailed link, whatever the server's body says: a limit
      // must never leave the owner with nothing to do but wait.
      if (isApiError(err) && (err.status === 429 || err.body?.signInLink)) setLinkOffer(values.email);
      applyServerFieldErrors(setError, err, ['email', 'password']);
      onSubmitting?.(false);
    }
  });

  function fillDemoAccount(account: DemoAccount) {
    setValue('email', account.email, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('password', account.password, { shouldDirty: true, shouldValidate: isSubmitted });
    clearErrors();
    setServerError(null);
    submitRef.current?.focus();
  }

  const alertMessage = serverError ?? notice ?? null;

  return (
    <div className="grid gap-6">
      {alertMessage ? (
        <Alert variant={serverError ? 'destructive' : 'warning'}>
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{alertMessage}</AlertDescription>
        </Alert>
      ) : null}
      {linkOffer ? <SignInLinkOffer key={linkOffer} email={linkOffer} /> : null}

      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
        <div className="grid gap-2">
          <span id="user-type-label" className="text-sm font-medium">
            Sign in as
          </span>
          <Controller
            control={control}
            name="userType"
            render={({ field }) => (
              <SegmentedControl<UserType>
                aria-labelledby="user-type-label"
                value={(field.value ?? 'team') as UserType}
                onValueChange={(value) => {
                  field.onChange(value);
                  setServerError(null);
                }}
                options={USER_TYPES}
              />
            )}
          />
        </div>

        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </FormField>

        <FormField
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link href={paths.forgotPassword} className="text-sm font-medium text-brand-cyan hover:underline">
              Forgot password?
            </Link>
          }
        >
          {(controlProps) => (
            <div className="relative">
              <Input
                {...controlProps}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder="Your password"
                className="pr-11"
                {...register('password')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                {showPassword ? (
                  <EyeOff className="size-4" aria-hidden="true" />
                ) : (
                  <Eye className="size-4" aria-hidden="true" />
                )}
              </button>
            </div>
          )}
        </FormField>

        <Button ref={submitRef} type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>

      <div
        className="flex items-center gap-3 text-xs font-medium tracking-wider text-muted-foreground uppercase"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>

      <GithubSignInButton />

      <DemoAccountsPanel userType={userType} onUse={fillDemoAccount} />
    </div>
  );
}
