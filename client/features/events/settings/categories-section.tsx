// Categories: the edition's tracks (DESIGN D18), what the public tabs and filters show and what each
// challenge belongs to. The key is how links (/problems?category=key) and challenges name a track; a
// track a challenge still uses cannot be removed (the server answers which, and the form shows it).
import { useFieldArray } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import { categoriesField } from '@shared/schemas/categories';
import { slugFromName } from '@shared/schemas/events';
import type { AdminEditionFacts } from '@shared/schemas/event-patch';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { EditionHolder } from './edition-holder';
import { SectionCard } from './section-card';
import { useSection } from './use-section';

const formSchema = z.object({ categories: categoriesField });
type CategoriesForm = z.infer<typeof formSchema>;

const fromFacts = (f: AdminEditionFacts): CategoriesForm => ({ categories: f.categories });
const describe = (list: CategoriesForm['categories']) => list.map((c) => `${c.name} (${c.short})`).join('\n');

export function CategoriesSection({ holder }: { holder: EditionHolder }) {
  const s = useSection<CategoriesForm>(holder, {
    title: 'Categories',
    resolver: zodResolver(formSchema),
    fromFacts,
    toBody: (v) => v,
  });
  const {
    register,
    control,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = s.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'categories' });
  const listError = errors.categories?.message ?? errors.categories?.root?.message;
  return (
    <SectionCard
      title="Categories"
      description="The tracks of your event: the tabs on the home and Problems pages, and the category each challenge belongs to."
      {...s.card}
      readOnly={holder.readOnly}
      compare={(theirs) => [
        { label: 'Categories', mine: describe(getValues().categories), theirs: describe(theirs.categories) },
      ]}
    >
      <ol className="space-y-3" aria-label="Categories">
        {fields.map((field, i) => {
          const e = errors.categories?.[i];
          const name = watch(`categories.${i}.name`) || `Category ${i + 1}`;
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start"
            >
              <FormField label="Name" error={e?.name?.message}>
                <Input
                  autoComplete="off"
                  {...register(`categories.${i}.name`, {
                    // A new track's key and label follow its name until the organizer types their own.
                    onChange: (ev: React.ChangeEvent<HTMLInputElement>) => {
                      if (!field.key) setValue(`categories.${i}.key`, slugFromName(ev.target.value).slice(0, 40));
                    },
                  })}
                />
              </FormField>
              <FormField label="Short label" error={e?.short?.message} description="On tabs and cards.">
                <Input autoComplete="off" {...register(`categories.${i}.short`)} />
              </FormField>
              <FormField label="Key" error={e?.key?.message} description="In links: ?category=key.">
                <Input autoComplete="off" spellCheck={false} {...register(`categories.${i}.key`)} />
              </FormField>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="sm:mt-7"
                disabled={fields.length === 1}
                onClick={() => remove(i)}
                aria-label={`Remove ${name}`}
              >
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            </li>
          );
        })}
      </ol>
      {listError ? <p className="text-sm font-medium text-destructive-text">{listError}</p> : null}
      <Button type="button" variant="outline" onClick={() => append({ key: '', name: '', short: '' })}>
        <Plus aria-hidden="true" /> Add a category
      </Button>
    </SectionCard>
  );
}
