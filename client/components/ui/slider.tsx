import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * The browser's own range input, styled to the theme (docs/decisions/0004). Radix's Slider finds each thumb's
 * index from its collection in a render that, on Preact (what the build runs), comes before the collection
 * has registered the thumb, so the thumb stayed hidden; the native control has none of that machinery and
 * keeps the keyboard (arrows, Home/End, Page Up/Down) and touch dragging. `aria-valuenow` is written out so
 * the value is in the markup as Radix had it. Pass `aria-label` so the slider has an accessible name.
 */
export function Slider({
  className,
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'step'> & {
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <input
      type="range"
      data-slot="slider"
      value={value}
      min={min}
      max={max}
      step={step}
      aria-valuenow={value}
      onChange={(e) => onValueChange(Number(e.currentTarget.value))}
      className={cn(
        'h-5 w-full cursor-pointer accent-brand-violet disabled:cursor-not-allowed disabled:opacity-50',
        'rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
