// The loading and error states of a page read from GET /api/content/{page}.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Skeleton } from '@/components/ui/skeleton';

export function PageLoading({ lines = 3 }: { lines?: number }) {
  return (
    <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className="h-16 rounded-xl" />
      ))}
    </div>
  );
}

/** Renders the page's content once loaded; a skeleton while loading; an error with Try again. */
export function PageView<T>({
  query,
  lines,
  children,
  className,
}: {
  query: UseQueryResult<T>;
  lines?: number;
  children: (data: T) => ReactNode;
  /** Around the loading and error states (a page whose sections bring their own layout). */
  className?: string;
}) {
  if (query.data) return <>{children(query.data)}</>;
  return (
    <div className={className}>
      {query.isError ? (
        <QueryErrorAlert
          title="This page could not be loaded."
          description="Check your connection and try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <PageLoading lines={lines} />
      )}
    </div>
  );
}
