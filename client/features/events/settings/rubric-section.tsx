// Rubric: what judges score (each criterion 1 to 10) and what the pages state; weights add up to 100.
// Organizers name criteria; the technical key is never shown (issue 31): a stored criterion keeps its
// key (what judges scored stays meaningful through a rename), a new one gets a key derived from its name.
import { useFieldArray } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import { SETTINGS_MESSAGES, type AdminEditionFacts } from '@shared/schemas/event-patch';
import { criterionKey, rubricCriterionSchema } from '@shared/schemas/event-settings';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { EditionHolder } from './edition-holder';
import { SectionCard } from './section-card';
import { useSection } from './use-section';

/** A row's key is '' until saved: the save derives it from the name (toBody). */
const formSchema = z.object({
  rubric: z
    .array(rubricCriterionSchema.extend({ key: z.string() }))
    .max(12)
    .superRefine((rows, ctx) => {
      if (rows.length === 0) ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.rubricEmpty });
      const sum = rows.reduce((s, c) => s + c.weight, 0);
      if (rows.length && sum !== 100) ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.rubricSum(sum) });
    }),
});
type RubricForm = z.infer<typeof formSchema>;

/** Keys for the new criteria, from their names, unique among the rubric's keys. */
function withKeys(rows: RubricForm['rubric']): RubricForm['rubric'] {
  const taken = new Set(rows.map((c) => c.key).filter(Boolean));
  return rows.map((c) => {
    if (c.key) return c;
    const key = criterionKey(c.name, taken);
    taken.add(key);
    return { ...c, key };
  });
}

const fromFacts = (f: AdminEditionFacts): RubricForm => ({ rubric: f.rubric });
const describe = (r: RubricForm['rubric']) => r.map((c) => `${c.name}: ${c.weight}%`).join('\n');

export function RubricSection({ holder }: { holder: EditionHolder }) {
  const s = useSection<RubricForm>(holder, {
    title: 'Rubric',
    resolver: zodResolver(formSchema),
    fromFacts,
    toBody: (v) => ({ rubric: withKeys(v.rubric) }),
  });
  const {
    register,
    control,
    watch,
    getValues,
    formState: { errors },
  } = s.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'rubric' });
  const sum = (watch('rubric') ?? []).reduce((t, c) => t + (Number.isFinite(c.weight) ? c.weight : 0), 0);
  return (
    <SectionCard
      title="Rubric"
      description="What judges score, from 1 to 10 per criterion; the final score is the weighted mean."
      {...s.card}
      readOnly={holder.readOnly}
      compare={(theirs) => [{ label: 'Rubric', mine: describe(getValues().rubric), theirs: describe(theirs.rubric) }]}
    >
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const e = errors.rubric?.[i];
          const name = watch(`rubric.${i}.name`) || `Criterion ${i + 1}`;
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_7rem_auto] sm:items-start"
            >
              <FormField label="Name" error={e?.name?.message}>
                <Input autoComplete="off" {...register(`rubric.${i}.name`)} />
              </FormField>
              <FormField label="Weight (%)" error={e?.weight?.message}>
                <Input type="number" min={0} max={100} {...register(`rubric.${i}.weight`, { valueAsNumber: true })} />
              </FormField>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="sm:mt-7"
                onClick={() => remove(i)}
                aria-label={`Remove ${name}`}
              >
                <Trash2 aria-hidden="true" /> Remove
              </Button>
              <FormField label="Description" error={e?.description?.message} className="sm:col-span-3">
                <Input autoComplete="off" {...register(`rubric.${i}.description`)} />
              </FormField>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className={sum === 100 ? 'text-sm text-muted-foreground' : 'text-sm text-warning-text'}>
        Weights add up to {sum} (must be 100).
      </p>
      {errors.rubric?.message || errors.rubric?.root?.message ? (
        <p className="text-sm font-medium text-destructive-text">
          {errors.rubric?.message ?? errors.rubric?.root?.message}
        </p>
      ) : null}
      <Button type="button" variant="outline" onClick={() => append({ key: '', name: '', description: '', weight: 0 })}>
        <Plus aria-hidden="true" /> Add a criterion
      </Button>
    </SectionCard>
  );
}
