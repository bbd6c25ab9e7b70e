// Inbox (D3): the contact and support messages, with Reply (by email) and Mark handled.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Reply, RotateCcw } from 'lucide-react';
import type { InboxMessage } from '@shared/schemas/messages';
import { DataTable, pagerOf, usePage, type DataColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useAdminDialog, type AdminDialogState } from '@/features/admin';
import { FilterSelect, ListSection } from '@/components/admin/list-section';
import { useMarkMessage } from './mutations';
import { PAGE_SIZE } from '@/lib/list-query';
import { messageAdminQueries } from './queries';

const FILTERS = { open: 'Open', handled: 'Handled', all: 'All messages' } as const;
type Filter = keyof typeof FILTERS;

function messageColumns(
  open: (d: AdminDialogState) => void,
  mark: ReturnType<typeof useMarkMessage>,
): DataColumn<InboxMessage>[] {
  return [
    {
      header: 'From',
      className: 'max-w-56',
      cell: (m) => (
        <>
          <span className="block font-medium break-words">{m.name}</span>
          <span className="block truncate text-xs text-muted-foreground" title={m.email}>
            &lt;{m.email}&gt;
          </span>
        </>
      ),
    },
    {
      header: 'Message',
      className: 'min-w-64 max-w-xl',
      cell: (m) => (
        <>
          <span className="mb-1.5 flex flex-wrap gap-2">
            <Badge variant={m.kind === 'support' ? 'accent' : 'secondary'}>
              {m.kind === 'support' ? 'Support' : 'Contact'}
            </Badge>
            {m.subject ? <Badge variant="outline">{m.subject}</Badge> : null}
            {m.handled ? <Badge variant="success">Handled</Badge> : null}
          </span>
          <span className="block text-sm whitespace-pre-wrap break-words">{m.body}</span>
        </>
      ),
    },
    { header: 'Received', className: 'whitespace-nowrap text-xs', cell: (m) => formatDateTime(m.createdAt) },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (m) => (
        <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
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
      ),
    },
  ];
}

export function InboxTab({ q }: { q: string }) {
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = usePage(`${q}|${filter}`);
  const query = useQuery(
    messageAdminQueries.list({ page, q, handled: filter === 'all' ? undefined : String(filter === 'handled') }),
  );
  const mark = useMarkMessage();
  const { open } = useAdminDialog();
  return (
    <ListSection
      id="inbox-heading"
      title="Inbox"
      filter={
        <FilterSelect
          id="inbox-filter"
          label="Show"
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          options={Object.entries(FILTERS).map(([value, label]) => ({ value, label }))}
          width="w-40"
        />
      }
    >
      <DataTable
        label="Messages"
        columns={messageColumns(open, mark)}
        rows={query.data?.items}
        rowKey={(m) => m.id}
        state={query}
        loadingRows={3}
        empty={q ? 'No messages matching your search' : 'No messages here.'}
        pager={pagerOf(query.data, page, PAGE_SIZE, setPage)}
      />
    </ListSection>
  );
}
