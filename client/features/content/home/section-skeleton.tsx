// A home section while its words load (or could not be loaded: the rest of the page still works).
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useHome } from './use-home';

export function SectionSkeleton({ height = 'h-72', label }: { height?: string; label: string }) {
  const home = useHome();
  return (
    <section aria-label={label} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      {home.isError ? (
        <QueryErrorAlert
          title={`${label} could not be loaded.`}
          description="Check your connection and try again."
          onRetry={() => void home.refetch()}
          retrying={home.isFetching}
        />
      ) : (
        <Skeleton className={`${height} rounded-3xl`} />
      )}
    </section>
  );
}
