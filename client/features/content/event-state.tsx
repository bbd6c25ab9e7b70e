// Loading and error states shared by the pages that read the event row.
import { NoCurrentEdition } from '@/components/no-current-edition';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isNoCurrentEdition, useEvent } from '@/lib/use-event';

export function EventLoading({ lines = 3 }: { lines?: number }) {
  return (
    <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className="h-16 rounded-xl" />
      ))}
    </div>
  );
}

export { NoCurrentEdition };

export function EventError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  // The same (cached) event query as the page's: a 404 is not a failure but a pause between editions.
  const { error } = useEvent();
  if (isNoCurrentEdition(error)) return <NoCurrentEdition />;
  return (
    <QueryErrorAlert
      title="The event details could not be loaded."
      description="Check your connection and try again."
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
