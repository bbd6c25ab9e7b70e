// The submissions list of the Submissions and Overview tabs (spec §2): team, challenge, submitted date,
// GitHub link, status, the judges' mean score, and Evaluate / Review.
import { ExternalLink } from 'lucide-react';
import type { AdminSubmission } from '@shared/schemas/submissions';
import type { Pinned } from '@shared/schemas/pins';
import { DataTable, type DataColumn, type DataTableProps, type DataTableState } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { challengeLabel, formatDate, plural } from '@/lib/format';
import { useAdminDialog, type AdminDialogState } from '@/features/admin';
import { useEditionReadOnly } from '@/features/events';
import { PinnedCommit } from '../pinned-commit';

/** The Submissions tab's rows carry the pinned commit; the overview's latest submissions do not. */
type Row = AdminSubmission & { pinned?: Pinned | null };

type ActionLabel = 'Evaluate' | 'Review';

function submissionColumns(
  open: (d: AdminDialogState) => void,
  actionLabel: ActionLabel,
  readOnly: boolean,
): DataColumn<Row>[] {
  const columns: DataColumn<Row>[] = [
    { header: 'Team', className: 'font-medium', cell: (s) => s.teamName },
    {
      header: 'Challenge',
      className: 'max-w-52 truncate',
      cell: (s) => <span title={challengeLabel(s.problemTitle)}>{challengeLabel(s.problemTitle)}</span>,
    },
    { header: 'Submitted', className: 'whitespace-nowrap', cell: (s) => formatDate(s.submittedAt) },
    {
      header: 'GitHub',
      cell: (s) => (
        <div className="grid gap-1">
          <a
            href={s.githubUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-brand-cyan hover:underline"
          >
            Repository <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">of {s.teamName} (opens in a new tab)</span>
          </a>
          {s.pinned !== undefined ? <PinnedCommit pinned={s.pinned} compact /> : null}
        </div>
      ),
    },
    { header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
    {
      header: 'Score',
      className: 'whitespace-nowrap',
      cell: (s) => (
        <>
          {s.meanScore === null ? (
            <span className="text-muted-foreground">Not scored</span>
          ) : (
            `${s.meanScore.toFixed(1)} / 10`
          )}
          {s.evaluationCount > 1 ? (
            <span className="block text-xs text-muted-foreground">{plural(s.evaluationCount, 'judge')}</span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (s) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => open({ kind: 'evaluate', submission: s })}
          aria-label={`${actionLabel} ${s.teamName}'s submission`}
        >
          {actionLabel}
        </Button>
      ),
    },
  ];
  // An archived edition's projects are judged for good (the server refuses an evaluation, 409): no action.
  return readOnly ? columns.filter((c) => c.kind !== 'actions') : columns;
}

export function SubmissionsTable({
  items,
  state,
  q,
  actionLabel,
  pager,
}: {
  items: Row[] | undefined;
  state: DataTableState;
  q: string;
  actionLabel: ActionLabel;
  pager?: DataTableProps<Row>['pager'];
}) {
  const { open } = useAdminDialog();
  const readOnly = useEditionReadOnly();
  return (
    <DataTable
      label="Submissions"
      columns={submissionColumns(open, actionLabel, readOnly)}
      rows={items}
      rowKey={(s) => s.id}
      state={state}
      loadingRows={3}
      empty={q ? 'No submissions matching your search' : 'No submissions yet'}
      pager={pager}
    />
  );
}
