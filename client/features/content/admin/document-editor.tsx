// A page document as a form, walked from its shape: a Markdown field is a text area with a server
// preview, a list is a set of entries that can be added, removed and moved, an object is a group of its
// fields, a string is a text input (a text area for longer texts). Errors from the server's 400 are shown
// beside the field they name ('document.tabs.0.entries.2.question').
import { useId } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { SPONSOR_TIERS, type PageName } from '@shared/schemas/pages/index';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ImageUrlField } from './image-url-field';
import { MarkdownField } from './markdown-field';
import { blankEntry, labelOf, LONG_TEXT } from './templates';

type Json = unknown;
type Errors = Record<string, string>;

interface FieldProps {
  page: PageName;
  path: string;
  name: string;
  /** The field's label when its key alone says too little ('items' of the sponsors: 'Sponsors'). */
  label?: string;
  value: Json;
  onChange: (value: Json) => void;
  errors: Errors;
}

const isMarkdown = (v: Json): v is { markdown: string; html?: string } =>
  !!v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { markdown?: unknown }).markdown === 'string';

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** An entry's own name, to tell the entries of a list apart ("FAQ entry 3: When can we register?"). */
function entryTitle(value: Json): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const v = value as Record<string, unknown>;
  for (const k of ['question', 'title', 'label', 'name', 'days', 'category']) if (typeof v[k] === 'string') return v[k];
  return '';
}

export function DocumentEditor({
  page,
  value,
  onChange,
  errors,
}: {
  page: PageName;
  value: Record<string, Json>;
  onChange: (value: Record<string, Json>) => void;
  errors: Errors;
}) {
  return (
    <div className="grid gap-6">
      {Object.entries(value).map(([key, v]) => (
        <Field
          key={key}
          page={page}
          path={key}
          name={key}
          value={v}
          errors={errors}
          onChange={(next) => onChange({ ...value, [key]: next })}
        />
      ))}
    </div>
  );
}

function Field(props: FieldProps) {
  const { value, name } = props;
  const error = props.errors[`document.${props.path}`];
  if (isMarkdown(value))
    return (
      <MarkdownField
        label={labelOf(name)}
        value={value.markdown}
        error={error}
        onChange={(markdown) => props.onChange({ markdown, html: '' })}
      />
    );
  if (Array.isArray(value)) return <ListField {...props} value={value} />;
  if (value && typeof value === 'object') return <GroupField {...props} value={value as Record<string, Json>} />;
  return <TextField {...props} value={typeof value === 'string' ? value : String(value ?? '')} error={error} />;
}

function TextField({ name, value, onChange, error }: FieldProps & { value: string; error?: string }) {
  const id = useId();
  if (name === 'logoUrl')
    return <ImageUrlField label={labelOf(name)} value={value} onChange={onChange} error={error} />;
  const described = error ? `${id}-error` : undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  } as const;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{labelOf(name)}</Label>
      {name === 'tier' ? (
        <NativeSelect
          {...common}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          options={SPONSOR_TIERS.map((t) => ({ value: t, label: t }))}
        />
      ) : LONG_TEXT.has(name) ? (
        <Textarea {...common} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={described} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function GroupField({
  page,
  path,
  name,
  label,
  value,
  onChange,
  errors,
}: FieldProps & { value: Record<string, Json> }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border border-border p-3 sm:p-4">
      <legend className="px-1 text-sm font-bold">{label ?? labelOf(name)}</legend>
      {Object.entries(value).map(([key, v]) => (
        <Field
          key={key}
          page={page}
          path={join(path, key)}
          name={key}
          label={key === 'items' ? labelOf(name) : undefined}
          value={v}
          errors={errors}
          onChange={(next) => onChange({ ...value, [key]: next })}
        />
      ))}
    </fieldset>
  );
}

function ListField({ page, path, name, value, onChange, errors, ...props }: FieldProps & { value: Json[] }) {
  const label = props.label ?? labelOf(name);
  const error = errors[`document.${path}`];
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-border p-3 sm:p-4">
      <legend className="px-1 text-sm font-bold">
        {label} <span className="font-normal text-muted-foreground">({value.length})</span>
      </legend>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
      {value.length === 0 ? <p className="text-sm text-muted-foreground">No entries yet.</p> : null}
      <ol className="grid min-w-0 gap-3">
        {value.map((item, i) => {
          const title = entryTitle(item);
          const entryName = `Entry ${i + 1} of ${label.toLowerCase()}${title ? `: ${title}` : ''}`;
          return (
            <li key={i} className="min-w-0">
              <div
                role="group"
                aria-label={entryName}
                className="grid min-w-0 gap-3 rounded-lg border border-border/70 bg-background/40 p-2 sm:p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 text-sm font-semibold break-words">
                    {i + 1}. {title || 'New entry'}
                  </span>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Move up ${entryName}`}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Move down ${entryName}`}
                      disabled={i === value.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${entryName}`}
                      onClick={() => onChange(value.filter((_, j) => j !== i))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <Field
                  page={page}
                  path={join(path, i)}
                  name={typeof item === 'string' ? name.replace(/s$/, '') : name}
                  label={typeof item === 'string' ? undefined : `${label}: entry ${i + 1}`}
                  value={item}
                  errors={errors}
                  onChange={(next) => onChange(value.map((v, j) => (j === i ? next : v)))}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => onChange([...value, blankEntry(page, path, value[0])])}
      >
        <Plus aria-hidden="true" /> Add to {label.toLowerCase()}
      </Button>
    </fieldset>
  );
}
