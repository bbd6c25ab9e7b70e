// The challenge form's editable lists (requirements, resources, timeline, FAQs): rows of fields with
// Remove buttons and an Add button, all keyboard-usable and labelled per row for screen readers.
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ChallengeFormValues } from './form-values';

type ListName = 'requirements' | 'resources' | 'timeline' | 'faqs';

interface Column {
  key: string;
  label: string;
  long?: boolean;
  type?: string;
}

const LISTS: Record<ListName, { legend: string; item: string; columns: Column[]; empty: Record<string, string> }> = {
  requirements: {
    legend: 'Requirements',
    item: 'Requirement',
    columns: [{ key: 'value', label: 'Requirement' }],
    empty: { value: '' },
  },
  resources: {
    legend: 'Resources',
    item: 'Resource',
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'url', label: 'Link (http or https)', type: 'url' },
    ],
    empty: { name: '', url: '' },
  },
  timeline: {
    legend: 'Timeline',
    item: 'Phase',
    columns: [
      { key: 'phase', label: 'Phase' },
      { key: 'deadline', label: 'Deadline' },
    ],
    empty: { phase: '', deadline: '' },
  },
  faqs: {
    legend: 'FAQs',
    item: 'Question',
    columns: [
      { key: 'question', label: 'Question' },
      { key: 'answer', label: 'Answer', long: true },
    ],
    empty: { question: '', answer: '' },
  },
};

export function ListEditor({
  name,
  control,
  register,
  errors,
}: {
  name: ListName;
  control: Control<ChallengeFormValues>;
  register: UseFormRegister<ChallengeFormValues>;
  errors: FieldErrors<ChallengeFormValues>;
}) {
  const list = LISTS[name];
  // One generic editor for four lists of different shapes: the field array is typed by its first name.
  const { fields, append, remove } = useFieldArray({ control, name: name as 'resources' });
  const rowErrors = errors[name] as unknown as Array<Record<string, { message?: string }> | undefined> | undefined;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{list.legend}</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
      {fields.map((field, i) => (
        <div key={field.id} className="grid gap-2 rounded-md bg-muted/40 p-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className={list.columns.length > 1 ? 'grid gap-2 sm:grid-cols-2' : 'grid gap-2'}>
            {list.columns.map((col) => {
              const path = `${name}.${i}.${col.key}` as 'resources.0.name';
              const label = `${list.item} ${i + 1}: ${col.label}`;
              return (
                <FormField key={col.key} label={label} error={rowErrors?.[i]?.[col.key]?.message}>
                  {col.long ? <Textarea rows={2} {...register(path)} /> : <Input type={col.type} {...register(path)} />}
                </FormField>
              );
            })}
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => remove(i)}
            aria-label={`Remove ${list.item.toLowerCase()} ${i + 1}`}
          >
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append(list.empty as unknown as ChallengeFormValues['resources'][number])}
        >
          <Plus aria-hidden="true" /> Add {list.item.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
