// The first admin's setup: no edition exists yet, so the dashboard has nothing to show. One form names the
// edition and its calendar (datetime-local inputs, read in the browser's zone, sent as ISO); it is created
// as a draft, as every later edition is: the dashboard then works on it, its public pages can be previewed,
// and it is published by making it current. Team size and the other rules start from the server's defaults.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LoaderCircle } from 'lucide-react';
import {
  createEditionSchema,
  datesClash,
  editionSlugField,
  slugFromName,
  timeZoneField,
  type EditionDates,
} from '@shared/schemas/events';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { browserTimeZone, localInputToIso, timeZoneOptions } from './format';
import { useSetUpFirstEdition } from './mutations';
import { TimeZoneInput } from './time-zone-input';

const DATE_FIELDS: Array<{ name: keyof EditionDates; label: string }> = [
  { name: 'registrationOpensAt', label: 'Registration opens' },
  { name: 'registrationClosesAt', label: 'Registration closes' },
  { name: 'startsAt', label: 'Hacking starts' },
  { name: 'endsAt', label: 'Hacking ends' },
  { name: 'submissionDeadline', label: 'Submission deadline' },
  { name: 'winnersAnnouncedAt', label: 'Winners day' },
];

const localDate = z.string().refine((v) => localInputToIso(v) !== undefined, 'Choose a date and time');
const setupSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    slug: editionSlugField,
    timeZone: timeZoneField,
    registrationOpensAt: localDate,
    registrationClosesAt: localDate,
    startsAt: localDate,
    endsAt: localDate,
    submissionDeadline: localDate,
    winnersAnnouncedAt: localDate,
  })
  .superRefine((v, ctx) => {
    const clash = datesClash(isoDates(v));
    if (clash) ctx.addIssue({ code: 'custom', path: [clash.field], message: clash.message });
  });
type SetupForm = z.infer<typeof setupSchema>;

/** The form's local date inputs as the ISO calendar the server takes. */
export function isoDates(v: Record<keyof EditionDates, string>): EditionDates {
  return Object.fromEntries(DATE_FIELDS.map(({ name }) => [name, localInputToIso(v[name]) ?? ''])) as EditionDates;
}

export function FirstEditionSetup() {
  const setUp = useSetUpFirstEdition();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<SetupForm>({
    resolver: zodResolver(setupSchema),
    defaultValues: { name: '', slug: '', timeZone: browserTimeZone() },
  });

  const onSubmit = handleSubmit(async (v) => {
    const body = createEditionSchema.parse({ name: v.name, slug: v.slug, timeZone: v.timeZone, dates: isoDates(v) });
    try {
      await setUp.mutateAsync(body);
    } catch (err) {
      // The calendar's messages come as 'dates.<field>': each lands on its own date field.
      const fields: readonly string[] = ['name', 'slug', 'timeZone', ...DATE_FIELDS.map((f) => f.name)];
      applyServerFieldErrors(setError, err, (path) => {
        const field = path.replace(/^dates\./, '');
        return fields.includes(field) ? (field as keyof SetupForm) : undefined;
      });
    }
  });

  const nameField = register('name');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">Organizers</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Set up your first edition</h1>
      <p className="mt-2 text-muted-foreground">
        There is no edition yet. Name it and give it a calendar. It starts as a draft that only organizers see: fill in
        its details, preview its public pages, then make it current to publish it.
      </p>
      <Card className="mt-6 p-5 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Name" error={errors.name?.message} required>
            <Input
              autoComplete="off"
              placeholder="Your event and its year"
              {...nameField}
              onChange={(e) => {
                void nameField.onChange(e);
                if (!getFieldState('slug').isDirty) setValue('slug', slugFromName(e.target.value));
              }}
            />
          </FormField>
          <FormField label="Address" error={errors.slug?.message} description="Its page: /events/address." required>
            <Input autoComplete="off" spellCheck={false} {...register('slug')} />
          </FormField>
          <FormField label="Time zone" error={errors.timeZone?.message} required>
            <TimeZoneInput options={timeZoneOptions(browserTimeZone())} {...register('timeZone')} />
          </FormField>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Dates (your browser's time zone)</legend>
            {DATE_FIELDS.map((f) => (
              <FormField key={f.name} label={f.label} error={errors[f.name]?.message} required>
                <Input type="datetime-local" {...register(f.name)} />
              </FormField>
            ))}
          </fieldset>
          <p className="text-sm text-muted-foreground">Teams of 2 to 4; change later.</p>
          <Button type="submit" className="w-fit" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null} Create draft
          </Button>
        </form>
      </Card>
    </div>
  );
}
