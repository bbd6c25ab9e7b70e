// The submissions table of the Submissions and Overview tabs (spec §2): team, challenge, submitted date,
// GitHub link, status, the judges' mean score, and Evaluate / Review.
import { ExternalLink } from 'lucide-react';
import type { AdminSubmission } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAdminDialog } from './dialog-state';
import { challengeLabel, formatDate } from '@/lib/format';
import { LoadingRows, MessageRow, StatusBadge } from './list-parts';

const COLUMNS = 7;

export function SubmissionsTable({
  items,
  isPending,
  isError,
  busy,
  q,
  actionLabel,
}: {
  items: AdminSubmission[] | undefined;
  isPending: boolean;
  isError: boolean;
  busy: boolean;
  q: string;
  actionLabel: 'Evaluate' | 'Review';
}) {
  const { open } = useAdminDialog();
  return (
    <Table aria-busy={busy}>
      <TableHeader>
        <TableRow>
          <TableHead>Team</TableHead>
          <TableHead>Challenge</TableHead>
          <TableHead>Submitted</TableHead>
          <TableHead>GitHub</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Score</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? <LoadingRows columns={COLUMNS} rows={3} /> : null}
        {isError ? (
          <MessageRow columns={COLUMNS} tone="error">
            Failed to fetch submissions
          </MessageRow>
        ) : null}
        {items && items.length === 0 ? (
          <MessageRow columns={COLUMNS}>{q ? 'No submissions matching your search' : 'No submissions yet'}</MessageRow>
        ) : null}
        {items?.map((s) => (
          <TableRow key={s.id}>
            <TableCell className="font-medium">{s.teamName}</TableCell>
            <TableCell className="max-w-52 truncate" title={challengeLabel(s.problemTitle)}>
              {challengeLabel(s.problemTitle)}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(s.submittedAt)}</TableCell>
            <TableCell>
              <a
                href={s.githubUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-brand-cyan hover:underline"
              >
                Repository <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">of {s.teamName} (opens in a new tab)</span>
              </a>
            </TableCell>
            <TableCell>
              <StatusBadge status={s.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {s.meanScore === null ? (
                <span className="text-muted-foreground">Not scored</span>
              ) : (
                `${s.meanScore.toFixed(1)} / 10`
              )}
              {s.evaluationCount > 1 ? (
                <span className="block text-xs text-muted-foreground">{s.evaluationCount} judges</span>
              ) : null}
            </TableCell>
            <TableCell className="text-right">
              <Button
                size="sm"
                variant="outline"
                onClick={() => open({ kind: 'evaluate', submission: s })}
                aria-label={`${actionLabel} ${s.teamName}'s submission`}
              >
                {actionLabel}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
