// Inbox (D3): the contact and support messages, with Reply (by email) and Mark handled.
import { useState } from 'react';
import { Check, Reply, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, adminQueries } from './queries';
import { useMarkMessage } from './mutations';
import { useAdminDialog } from './dialog-state';
import { formatDateTime } from '@/lib/format';
import { Pagination } from './list-parts';
import { usePage } from './use-page';

const FILTERS = { open: 'Open', handled: 'Handled', all: 'All messages' } as const;

export function InboxTab({ q }: { q: string }) {
  const [filter, setFilter] = useState<keyof typeof FILTERS>('open');
  const [page, setPage] = usePage(`${q}|${filter}`);
  const query = useQuery(
    adminQueries.messages({ page, q, handled: filter === 'all' ? undefined : String(filter === 'handled') }),
  );
  const mark = useMarkMessage();
  const { open } = useAdminDialog();
  return (
    <section aria-labelledby="inbox-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="inbox-heading" className="text-xl font-semibold">
          Inbox
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="inbox-filter" className="text-xs">
            Show
          </Label>
          <Select value={filter} onValueChange={(v) => setFilter(v as keyof typeof FILTERS)}>
            <SelectTrigger id="inbox-filter" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(FILTERS).map(([k, label]) => (
                <SelectItem key={k} value={k}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {query.isPending ? <Skeleton className="h-32 w-full" /> : null}
      {query.isError ? <p className="text-destructive-text">Failed to fetch messages</p> : null}
      {query.data?.items.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">
          {q ? 'No messages matching your search' : 'No messages here.'}
        </Card>
      ) : null}
      <ul className="space-y-3" aria-busy={query.isFetching}>
        {query.data?.items.map((m) => (
          <li key={m.id}>
            <Card className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium">
                    {m.name} <span className="font-normal text-muted-foreground">&lt;{m.email}&gt;</span>
                  </p>
                  <p className="text-xs text-muted-foreground">{formatDateTime(m.createdAt)}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Badge variant={m.kind === 'support' ? 'accent' : 'secondary'}>
                    {m.kind === 'support' ? 'Support' : 'Contact'}
                  </Badge>
                  {m.subject ? <Badge variant="outline">{m.subject}</Badge> : null}
                  {m.handled ? <Badge variant="success">Handled</Badge> : null}
                </div>
              </div>
              <p className="mt-3 text-sm whitespace-pre-wrap break-words">{m.body}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => open({ kind: 'message', message: m })}>
                  <Reply aria-hidden="true" /> Reply
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ id: m.id, handled: !m.handled })}
                >
                  {m.handled ? (
                    <>
                      <RotateCcw aria-hidden="true" /> Reopen
                    </>
                  ) : (
                    <>
                      <Check aria-hidden="true" /> Mark handled
                    </>
                  )}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {query.data ? (
        <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} label="Messages" />
      ) : null}
    </section>
  );
}
