// Outbox: every email's status, attempts and last error; failed ones can be retried, one or all at once. The search box
// filters by recipient.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Eye, RefreshCw } from 'lucide-react';
import { formatStatus } from '@shared/constants';
import { OUTBOX_STATUSES, type OutboxItem } from '@shared/schemas/mail';
import { DataTable, pagerOf, usePage, type DataColumn } from '@/components/data-table';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { ALL, ListSection, StatusFilter } from '@/components/admin/list-section';
import { useRetryAllFailed, useRetryEmail } from './mutations';
import { PAGE_SIZE } from '@/lib/list-query';
import { mailQueries } from './queries';
import { OutboxMessageDialog } from './outbox-message-dialog';

const OUTBOX_BADGE: Record<string, BadgeProps['variant']> = {
  queued: 'warning',
  sent: 'success',
  failed: 'destructive',
};

function outboxColumns(
  retry: ReturnType<typeof useRetryEmail>,
  view: (m: OutboxItem) => void,
): DataColumn<OutboxItem>[] {
  return [
    { header: 'To', className: 'max-w-56 truncate', cell: (m) => <span title={m.to}>{m.to}</span> },
    {
      header: 'Subject',
      className: 'max-w-72',
      cell: (m) => (
        <>
          <span className="block truncate" title={m.subject}>
            {m.subject}
          </span>
          {m.lastError ? (
            <span className="block truncate text-xs text-destructive-text" title={m.lastError}>
              {m.lastError}
            </span>
          ) : null}
        </>
      ),
    },
    { header: 'Status', cell: (m) => <Badge variant={OUTBOX_BADGE[m.status]}>{formatStatus(m.status)}</Badge> },
    { header: 'Attempts', className: 'tabular-nums', cell: (m) => m.attempts },
    {
      header: 'Created',
      className: 'whitespace-nowrap text-xs',
      cell: (m) => (
        <>
          {formatDateTime(m.createdAt)}
          {m.sentAt ? <span className="block text-muted-foreground">sent {formatDateTime(m.sentAt)}</span> : null}
        </>
      ),
    },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (m) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => view(m)}
            aria-label={`View the email to ${m.to}: ${m.subject}`}
          >
            <Eye aria-hidden="true" /> View
          </Button>
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
        </div>
      ),
    },
  ];
}

export function OutboxTab({ q }: { q: string }) {
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = usePage(`${q}|${status}`);
  const query = useQuery(mailQueries.outbox({ page, q, status: status === ALL ? undefined : status }));
  const retry = useRetryEmail();
  const retryAll = useRetryAllFailed();
  const health = useQuery(mailQueries.health());
  const failed = health.data?.failed;
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <ListSection
        id="outbox-heading"
        title="Outbox"
        filter={
          <div className="flex flex-wrap items-end gap-3">
            <Button
              variant="outline"
              disabled={retryAll.isPending || failed === 0}
              onClick={() => retryAll.mutate(undefined)}
            >
              <RefreshCw aria-hidden="true" className={retryAll.isPending ? 'animate-spin' : undefined} /> Retry all
              failed{failed ? ` (${failed})` : ''}
            </Button>
            <StatusFilter
              id="outbox-status-filter"
              value={status}
              onChange={setStatus}
              statuses={OUTBOX_STATUSES}
              width="w-36"
            />
          </div>
        }
      >
        <DataTable
          label="Emails"
          errorTitle="Failed to fetch emails"
          columns={outboxColumns(retry, (m) => setViewing(m.id))}
          rows={query.data?.items}
          rowKey={(m) => m.id}
          state={query}
          empty={q ? 'No emails to a matching recipient' : 'No emails yet'}
          pager={pagerOf(query.data, page, PAGE_SIZE, setPage)}
        />
      </ListSection>
      {viewing !== null ? <OutboxMessageDialog id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
