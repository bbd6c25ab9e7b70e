import * as React from 'react';
import { cn } from '@/lib/utils';

export const controlClasses = cn(
  'w-full rounded-md border border-input bg-background/60 text-sm text-foreground shadow-sm transition-colors',
  'placeholder:text-muted-foreground/80',
  'hover:border-[#3a4670] focus-visible:border-brand-violet focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:outline-red-500/60',
);

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClasses,
        'h-10 px-3 py-2',
        // A read-only value (the team's name on /submit) must not look like a field waiting for input.
        'read-only:cursor-default read-only:border-dashed read-only:bg-muted/40 read-only:shadow-none read-only:hover:border-input',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
