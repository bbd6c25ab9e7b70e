// The one error state of a query that failed (network, server, or an answer that broke its contract):
// what could not load, an optional hint, and Try again, which refetches.
import type { ReactNode } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface QueryErrorAlertProps {
  /** What could not load, e.g. 'Your team could not be loaded'. */
  title: string;
  description?: ReactNode;
  /** Refetches; without it the alert has no button. */
  onRetry?: () => unknown;
  /** The retry is running: the button spins and waits. */
  retrying?: boolean;
  className?: string;
}

export function QueryErrorAlert({ title, description, onRetry, retrying = false, className }: QueryErrorAlertProps) {
  return (
    <Alert variant="destructive" className={className}>
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      {description || onRetry ? (
        <AlertDescription className="grid gap-3">
          {description ? <span>{description}</span> : null}
          {onRetry ? (
            <Button variant="outline" size="sm" className="w-fit" disabled={retrying} onClick={() => void onRetry()}>
              <RefreshCw aria-hidden="true" className={cn(retrying && 'animate-spin')} /> Try again
            </Button>
          ) : null}
        </AlertDescription>
      ) : null}
    </Alert>
  );
}
