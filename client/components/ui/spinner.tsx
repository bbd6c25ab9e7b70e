import * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator announced as a status ("Loading…" unless a label is given). */
export function Spinner({
  className,
  label = 'Loading…',
  ...props
}: React.ComponentProps<'span'> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex items-center', className)} {...props}>
      <LoaderCircle className="size-[1em] animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner for a whole page or section that is loading. */
export function PageSpinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex min-h-[50vh] w-full items-center justify-center', className)}>
      <Spinner label={label} className="text-4xl text-brand-violet" />
    </div>
  );
}
