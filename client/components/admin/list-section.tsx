// The frame of each admin list tab: its heading, an optional filter at the right, then the list.
import type { ReactNode } from 'react';
import { formatStatus } from '@shared/constants';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The filter value that means 'no filter'. */
export const ALL = 'all';

export function ListSection({
  id,
  title,
  filter,
  children,
}: {
  id: string;
  title: string;
  filter?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {filter}
      </div>
      {children}
    </section>
  );
}

/** A labelled select of fixed options ('Status', 'Show'). */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  width,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  width: string;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className={width}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The Status filter: 'All statuses' and each status of the list. */
export function StatusFilter({
  statuses,
  ...props
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  statuses: readonly string[];
  width: string;
}) {
  return (
    <FilterSelect
      {...props}
      label="Status"
      options={[{ value: ALL, label: 'All statuses' }, ...statuses.map((s) => ({ value: s, label: formatStatus(s) }))]}
    />
  );
}
