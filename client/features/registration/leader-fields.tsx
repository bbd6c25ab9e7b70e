// The Team Leader fields of the registration form: name, email (fixed for a signed-in leader), phone, gender.
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { RegistrationFormInput } from '@shared/schemas/registration';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { GenderSelect } from './gender-select';

export function LeaderFields({
  control,
  register,
  errors,
  signedIn,
}: {
  control: Control<RegistrationFormInput>;
  register: UseFormRegister<RegistrationFormInput>;
  errors: FieldErrors<RegistrationFormInput>;
  /** The signed-in user leads the team (DESIGN D7): their email is their account's. */
  signedIn: boolean;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Team Leader</legend>
      <FormField label="Full Name" error={errors.teamLeader?.name?.message}>
        <Input autoComplete="name" placeholder="Your full name" {...register('teamLeader.name')} />
      </FormField>
      <FormField
        label="Email"
        error={errors.teamLeader?.email?.message}
        description={signedIn ? 'The email of your account' : undefined}
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          readOnly={signedIn}
          {...register('teamLeader.email')}
        />
      </FormField>
      <FormField label="Phone Number" error={errors.teamLeader?.phone?.message}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="Include the country code"
          {...register('teamLeader.phone')}
        />
      </FormField>
      <FormField label="Gender" error={errors.teamLeader?.gender?.message} description="Optional">
        {(controlProps) => (
          <Controller
            control={control}
            name="teamLeader.gender"
            render={({ field }) => (
              <GenderSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                control={controlProps}
              />
            )}
          />
        )}
      </FormField>
    </fieldset>
  );
}
