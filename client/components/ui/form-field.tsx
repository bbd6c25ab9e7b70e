import * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { Label } from './label';

export type FormControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FormFieldProps = {
  /** Visible label text. */
  label: React.ReactNode;
  /** Id of the control; generated when omitted. Do not set an id on the child control itself. */
  id?: string;
  /** Validation message shown under the control; turns the control's border red. */
  error?: string;
  /** Help text under the control (described-by as well). */
  description?: React.ReactNode;
  /** Marks the control aria-required and shows a discreet asterisk. */
  required?: boolean;
  /** Something to show on the label's line, right-aligned (e.g. a 'Forgot password?' link). */
  labelAside?: React.ReactNode;
  className?: string;
  /**
   * The control. A single element (Input, Textarea, SelectTrigger...) receives id, aria-invalid,
   * aria-describedby and aria-required; or pass a function to place those props yourself.
   */
  children: React.ReactElement | ((control: FormControlProps) => React.ReactNode);
};

/** Label + control + message: the one way forms show a field (spec §2: errors under each field, red border). */
export function FormField({
  label,
  id,
  error,
  description,
  required,
  labelAside,
  className,
  children,
}: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const control: FormControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
  };

  return (
    // content-start: a field stretched to the height of its neighbour in a form grid (one with a description
    // beside one without) keeps its label and control at the top instead of spreading them apart.
    <div
      data-slot="form-field"
      data-invalid={error ? '' : undefined}
      className={cn('grid content-start gap-2', className)}
    >
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={controlId} className={cn(error && 'text-destructive-text')}>
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-destructive-text">
              *
            </span>
          ) : null}
        </Label>
        {labelAside}
      </div>
      {typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="form-field-error" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (not tied to one field), e.g. a banner above a group of fields. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p className={cn('text-sm font-medium text-destructive-text', className)} {...props}>
      {children}
    </p>
  );
}
