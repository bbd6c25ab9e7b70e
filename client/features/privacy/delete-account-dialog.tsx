// "Delete my account" (issue 35, GDPR art. 17): what happens to the person's teams and projects, in the
// server's own words (GET /api/me/deletion), then the password (or, for an account without one, a link by
// email) and the request. Nothing is erased for DELETION_GRACE_DAYS days: the card shows the date and a
// Cancel button meanwhile. A wrong password stays in the field with the server's message under it.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LoaderCircle, Mail, Trash2 } from 'lucide-react';
import {
  DELETION_GRACE_DAYS,
  DELETION_LINK_HOURS,
  PRIVACY_MESSAGES,
  requestDeletionSchema,
  type DeletionStatus,
} from '@shared/schemas/privacy';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage, isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useRequestDeletion } from './mutations';

/** The shared request, with the password required: this form is shown only to accounts that have one. */
const passwordFormSchema = requestDeletionSchema.extend({
  password: z.string().min(1, PRIVACY_MESSAGES.passwordRequired).max(200),
});
type PasswordForm = z.infer<typeof passwordFormSchema>;

/** What happens to each of the person's teams, and what is erased and what stays. */
export function DeletionConsequences({ status }: { status: DeletionStatus }) {
  return (
    <div className="grid gap-3 text-sm">
      <section aria-labelledby="deletion-teams" className="grid gap-1">
        <h3 id="deletion-teams" className="font-semibold">
          Your teams and projects
        </h3>
        {status.what.length === 0 ? (
          <p className="text-muted-foreground">You are in no team: no team or project changes.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5">
            {status.what.map((w) => (
              <li key={`${w.edition}-${w.team}`}>{w.statement}</li>
            ))}
          </ul>
        )}
      </section>
      {status.summary.length ? (
        <section aria-labelledby="deletion-summary" className="grid gap-1">
          <h3 id="deletion-summary" className="font-semibold">
            What is erased and what stays
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {status.summary.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function DeleteAccountDialog({ status, onClose }: { status: DeletionStatus; onClose: () => void }) {
  const [emailed, setEmailed] = useState(false);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your account is erased {DELETION_GRACE_DAYS} days after you confirm. Until then you can cancel here, and
            signing in cancels it too.
          </DialogDescription>
        </DialogHeader>
        <DeletionConsequences status={status} />
        {emailed ? (
          <Alert variant="info" role="status">
            <Mail aria-hidden="true" />
            <AlertTitle>Check your email</AlertTitle>
            <AlertDescription>
              We sent you a link to confirm the deletion. It works for {DELETION_LINK_HOURS} hours; nothing happens
              until you follow it.
            </AlertDescription>
          </Alert>
        ) : status.needsPassword ? (
          <PasswordStep onDone={onClose} />
        ) : (
          <EmailStep onEmailed={() => setEmailed(true)} />
        )}
        {emailed ? (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PasswordStep({ onDone }: { onDone: () => void }) {
  const request = useRequestDeletion();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const done = await request.mutateAsync(values);
      toast({
        title: 'Deletion scheduled',
        description: done.erasesAt ? `Your account will be erased on ${formatDateTime(done.erasesAt)}.` : undefined,
      });
      onDone();
    } catch (err) {
      // The password's own mistakes land under it; anything else above the buttons. Nothing typed is lost.
      if (isApiError(err) && (err.status === 400 || err.status === 401))
        setError('password', { message: apiErrorMessage(err, PRIVACY_MESSAGES.wrongPassword) });
      else setFailure(apiErrorMessage(err, 'The deletion could not be requested'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Confirm account deletion">
      <FormField label="Your password" error={errors.password?.message} description="To prove it is you.">
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <StepEnd failure={failure} busy={isSubmitting} icon={<Trash2 aria-hidden="true" />} label="Delete my account" />
    </form>
  );
}

function EmailStep({ onEmailed }: { onEmailed: () => void }) {
  const request = useRequestDeletion();
  const [failure, setFailure] = useState<string | null>(null);
  const send = () => {
    setFailure(null);
    request.mutate(
      {},
      {
        onSuccess: onEmailed,
        onError: (err) => setFailure(apiErrorMessage(err, 'The link could not be sent')),
      },
    );
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Your account has no password (you sign in with GitHub or a link), so we confirm by email: follow the link we
        send to your address.
      </p>
      <StepEnd
        failure={failure}
        busy={request.isPending}
        icon={<Mail aria-hidden="true" />}
        label="Email me the link"
        onClick={send}
      />
    </div>
  );
}

/**
 * The end of either step: what went wrong (above the buttons), "Keep my account", and the step's own
 * destructive action (a submit button, or `onClick`), spinning while it runs.
 */
function StepEnd(props: {
  failure: string | null;
  busy: boolean;
  icon: ReactNode;
  label: string;
  onClick?: () => void;
}) {
  return (
    <>
      {props.failure ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {props.failure}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Keep my account</Button>
        </DialogClose>
        <Button
          type={props.onClick ? 'button' : 'submit'}
          variant="destructive"
          onClick={props.onClick}
          disabled={props.busy}
        >
          {props.busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : props.icon}
          {props.label}
        </Button>
      </DialogFooter>
    </>
  );
}
