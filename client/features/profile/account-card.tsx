// Name, email and username; name, phone and gender can be edited (email and username are the sign-in).
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { GENDERS } from '@shared/constants';
import { updateProfileSchema, type Profile, type UpdateProfile } from '@shared/schemas/profile';
import { apiErrorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/use-toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useUpdateProfile } from './mutations';

const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;
const NOT_SAID = 'unspecified';

export function AccountCard({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfile>({
    resolver: zodResolver(updateProfileSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: profile.name, phone: profile.phone ?? '', gender: profile.gender ?? '' },
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ name: saved.name, phone: saved.phone ?? '', gender: saved.gender ?? '' });
      toast({ title: 'Profile Updated', description: 'Your details were saved.' });
    } catch (err) {
      applyServerFieldErrors(setError, err, ['name', 'phone']);
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to update profile'), variant: 'destructive' });
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>You sign in with your email.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Account details">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Email">
              <Input value={profile.email} readOnly />
            </FormField>
            <FormField label="Username">
              <Input value={profile.username} readOnly />
            </FormField>
          </div>
          <FormField label="Full Name" error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Phone Number" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...register('phone')} />
            </FormField>
            <FormField label="Gender" error={errors.gender?.message}>
              {(controlProps) => (
                <Controller
                  control={control}
                  name="gender"
                  render={({ field }) => (
                    <Select
                      value={field.value || NOT_SAID}
                      onValueChange={(v) => field.onChange(v === NOT_SAID ? '' : v)}
                    >
                      <SelectTrigger {...controlProps} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={NOT_SAID}>Prefer not to say</SelectItem>
                        {GENDERS.map((g) => (
                          <SelectItem key={g} value={g}>
                            {GENDER_LABELS[g]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" className="w-fit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
