import * as React from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { TIMINGS } from '@shared/constants';
import { cn } from '@/lib/utils';

/** Spec §9: 5000 ms default display, swipe right past 50 px to dismiss, F8 focuses the viewport. */
export function ToastProvider({ children, ...props }: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TIMINGS.toastDefaultMs}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
      {...props}
    >
      {children}
    </ToastPrimitive.Provider>
  );
}

export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      className={cn(
        // Never over the row actions a toast reports on (issue 24): tables keep their actions in the right
        // column, so on wide screens toasts sit top-centre; on a phone (cards, actions on each card) at the
        // bottom, below the row that was just used, which the browser keeps in the middle of the screen.
        'fixed bottom-0 left-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-0 sm:bottom-auto sm:left-1/2 sm:max-w-[420px] sm:-translate-x-1/2',
        'outline-none',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-xl',
    'data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-swipe-out',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        destructive: 'destructive border-red-500/60 bg-[#3a0d14] text-red-50',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-input bg-transparent px-3 text-sm font-medium transition-colors',
        'hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
        'group-[.destructive]:border-red-300/40 group-[.destructive]:hover:bg-red-500/20',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-muted-foreground transition-colors hover:text-foreground',
        'group-[.destructive]:text-red-200 group-[.destructive]:hover:text-white',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90 break-words', className)} {...props} />;
}
