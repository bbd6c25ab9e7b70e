// "New edition": a draft with a name, an address (suggested from the name), a time zone, and optionally
// the settings and challenges of an existing edition with its dates moved by some days (a year by default).
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Plus } from 'lucide-react';
import { createEditionSchema, slugFromName, type AdminEdition, type CreateEdition } from '@shared/schemas/events';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { browserTimeZone, timeZoneOptions } from './format';
import { useCreateEdition } from './mutations';
import { TimeZoneInput } from './time-zone-input';

const START_EMPTY = '';

function NewEditionForm({ editions, onDone }: { editions: AdminEdition[]; onDone: () => void }) {
  const create = useCreateEdition();
  const source = editions.find((e) => e.state === 'current') ?? editions[0];
  const [slugEdited, setSlugEdited] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CreateEdition>({
    resolver: zodResolver(createEditionSchema),
    defaultValues: { name: '', slug: '', timeZone: browserTimeZone(), copyFrom: source?.slug, shiftDays: 365 },
  });
  const copyFrom = watch('copyFrom');

  const onSubmit = handleSubmit(async (values) => {
    const body: CreateEdition = values.copyFrom ? values : { ...values, shiftDays: undefined };
    try {
      await create.mutateAsync(body);
      onDone();
    } catch (err) {
      applyServerFieldErrors(setError, err, ['name', 'slug', 'timeZone', 'copyFrom', 'shiftDays']);
    }
  });

  const nameField = register('name');
  const slugField = register('slug');
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Name" error={errors.name?.message} required>
        <Input
          autoComplete="off"
          placeholder="Your event and its year"
          {...nameField}
          onChange={(e) => {
            void nameField.onChange(e);
            if (!slugEdited) setValue('slug', slugFromName(e.target.value));
          }}
        />
      </FormField>
      <FormField
        label="Address"
        error={errors.slug?.message}
        description="The edition's page: /events/address. Lower-case letters, digits and hyphens."
        required
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          {...slugField}
          onChange={(e) => {
            setSlugEdited(true);
            void slugField.onChange(e);
          }}
        />
      </FormField>
      <FormField label="Time zone" error={errors.timeZone?.message} description="The edition's dates are shown in it.">
        <TimeZoneInput options={timeZoneOptions(browserTimeZone())} {...register('timeZone')} />
      </FormField>
      <FormField label="Copy settings and challenges from" error={errors.copyFrom?.message}>
        {(controlProps) => (
          <Controller
            control={control}
            name="copyFrom"
            render={({ field }) => (
              <NativeSelect
                {...controlProps}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? START_EMPTY}
                onChange={(e) => field.onChange(e.target.value === START_EMPTY ? undefined : e.target.value)}
                options={[
                  { value: START_EMPTY, label: 'Start empty' },
                  ...editions.map((e) => ({ value: e.slug, label: e.name })),
                ]}
              />
            )}
          />
        )}
      </FormField>
      {copyFrom ? (
        <FormField
          label="Move dates by (days)"
          error={errors.shiftDays?.message}
          description="The copied calendar moves by this many days (365: the same dates next year)."
        >
          <Input type="number" inputMode="numeric" step={1} {...register('shiftDays', { valueAsNumber: true })} />
        </FormField>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null} Create draft
        </Button>
      </DialogFooter>
    </form>
  );
}

export function NewEditionDialog({ editions }: { editions: AdminEdition[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> New edition
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New edition</DialogTitle>
          <DialogDescription>
            A draft nobody else sees until you make it current. Copy an edition to keep its settings and challenges.
          </DialogDescription>
        </DialogHeader>
        {open ? <NewEditionForm editions={editions} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
