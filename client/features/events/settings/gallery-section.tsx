// Gallery & People's Choice (issue 33): publish the projects gallery, until when teams edit their project
// pages, and the People's Choice window (on the edition's clock, as the Dates section), the votes per
// person, and who besides participants and judges may vote. Checked as the server checks it.
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { AdminEditionFacts } from '@shared/schemas/event-patch';
import { GALLERY_SETTINGS_MESSAGES, votingWindowClash } from '@shared/schemas/gallery-settings';
import { editionProjectsPath } from '@shared/paths';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { dualTime, fromZonedInput, toZonedInput } from '@/lib/zoned-time';
import type { EditionHolder } from './edition-holder';
import { SectionCard } from './section-card';
import { compareFields, useSection } from './use-section';

type Switch = 'galleryPublished' | 'votingVisitors' | 'votingNewAccounts';
interface GalleryForm {
  galleryPublished: boolean;
  galleryEditsCloseAt: string;
  votingOpensAt: string;
  votingClosesAt: string;
  votesPerPerson: number;
  votingVisitors: boolean;
  votingNewAccounts: boolean;
}

const LABELS: Record<keyof GalleryForm, string> = {
  galleryPublished: 'Publish the projects gallery',
  galleryEditsCloseAt: 'Teams edit their project pages until',
  votingOpensAt: "People's Choice voting opens",
  votingClosesAt: "People's Choice voting closes",
  votesPerPerson: 'Votes per person',
  votingVisitors: 'Visitors may vote after verifying an email address',
  votingNewAccounts: 'Accounts created after voting opened may vote',
};

const HELP: Record<Switch, string> = {
  galleryPublished: 'Every submitted project of an approved team, unless its team opts out.',
  votingVisitors: 'They get a link by email; an address with an account must sign in instead.',
  votingNewAccounts: 'Off, a rush of fresh accounts cannot sway the vote.',
};

function schemaFor(timeZone: string) {
  const optionalLocal = z
    .string()
    .refine((v) => v === '' || fromZonedInput(v, timeZone) !== undefined, 'Choose a date and time');
  return z
    .object({
      galleryPublished: z.boolean(),
      galleryEditsCloseAt: optionalLocal,
      votingOpensAt: optionalLocal,
      votingClosesAt: optionalLocal,
      votesPerPerson: z
        .number({ error: GALLERY_SETTINGS_MESSAGES.votesPerPerson })
        .int()
        .min(1, GALLERY_SETTINGS_MESSAGES.votesPerPerson)
        .max(10, GALLERY_SETTINGS_MESSAGES.votesPerPerson),
      votingVisitors: z.boolean(),
      votingNewAccounts: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const clash = votingWindowClash({
        votingOpensAt: fromZonedInput(v.votingOpensAt, timeZone) ?? null,
        votingClosesAt: fromZonedInput(v.votingClosesAt, timeZone) ?? null,
      });
      if (clash) ctx.addIssue({ code: 'custom', path: [clash.field], message: clash.message });
    });
}

export function GallerySection({ holder }: { holder: EditionHolder }) {
  const tz = holder.facts.timeZone;
  const local = (iso: string | null) => (iso ? toZonedInput(iso, tz) : '');
  const fromFacts = (f: AdminEditionFacts): GalleryForm => ({
    galleryPublished: f.galleryPublished,
    galleryEditsCloseAt: local(f.galleryEditsCloseAt),
    votingOpensAt: local(f.votingOpensAt),
    votingClosesAt: local(f.votingClosesAt),
    votesPerPerson: f.votesPerPerson,
    votingVisitors: f.votingVisitors,
    votingNewAccounts: f.votingNewAccounts,
  });
  const iso = (v: string) => (v ? (fromZonedInput(v, tz) ?? null) : null);
  const s = useSection<GalleryForm>(holder, {
    title: "Gallery & People's Choice",
    resolver: zodResolver(schemaFor(tz)) as never,
    fromFacts,
    toBody: (v) => ({
      ...v,
      galleryEditsCloseAt: iso(v.galleryEditsCloseAt),
      votingOpensAt: iso(v.votingOpensAt),
      votingClosesAt: iso(v.votingClosesAt),
    }),
  });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = s.form;
  const toggle = (k: Switch) => (
    <Controller
      control={control}
      name={k}
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Checkbox
            id={`gallery-${k}`}
            className="mt-0.5"
            checked={field.value}
            onCheckedChange={(on) => field.onChange(on === true)}
            onBlur={field.onBlur}
            aria-describedby={`gallery-${k}-hint`}
            disabled={holder.readOnly}
          />
          <div className="grid gap-1">
            <Label htmlFor={`gallery-${k}`}>{LABELS[k]}</Label>
            <p id={`gallery-${k}-hint`} className="text-xs text-muted-foreground">
              {HELP[k]}
            </p>
          </div>
        </div>
      )}
    />
  );
  const when = (k: 'galleryEditsCloseAt' | 'votingOpensAt' | 'votingClosesAt', empty: string) => {
    const at = iso(watch(k) ?? '');
    return (
      <FormField label={`${LABELS[k]} (${tz})`} error={errors[k]?.message} description={at ? dualTime(at, tz) : empty}>
        <Input type="datetime-local" {...register(k)} />
      </FormField>
    );
  };
  return (
    <SectionCard
      title="Gallery & People's Choice"
      description={`The projects gallery at ${editionProjectsPath(holder.slug)}, and a public vote whose result is a special prize called "People's Choice" (add it under Prizes; Announce Winners proposes the vote's leader).`}
      {...s.card}
      readOnly={holder.readOnly}
      compare={(theirs) => compareFields(LABELS, s.form.getValues(), fromFacts(theirs))}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">{toggle('galleryPublished')}</div>
        {when('galleryEditsCloseAt', 'Empty: until the edition is archived.')}
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">People&rsquo;s Choice</legend>
        {when('votingOpensAt', 'Empty with the close: no vote.')}
        {when('votingClosesAt', 'Empty with the opening: no vote.')}
        <FormField label={LABELS.votesPerPerson} error={errors.votesPerPerson?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            {...register('votesPerPerson', { valueAsNumber: true })}
          />
        </FormField>
        <div className="grid gap-3 md:col-span-2">
          {toggle('votingVisitors')}
          {toggle('votingNewAccounts')}
        </div>
      </fieldset>
    </SectionCard>
  );
}
