// A row of toggle chips over real checkboxes (skills, challenges), in the find-a-team board's look: a
// fieldset with its legend, so screen readers hear the group and each box by its own label.
import { cn } from '@/lib/utils';

export function CheckChips<T extends string | number>(props: {
  legend: string;
  hint?: string;
  items: { value: T; label: string }[];
  selected: T[];
  onChange: (next: T[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      {props.hint ? <p className="text-xs text-muted-foreground">{props.hint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {props.items.map((item) => {
          const on = props.selected.includes(item.value);
          return (
            <label
              key={item.value}
              className={cn(
                'flex max-w-full cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm break-words transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                on ? 'border-brand-violet bg-primary/20' : 'border-border hover:border-brand-violet/60',
              )}
            >
              <input
                type="checkbox"
                className="accent-[var(--color-brand-violet)]"
                checked={on}
                onChange={() =>
                  props.onChange(on ? props.selected.filter((v) => v !== item.value) : [...props.selected, item.value])
                }
              />
              {item.label}
            </label>
          );
        })}
      </div>
      {props.error ? <p className="text-sm font-medium text-destructive-text">{props.error}</p> : null}
    </fieldset>
  );
}
