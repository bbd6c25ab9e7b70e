// The one list component of the app: a table from 640 px up, a stack of cards below (each row a card of
// label: value pairs with its actions), with skeleton rows while loading, the query's error with Try
// again, an empty state and an optional pager. Only one layout is in the page at a time, so every
// button and link exists once.
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { Pager, type PagerProps } from './pager';

export interface DataColumn<T> {
  /** The column header, and the value's label on a card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** 'actions': on a card, the buttons go to its foot; the header is for screen readers unless hideHeader is false. */
  kind?: 'actions';
  /** Show the header only to screen readers (table) and drop the label (card). */
  hideHeader?: boolean;
  /** Classes of the table cell (width, truncation); a card shows the value whole. */
  className?: string;
  headerClassName?: string;
}

/** The part of a query result the table reads. */
export interface DataTableState {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch?: () => unknown;
}

export interface DataTableProps<T> {
  /** What the rows are ('Teams'): the table's accessible name and the pager's label. */
  label: string;
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** The query behind the rows; without it the rows are simply shown. */
  state?: DataTableState;
  /** Shown when the query failed, e.g. 'Failed to fetch teams'. */
  errorTitle?: string;
  /** Shown when there is no row. */
  empty: ReactNode;
  loadingRows?: number;
  pager?: Omit<PagerProps, 'label'>;
  className?: string;
}

const CARD_QUERY = '(min-width: 640px)';
// A card has the room a table cell lacks: values the table truncates wrap instead.
const CARD_VALUE = 'min-w-0 break-words [&_.truncate]:whitespace-normal';

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, rows, state, errorTitle = `Failed to fetch ${label.toLowerCase()}`, pager, className } = props;
  const wide = useMediaQuery(CARD_QUERY);
  // A failed refetch keeps the rows it had under the error; a failed first load shows the error alone.
  const error = state?.isError ? (
    <QueryErrorAlert title={errorTitle} onRetry={state.refetch} retrying={state.isFetching} />
  ) : null;
  return (
    <div className={cn('grid gap-3', className)}>
      {error}
      {error && !rows ? null : wide ? <TableLayout {...props} /> : <CardLayout {...props} />}
      {/* An empty list says so once (its empty state): no pager saying 'No teams' under 'No teams yet'. */}
      {pager && rows && pager.total > 0 ? <Pager {...pager} label={label} /> : null}
    </div>
  );
}

function TableLayout<T>({ label, columns, rows, rowKey, state, empty, loadingRows = 5 }: DataTableProps<T>) {
  const loading = !rows && state?.isPending;
  return (
    <Table aria-label={label} aria-busy={state?.isFetching ?? false}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.header} className={c.headerClassName}>
              {(c.hideHeader ?? c.kind === 'actions') ? <span className="sr-only">{c.header}</span> : c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading
          ? Array.from({ length: loadingRows }, (_, r) => (
              <TableRow key={r}>
                {columns.map((c) => (
                  <TableCell key={c.header}>
                    <Skeleton className="h-4 w-full max-w-40" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : null}
        {rows && rows.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        ) : null}
        {rows?.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((c) => (
              <TableCell key={c.header} className={cn(c.kind === 'actions' && 'text-right', c.className)}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CardLayout<T>({ label, columns, rows, rowKey, state, empty, loadingRows = 5 }: DataTableProps<T>) {
  const [title, ...rest] = columns;
  const fields = rest.filter((c) => c.kind !== 'actions');
  const actions = rest.filter((c) => c.kind === 'actions');
  if (!rows && state?.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={label}>
        {Array.from({ length: Math.min(loadingRows, 3) }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (!rows) return null;
  if (rows.length === 0) {
    return <p className="rounded-lg border border-border p-8 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return (
    <ul className="grid gap-3" aria-label={label} aria-busy={state?.isFetching ?? false}>
      {rows.map((row) => {
        // A row may have no action (an email that did not fail): then the card has no foot.
        const buttons = actions.map((c) => ({ key: c.header, node: c.cell(row) })).filter((a) => a.node != null);
        return (
          <li key={rowKey(row)} className="min-w-0 rounded-lg border border-border bg-card/60 p-4">
            {title ? <div className={cn(CARD_VALUE, 'font-medium')}>{title.cell(row)}</div> : null}
            {fields.length > 0 ? (
              <dl className="mt-3 grid grid-cols-[minmax(5.5rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                {fields.map((c) => (
                  <div key={c.header} className="contents">
                    <dt className={cn('text-muted-foreground', c.hideHeader && 'sr-only')}>{c.header}</dt>
                    <dd className={cn(CARD_VALUE, c.hideHeader && 'col-span-2')}>{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {buttons.length > 0 ? (
              <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-border pt-3">
                {buttons.map((a) => (
                  <div key={a.key}>{a.node}</div>
                ))}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
