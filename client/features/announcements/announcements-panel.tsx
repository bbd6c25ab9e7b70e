// The team dashboard's announcements card: newest first, updated live without reloading.
import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { AUDIENCE_LABELS } from '@shared/schemas/announcements';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useAnnouncements } from './use-announcements';

const SHOWN = 5;

export function AnnouncementsPanel({ className }: { className?: string }) {
  const { items, fresh, isPending, isError, isFetching, refetch } = useAnnouncements();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone className="size-5 text-brand-cyan" aria-hidden="true" /> Announcements
        </CardTitle>
        <CardDescription>News from the organizers, as it happens.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : null}
        {isError ? (
          <QueryErrorAlert title="Announcements could not be loaded." onRetry={refetch} retrying={isFetching} />
        ) : null}
        {!isPending && !isError && items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No announcements yet.</p>
        ) : null}
        <ul className="space-y-3" aria-live="polite" aria-relevant="additions">
          {shown.map((a) => (
            <li
              key={a.id}
              className={cn(
                'rounded-lg border border-border p-4',
                fresh.has(a.id) && 'border-brand-violet/60 bg-primary/10',
              )}
            >
              <article aria-labelledby={`announcement-${a.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 id={`announcement-${a.id}`} className="font-semibold">
                    {a.title}
                  </h3>
                  <div className="flex gap-2">
                    {fresh.has(a.id) ? <Badge variant="accent">New</Badge> : null}
                    {a.audience !== 'everyone' ? (
                      <Badge variant="secondary">{AUDIENCE_LABELS[a.audience]}</Badge>
                    ) : null}
                  </div>
                </div>
                <p className="mt-2 text-sm whitespace-pre-wrap break-words">{a.message}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  {a.sender} · <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
        {items.length > SHOWN ? (
          <Button variant="link" size="sm" className="mt-3" onClick={() => setAll((v) => !v)} aria-expanded={all}>
            {all ? 'Show fewer' : `Show all (${items.length})`}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
