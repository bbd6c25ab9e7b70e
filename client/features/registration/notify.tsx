// The notifications of spec §8 for team registration, and the credentials toast's Copy button.
import { TIMINGS } from '@shared/constants';
import { REGISTRATION_SUCCESS_TEXT } from './texts';
import { copyToClipboard } from '@/lib/clipboard';
import { toast } from '@/lib/use-toast';
import { ApiError } from '@/lib/api';
import { ToastAction } from '@/components/ui/toast';

export function notifyRegistered(credentials?: { username: string; password?: string }) {
  toast({ title: 'Registration successful!', description: REGISTRATION_SUCCESS_TEXT });
  if (!credentials?.password) return;
  const { username, password } = credentials;
  const text = `Username: ${username}\nPassword: ${password}`;
  toast({
    title: 'Save your credentials!',
    duration: TIMINGS.credentialsToastMs,
    description: (
      <span className="grid gap-1">
        <span>
          Username: <code className="rounded bg-black/30 px-1 font-mono text-foreground">{username}</code>
        </span>
        <span>
          Password: <code className="rounded bg-black/30 px-1 font-mono text-foreground">{password}</code>
        </span>
        <span className="text-xs opacity-80">
          Sign in with your email or username. This password is shown only once.
        </span>
      </span>
    ),
    action: (
      <ToastAction
        altText="Copy the username and password"
        onClick={() =>
          void copyToClipboard(text, {
            copied: { title: 'Copied to Clipboard', description: 'Your username and password are on the clipboard.' },
            failed: {
              title: 'Copy failed',
              description: text,
              variant: 'destructive',
              duration: TIMINGS.credentialsToastMs,
            },
          })
        }
      >
        Copy
      </ToastAction>
    ),
  });
}

/** Spec §8: the server's error or message, else 'Registration failed'; a non-Error failure gets the generic text. */
export function notifyRegistrationFailed(err: unknown) {
  let description: string;
  if (err instanceof ApiError) {
    const body = err.body as { error?: string; message?: string } | null;
    description = body?.error || body?.message || 'Registration failed';
  } else if (err instanceof Error) {
    description = 'Registration failed';
  } else {
    description = 'An error occurred during registration';
  }
  toast({ title: 'Registration failed', description, variant: 'destructive' });
}
