// Outbox: every email's status, attempts and last error; failed ones can be retried. The search box
// filters by recipient.
import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { OUTBOX_STATUSES } from '@shared/schemas/admin';
import { formatStatus } from '@shared/constants';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, adminQueries } from './queries';
import { useRetryEmail } from './mutations';
import { formatDateTime } from '@/lib/format';
import { LoadingRows, MessageRow, Pagination } from './list-parts';
import { usePage } from './use-page';

const ALL = 'all';
const COLUMNS = 6;
const OUTBOX_BADGE: Record<string, BadgeProps['variant']> = {
  queued: 'warning',
  sent: 'success',
  failed: 'destructive',
};

export function OutboxTab({ q }: { q: string }) {
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = usePage(`${q}|${status}`);
  const query = useQuery(adminQueries.outbox({ page, q, status: status === ALL ? undefined : status }));
  const retry = useRetryEmail();
  return (
    <section aria-labelledby="outbox-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="outbox-heading" className="text-xl font-semibold">
          Outbox
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="outbox-status-filter" className="text-xs">
            Status
          </Label>
          <Select value={status} onValueChange={setStatus}>
            <SelectTrigger id="outbox-status-filter" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {OUTBOX_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {formatStatus(s)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Table aria-busy={query.isFetching}>
        <TableHeader>
          <TableRow>
            <TableHead>To</TableHead>
            <TableHead>Subject</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Attempts</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {query.isPending ? <LoadingRows columns={COLUMNS} /> : null}
          {query.isError ? (
            <MessageRow columns={COLUMNS} tone="error">
              Failed to fetch emails
            </MessageRow>
          ) : null}
          {query.data?.items.length === 0 ? (
            <MessageRow columns={COLUMNS}>{q ? 'No emails to a matching recipient' : 'No emails yet'}</MessageRow>
          ) : null}
          {query.data?.items.map((m) => (
            <TableRow key={m.id}>
              <TableCell className="max-w-56 truncate" title={m.to}>
                {m.to}
              </TableCell>
              <TableCell className="max-w-72">
                <span className="block truncate" title={m.subject}>
                  {m.subject}
                </span>
                {m.lastError ? (
                  <span className="block truncate text-xs text-destructive-text" title={m.lastError}>
                    {m.lastError}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>
                <Badge variant={OUTBOX_BADGE[m.status]}>{formatStatus(m.status)}</Badge>
              </TableCell>
              <TableCell className="tabular-nums">{m.attempts}</TableCell>
              <TableCell className="whitespace-nowrap text-xs">
                {formatDateTime(m.createdAt)}
                {m.sentAt ? <span className="block text-muted-foreground">sent {formatDateTime(m.sentAt)}</span> : null}
              </TableCell>
              <TableCell className="text-right">
                {m.status === 'failed' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(m.id)}
                    aria-label={`Retry the email to ${m.to}`}
                  >
                    <RefreshCw aria-hidden="true" /> Retry
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {query.data ? (
        <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} label="Emails" />
      ) : null}
    </section>
  );
}
