// Loading and error states shared by the pages that read the event row.
import { Link } from 'wouter';
import { CalendarClock } from 'lucide-react';
import { paths } from '@shared/paths';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isNoCurrentEdition, useEvent } from '@/lib/use-event';

export function EventLoading({ lines = 3 }: { lines?: number }) {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className="h-16 rounded-xl" />
      ))}
    </div>
  );
}

/** Between two editions (GET /api/event answers 404): a friendly word and the way to the past ones. */
export function NoCurrentEdition() {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <CalendarClock className="mx-auto size-10 text-brand-violet" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-bold">The next edition is being prepared</h2>
      <p className="mt-2 text-muted-foreground">
        There is no hackathon running right now. Come back soon, or look at what teams built in past editions.
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link href={paths.events}>See past editions</Link>
      </Button>
    </Card>
  );
}

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
