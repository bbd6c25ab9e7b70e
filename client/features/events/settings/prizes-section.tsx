// Prizes: the list the home page, the challenge pages, the FAQ and Announce Winners read. Each prize has
// a title, an amount or description, its places, and what it is for: the whole event, one challenge, a
// sponsor track, or a special prize the organizers award by hand. Add, remove and move them; the order is
// the order visitors read. Beside the list: the edition's currency (a bare amount is written in it) and
// whether one team may win several prizes.
import { Controller, useFieldArray } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { PRIZE_SCOPES, prizeSchema } from '@shared/schemas/event-settings';
import { formatAmount, PRIZE_CURRENCIES } from '@shared/prize-pool';
import { SETTINGS_MESSAGES, type AdminEditionFacts } from '@shared/schemas/event-patch';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { editionQueries } from '../queries';
import type { EditionHolder } from './edition-holder';
import { SectionCard } from './section-card';
import { useSection } from './use-section';

const rowSchema = prizeSchema.extend({ challenge: z.string(), track: z.string() });
const formSchema = z.object({
  prizeCurrency: z.enum(PRIZE_CURRENCIES),
  severalPrizesPerTeam: z.enum(['several', 'one']),
  prizes: z
    .array(rowSchema)
    .max(50)
    .superRefine((rows, ctx) => {
      const ids = new Set<string>();
      rows.forEach((p, i) => {
        if (ids.has(p.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: SETTINGS_MESSAGES.duplicatePrize });
        ids.add(p.id);
        if (p.scope === 'challenge' && !p.challenge)
          ctx.addIssue({ code: 'custom', path: [i, 'challenge'], message: SETTINGS_MESSAGES.prizeChallenge });
        if (p.scope === 'track' && !p.track.trim())
          ctx.addIssue({ code: 'custom', path: [i, 'track'], message: SETTINGS_MESSAGES.prizeTrack });
      });
    }),
});
type PrizesForm = z.infer<typeof formSchema>;
type Row = PrizesForm['prizes'][number];

const SCOPE_LABELS: Record<(typeof PRIZE_SCOPES)[number], string> = {
  overall: 'The whole event',
  challenge: 'One challenge',
  track: 'A sponsor track (ranked)',
  special: 'A special or sponsor prize (you choose the winner)',
};

const PER_TEAM = [
  { value: 'several', label: 'A team may win several prizes' },
  { value: 'one', label: 'Each team wins at most one prize' },
];

const fromFacts = (f: AdminEditionFacts): PrizesForm => ({
  prizeCurrency: PRIZE_CURRENCIES.find((c) => c === f.prizeCurrency) ?? 'USD',
  severalPrizesPerTeam: f.severalPrizesPerTeam ? 'several' : 'one',
  prizes: f.prizes.map((p) => ({ ...p, challenge: p.challenge ?? '', track: p.track ?? '' })),
});

const describe = (rows: Row[]) =>
  rows.map((p, i) => `${i + 1}. ${p.title}${p.amount ? ` — ${p.amount}` : ''} (${SCOPE_LABELS[p.scope]})`).join('\n');

/** A fresh id that no other prize of the list has. */
function newId(rows: Row[]): string {
  let n = rows.length + 1;
  while (rows.some((r) => r.id === `prize-${n}`)) n++;
  return `prize-${n}`;
}

export function PrizesSection({ holder }: { holder: EditionHolder }) {
  const s = useSection<PrizesForm>(holder, {
    title: 'Prizes',
    resolver: zodResolver(formSchema),
    fromFacts,
    toBody: (v) => ({
      prizeCurrency: v.prizeCurrency,
      severalPrizesPerTeam: v.severalPrizesPerTeam === 'several',
      prizes: v.prizes.map((p) => ({
        ...p,
        challenge: p.scope === 'challenge' ? p.challenge : null,
        track: p.scope === 'track' ? p.track : null,
      })),
    }),
  });
  const challenges = useQuery(editionQueries.problems(holder.slug));
  // An admin reads the edition's challenges as cards (drafts' too): each has its address and title.
  const challengeOptions = ((challenges.data ?? []) as { slug?: unknown; title?: unknown }[]).flatMap((c) =>
    typeof c.slug === 'string' ? [{ value: c.slug, label: String(c.title ?? c.slug) }] : [],
  );
  const {
    register,
    control,
    watch,
    getValues,
    formState: { errors },
  } = s.form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'prizes' });
  const currency = watch('prizeCurrency');
  return (
    <SectionCard
      title="Prizes"
      description="Every prize figure the site states comes from this list."
      {...s.card}
      readOnly={holder.readOnly}
      compare={(theirs) => [
        { label: 'Prizes', mine: describe(getValues().prizes), theirs: describe(fromFacts(theirs).prizes) },
      ]}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="prizeCurrency"
          render={({ field: f }) => (
            <FormField
              label="Currency"
              error={errors.prizeCurrency?.message}
              description="A bare amount (5000) is written in it."
            >
              <NativeSelect
                options={PRIZE_CURRENCIES.map((c) => ({ value: c, label: `${c} (${formatAmount(5000, c)})` }))}
                value={f.value}
                onChange={(ev) => f.onChange(ev.target.value)}
                onBlur={f.onBlur}
                name={f.name}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="severalPrizesPerTeam"
          render={({ field: f }) => (
            <FormField
              label="Prizes per team"
              error={errors.severalPrizesPerTeam?.message}
              description="Announce Winners follows it: a ranked prize skips teams already rewarded."
            >
              <NativeSelect
                options={PER_TEAM}
                value={f.value}
                onChange={(ev) => f.onChange(ev.target.value)}
                onBlur={f.onBlur}
                name={f.name}
              />
            </FormField>
          )}
        />
      </div>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No prizes yet.</p> : null}
      <ol className="space-y-4">
        {fields.map((field, i) => {
          const e = errors.prizes?.[i];
          const scope = watch(`prizes.${i}.scope`);
          const title = watch(`prizes.${i}.title`) || `Prize ${i + 1}`;
          return (
            <li key={field.id} className="rounded-lg border border-border p-4">
              <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <legend className="sr-only">{`Prize ${i + 1}: ${title}`}</legend>
                <FormField label="Title" error={e?.title?.message} required className="lg:col-span-2">
                  <Input autoComplete="off" {...register(`prizes.${i}.title`)} />
                </FormField>
                <FormField
                  label="Amount"
                  error={e?.amount?.message}
                  description={`A number, or as visitors read it: "${formatAmount(5000, currency)}".`}
                >
                  <Input autoComplete="off" {...register(`prizes.${i}.amount`)} />
                </FormField>
                <FormField label="Places" error={e?.places?.message}>
                  <Input type="number" min={1} max={20} {...register(`prizes.${i}.places`, { valueAsNumber: true })} />
                </FormField>
                <FormField label="Description" error={e?.description?.message} className="sm:col-span-2">
                  <Input autoComplete="off" {...register(`prizes.${i}.description`)} />
                </FormField>
                <Controller
                  control={control}
                  name={`prizes.${i}.scope`}
                  render={({ field: f }) => (
                    <FormField label="For" error={e?.scope?.message}>
                      <NativeSelect
                        options={PRIZE_SCOPES.map((v) => ({ value: v, label: SCOPE_LABELS[v] }))}
                        value={f.value}
                        onChange={(ev) => f.onChange(ev.target.value)}
                        onBlur={f.onBlur}
                        name={f.name}
                      />
                    </FormField>
                  )}
                />
                {scope === 'challenge' ? (
                  <Controller
                    control={control}
                    name={`prizes.${i}.challenge`}
                    render={({ field: f }) => (
                      <FormField label="Challenge" error={e?.challenge?.message}>
                        <NativeSelect
                          options={challengeOptions}
                          placeholder={challenges.isPending ? 'Loading challenges…' : 'Choose a challenge'}
                          value={f.value}
                          onChange={(ev) => f.onChange(ev.target.value)}
                          onBlur={f.onBlur}
                          name={f.name}
                        />
                      </FormField>
                    )}
                  />
                ) : null}
                {scope === 'track' ? (
                  <FormField label="Track" error={e?.track?.message}>
                    <Input autoComplete="off" {...register(`prizes.${i}.track`)} />
                  </FormField>
                ) : null}
              </fieldset>
              <div className="mt-3 flex flex-wrap justify-end gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move ${title} up`}
                >
                  <ArrowUp aria-hidden="true" /> Up
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move ${title} down`}
                >
                  <ArrowDown aria-hidden="true" /> Down
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => remove(i)}
                  aria-label={`Remove ${title}`}
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          append({
            id: newId(getValues().prizes),
            title: '',
            amount: '',
            description: '',
            places: 1,
            scope: 'overall',
            challenge: '',
            track: '',
          })
        }
      >
        <Plus aria-hidden="true" /> Add a prize
      </Button>
    </SectionCard>
  );
}
