// The browser's own <select>, styled like our other controls. Forms that visitors fill on a phone use it
// instead of the Radix Select: the phone shows its own picker (bigger targets, no scrolling popover), the
// keyboard works as everywhere else, and it costs no script — the Radix Select and its positioning code
// were 22 kB of the /register page's download and a tenth of its first-render work on a throttled phone.
import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { controlClasses } from './input';

export interface NativeSelectOption {
  value: string;
  label: string;
}

type Props = Omit<React.ComponentProps<'select'>, 'children'> & {
  options: readonly NativeSelectOption[];
  /** Shown while nothing is chosen; it cannot be chosen back once a value is picked. */
  placeholder?: string;
};

export function NativeSelect({ options, placeholder, className, value, ...props }: Props) {
  const empty = value === undefined || value === '';
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        value={value ?? ''}
        className={cn(
          controlClasses,
          // contain-inline-size: the longest option never sets the select's minimum width (it is w-full; a long
          // challenge title would widen the whole form past a phone's screen, issue 31).
          'h-10 appearance-none py-2 pr-9 pl-3 contain-inline-size [&>option]:bg-popover [&>option]:text-popover-foreground',
          empty && 'text-muted-foreground/80',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled hidden={!empty}>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70"
        aria-hidden="true"
      />
    </div>
  );
}
