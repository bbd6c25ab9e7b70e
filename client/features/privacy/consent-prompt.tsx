// A new version of the terms or the privacy notice asks for acceptance again (issue 35): after sign-in or
// on the app's load, a signed-in person with documents pending (GET /api/me/consents) sees this dialog,
// which links each document (a new tab, so the dialog stays) and records the acceptance of the version
// read. It cannot be dismissed: the other way out is to sign out. The app loads this file only for a
// signed-in person (client/app/providers.tsx).
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LoaderCircle, LogOut } from 'lucide-react';
import { acceptConsentSchema, type Consents } from '@shared/schemas/privacy';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth-context';
import { DOCUMENT_LABELS, DOCUMENT_PATHS } from './consent-list';
import { useAcceptConsent } from './mutations';
import { privacyQueries } from './queries';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The shared body's guardian fields (blank: none), and the box that says the documents were read. */
const promptSchema = z
  .object({
    accept: z.boolean().refine((v) => v, 'Tick the box to accept, or sign out'),
    guardianName: z.preprocess(blankToUndefined, acceptConsentSchema.shape.guardianName),
    guardianEmail: z.preprocess(blankToUndefined, acceptConsentSchema.shape.guardianEmail),
  })
  .refine((v) => !v.guardianEmail || v.guardianName, {
    path: ['guardianName'],
    message: "Give your guardian's name with their email",
  });
type PromptInput = z.input<typeof promptSchema>;
type PromptValues = z.output<typeof promptSchema>;

export default function ConsentPrompt() {
  const consents = useQuery(privacyQueries.consents());
  const pending = consents.data?.pending ?? [];
  if (pending.length === 0) return null;
  return <PromptDialog consents={consents.data!} />;
}

function PromptDialog({ consents }: { consents: Consents }) {
  const { logout } = useAuth();
  const accept = useAcceptConsent();
  const form = useForm<PromptInput, unknown, PromptValues>({
    resolver: zodResolver(promptSchema),
    defaultValues: { accept: false, guardianName: '', guardianEmail: '' },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ guardianName, guardianEmail }) => {
    try {
      // One record per document, each with the version shown here (a newer one answers 409).
      for (const p of consents.pending)
        await accept.mutateAsync({ document: p.document, version: p.version, guardianName, guardianEmail });
    } catch (err) {
      setError('root', { message: apiErrorMessage(err, 'Your acceptance could not be recorded. Please try again.') });
    }
  });
  const under = consents.guardianConsentUnder;
  return (
    <Dialog open>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Updated terms</DialogTitle>
          <DialogDescription>Please read what changed and accept it to go on using your account.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Accept the updated terms">
          <ul className="grid gap-1 text-sm">
            {consents.pending.map((p) => (
              <li key={p.document}>
                <a
                  href={DOCUMENT_PATHS[p.document]}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-cyan hover:underline"
                >
                  {DOCUMENT_LABELS[p.document]}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{' '}
                version {p.version} · {p.edition}
              </li>
            ))}
          </ul>
          <div className="grid gap-1">
            <div className="flex items-start gap-3">
              <Controller
                control={control}
                name="accept"
                render={({ field }) => (
                  <Checkbox
                    id="consent-accept"
                    checked={field.value}
                    onCheckedChange={(v) => field.onChange(v === true)}
                    onBlur={field.onBlur}
                    aria-invalid={errors.accept ? true : undefined}
                    aria-describedby={errors.accept ? 'consent-accept-error' : undefined}
                    className="mt-0.5"
                  />
                )}
              />
              <Label htmlFor="consent-accept" className="leading-relaxed font-normal">
                I have read and accept the {consents.pending.map((p) => DOCUMENT_LABELS[p.document]).join(' and ')}
              </Label>
            </div>
            {errors.accept ? (
              <p id="consent-accept-error" className="text-sm font-medium text-destructive-text">
                {errors.accept.message}
              </p>
            ) : null}
          </div>
          {under !== null ? (
            <fieldset className="grid gap-3 rounded-lg border border-border p-3">
              <legend className="px-1 text-sm font-semibold">If you are under {under}</legend>
              <p className="text-xs text-muted-foreground">
                This edition asks a parent or guardian to agree too. Leave these empty if you are {under} or older.
              </p>
              <FormField label="Guardian's name" error={errors.guardianName?.message}>
                <Input autoComplete="off" {...register('guardianName')} />
              </FormField>
              <FormField label="Guardian's email" error={errors.guardianEmail?.message}>
                <Input type="email" autoComplete="off" {...register('guardianEmail')} />
              </FormField>
            </fieldset>
          ) : null}
          {errors.root ? (
            <p role="alert" className="text-sm font-medium text-destructive-text">
              {errors.root.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => void logout()}>
              <LogOut aria-hidden="true" /> Sign out
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Accept and continue
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
