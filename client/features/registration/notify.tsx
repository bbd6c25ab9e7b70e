// The notifications of spec §8 for team registration, the credentials toast's Copy button, and the dialog
// that keeps the credentials after it.
import { TIMINGS } from '@shared/constants';
import { REGISTRATION_SUCCESS_TEXT } from './texts';
import { copyToClipboard } from '@/lib/clipboard';
import { toast } from '@/lib/use-toast';
import { ApiError } from '@/lib/api';
import { keepCredentials, showKeptCredentials } from '@/lib/kept-credentials';

/** How long 'Registration successful!' stays before 'Save your credentials!' takes its place. */
export const REGISTERED_TOAST_MS = 3000;
/** A waitlisted team's first toast says more (its number on the waitlist): a little longer to read. */
export const WAITLISTED_TOAST_MS = 6000;

/**
 * Spec §8: 'Registration successful!', then 'Save your credentials!' for 10 s. One toast is visible at a
 * time, so the second waits for the first to close (raised together, the second replaced the first
 * before it was drawn). After the credentials toast, a dialog keeps them until dismissed; a timer makes
 * sure it comes even if another toast cut the sequence short.
 */
export function notifyRegistered(credentials?: { email: string; password?: string }, waitlisted?: string) {
  const password = credentials?.password;
  // A team past the edition's cap is registered on the waitlist: the server's sentence gives its number.
  const description = waitlisted ?? REGISTRATION_SUCCESS_TEXT;
  if (!credentials || !password) {
    toast({
      title: 'Registration successful!',
      description,
      duration: waitlisted ? TIMINGS.credentialsToastMs : undefined,
    });
    return;
  }
  // The waitlist's number stays in the credentials dialog after the toasts, so it is not lost with them.
  keepCredentials({ email: credentials.email, password, ...(waitlisted ? { note: waitlisted } : {}) });
  const firstMs = waitlisted ? WAITLISTED_TOAST_MS : REGISTERED_TOAST_MS;
  const fallback = setTimeout(showKeptCredentials, firstMs + TIMINGS.credentialsToastMs + 1000);
  toast({
    title: 'Registration successful!',
    description,
    duration: firstMs,
    onOpenChange: (open) => {
      if (!open) showCredentialsToast(credentials.email, password, fallback);
    },
  });
}

/**
 * The sign-in email and the password (issue 31: the account's username is never used to sign in, so it
 * is not shown; the person is signed in already and uses these next time).
 */
function showCredentialsToast(email: string, password: string, fallback: ReturnType<typeof setTimeout>) {
  const text = `Email: ${email}\nPassword: ${password}`;
  toast({
    title: 'Save your credentials!',
    duration: TIMINGS.credentialsToastMs,
    onOpenChange: (open) => {
      if (open) return;
      clearTimeout(fallback);
      showKeptCredentials();
    },
    description: (
      <span className="grid gap-1">
        <span>
          Email: <code className="rounded bg-black/30 px-1 font-mono text-foreground">{email}</code>
        </span>
        <span>
          Password: <code className="rounded bg-black/30 px-1 font-mono text-foreground">{password}</code>
        </span>
        <span className="text-xs opacity-80">
          You are signed in. Next time, sign in with this email and password. It is shown only once.
        </span>
      </span>
    ),
    action: {
      label: 'Copy',
      altText: 'Copy the email and password',
      onClick: () =>
        void copyToClipboard(text, {
          copied: { title: 'Copied to Clipboard', description: 'Your email and password are on the clipboard.' },
          failed: {
            title: 'Copy failed',
            description: text,
            variant: 'destructive',
            duration: TIMINGS.credentialsToastMs,
          },
        }),
    },
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
