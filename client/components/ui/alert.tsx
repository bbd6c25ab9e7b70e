import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

const alertVariants = cva(
  'relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>:not(svg)]:col-start-2',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground [&>svg]:text-brand-cyan',
        info: 'border-cyan-400/40 bg-cyan-500/10 text-cyan-50 [&>svg]:text-info-text',
        success: 'border-green-500/40 bg-green-500/10 text-green-50 [&>svg]:text-success-text',
        warning: 'border-amber-500/40 bg-amber-500/10 text-amber-50 [&>svg]:text-warning-text',
        destructive: 'border-red-500/50 bg-red-500/10 text-red-50 [&>svg]:text-destructive-text',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** A message box. It is a live `alert` region by default; pass role="status" (or none) for calmer notes. */
export function Alert({
  className,
  variant,
  role = 'alert',
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" role={role} className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('leading-relaxed opacity-90', className)} {...props} />;
}
