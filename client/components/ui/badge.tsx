import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-brand-violet/40 bg-primary/20 text-brand-violet',
        secondary: 'border-border bg-secondary text-secondary-foreground',
        outline: 'border-input text-foreground',
        accent: 'border-brand-cyan/40 bg-cyan-500/10 text-info-text',
        success: 'border-green-500/40 bg-green-500/10 text-success-text',
        warning: 'border-amber-500/40 bg-amber-500/10 text-warning-text',
        destructive: 'border-red-500/40 bg-red-500/10 text-destructive-text',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** Badge variant for a team, submission or user status (pending, approved, accepted, rejected...). */
export function statusBadgeVariant(status: string): NonNullable<BadgeProps['variant']> {
  switch (status) {
    case 'approved':
    case 'accepted':
    case 'active':
      return 'success';
    case 'pending':
    case 'under_review':
    case 'draft':
      return 'warning';
    case 'rejected':
    case 'inactive':
      return 'destructive';
    case 'submitted':
      return 'accent';
    default:
      return 'secondary';
  }
}
