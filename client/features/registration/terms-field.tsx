// The registration form's consent: 'I agree to the Terms and Conditions and Privacy Policy' (spec §5).
import { Link } from 'wouter';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { RegistrationFormInput } from '@shared/schemas/registration';
import { paths } from '@shared/paths';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { EligibilityNote, ELIGIBILITY_NOTE_ID } from './eligibility-note';

/** The edition's eligibility rules, shown beside the checkbox that agrees to them. */
export interface Eligibility {
  eligibility: string;
  minAge: number;
  guardianConsentUnder: number;
}

export function TermsField({
  control,
  errors,
  eligibility,
}: {
  control: Control<RegistrationFormInput>;
  errors: FieldErrors<RegistrationFormInput>;
  eligibility?: Eligibility;
}) {
  const note = eligibility ? (
    <EligibilityNote
      eligibility={eligibility.eligibility}
      minAge={eligibility.minAge}
      guardianConsentUnder={eligibility.guardianConsentUnder}
    />
  ) : null;
  const describedBy = [errors.agreeTerms ? 'agree-terms-error' : null, note ? ELIGIBILITY_NOTE_ID : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-2">
      {note}
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="agreeTerms"
          render={({ field }) => (
            <Checkbox
              id="agree-terms"
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
              onBlur={field.onBlur}
              aria-invalid={errors.agreeTerms ? true : undefined}
              aria-describedby={describedBy || undefined}
              className="mt-0.5"
            />
          )}
        />
        <Label htmlFor="agree-terms" className="leading-relaxed font-normal">
          <span>
            I agree to the{' '}
            <Link
              href={paths.terms}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-cyan hover:underline"
            >
              Terms and Conditions
            </Link>{' '}
            and{' '}
            <Link
              href={paths.privacy}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-cyan hover:underline"
            >
              Privacy Policy
            </Link>
          </span>
        </Label>
      </div>
      {errors.agreeTerms ? (
        <p id="agree-terms-error" className="text-sm font-medium text-destructive-text">
          {errors.agreeTerms.message}
        </p>
      ) : null}
    </div>
  );
}
