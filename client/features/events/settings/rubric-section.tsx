// Rubric: what judges score (each criterion 1 to 10) and what the pages state; weights add up to 100.
import { useFieldArray } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import { rubricField, type AdminEditionFacts } from '@shared/schemas/event-patch';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { EditionHolder } from './edition-holder';
import { SectionCard } from './section-card';
import { useSection } from './use-section';

const formSchema = z.object({ rubric: rubricField });
type RubricForm = z.infer<typeof formSchema>;

const fromFacts = (f: AdminEditionFacts): RubricForm => ({ rubric: f.rubric });
const describe = (r: RubricForm['rubric']) => r.map((c) => `${c.name}: ${c.weight}%`).join('\n');

export function RubricSection({ holder }: { holder: EditionHolder }) {
  const s = useSection<RubricForm>(holder, {
    title: 'Rubric',
    resolver: zodResolver(formSchema),
    fromFacts,
    toBody: (v) => v,
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
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1fr_7rem_auto] sm:items-start"
            >
              <FormField label="Name" error={e?.name?.message}>
                <Input autoComplete="off" {...register(`rubric.${i}.name`)} />
              </FormField>
              <FormField label="Key" error={e?.key?.message} description="Stays the same once judges scored it.">
                <Input autoComplete="off" spellCheck={false} {...register(`rubric.${i}.key`)} />
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
              <FormField label="Description" error={e?.description?.message} className="sm:col-span-4">
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
      <Button
        type="button"
        variant="outline"
        onClick={() => append({ key: `criterion${fields.length + 1}`, name: '', description: '', weight: 0 })}
      >
        <Plus aria-hidden="true" /> Add a criterion
      </Button>
    </SectionCard>
  );
}
