// One card of the Team Members section (spec §2): full name, email, gender; Remove when more than one.
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import type { RegistrationFormInput } from '@shared/schemas/registration';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { GenderSelect } from './gender-select';

export function MemberCard({
  index,
  control,
  register,
  errors,
  canRemove,
  onRemove,
  onGenderChange,
  disabled,
}: {
  index: number;
  control: Control<RegistrationFormInput>;
  register: UseFormRegister<RegistrationFormInput>;
  errors: FieldErrors<RegistrationFormInput>;
  canRemove: boolean;
  onRemove: () => void;
  /** The female-member rule spans the list: the form re-checks it when a gender changes. */
  onGenderChange: () => void;
  disabled?: boolean;
}) {
  const fieldErrors = errors.teamMembers?.[index];
  const legend = `Team Member ${index + 1}`;
  return (
    <fieldset
      className="relative rounded-lg border border-border bg-muted/30 p-4 pt-3 sm:p-5 sm:pt-4"
      disabled={disabled}
    >
      <legend className="sr-only">{legend}</legend>
      <div className="mb-3 flex min-h-8 items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-semibold">
          {legend}
        </p>
        {canRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove ${legend}`}
            className="text-destructive-text"
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full Name" error={fieldErrors?.name?.message}>
          <Input autoComplete="off" placeholder="Full name" {...register(`teamMembers.${index}.name`)} />
        </FormField>
        <FormField label="Email" error={fieldErrors?.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="member@example.com"
            {...register(`teamMembers.${index}.email`)}
          />
        </FormField>
        <FormField label="Gender" error={fieldErrors?.gender?.message} description="Optional">
          {(controlProps) => (
            <Controller
              control={control}
              name={`teamMembers.${index}.gender`}
              render={({ field }) => (
                <GenderSelect
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(v);
                    onGenderChange();
                  }}
                  onBlur={field.onBlur}
                  control={controlProps}
                  disabled={disabled}
                />
              )}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
