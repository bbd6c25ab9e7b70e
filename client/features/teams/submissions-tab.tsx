// Submissions tab (spec §2): a table with View, and Update for draft or submitted; New Submission; the
// empty state 'No Submissions Yet' with Submit Your Project.
import { useState } from 'react';
import { Link } from 'wouter';
import { Eye, FileCode2, Inbox, Plus } from 'lucide-react';
import { EDITABLE_SUBMISSION_STATUSES } from '@shared/constants';
import type { CurrentTeam, TeamSubmission } from '@shared/schemas/teams';
import { paths } from '@shared/paths';
import { DataTable, type DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { SubmissionSummary } from '@/components/submission-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { challengeLabel, formatDateTime } from '@/lib/format';
import { updateSubmissionHref } from './texts';

function SubmissionDialog({ submission, onClose }: { submission: TeamSubmission | null; onClose: () => void }) {
  return (
    <Dialog open={!!submission} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {submission ? (
          <>
            <DialogHeader>
              <DialogTitle>{challengeLabel(submission.problemTitle)}</DialogTitle>
              <DialogDescription>
                Submitted {formatDateTime(submission.submittedAt)}
                {submission.updatedAt !== submission.submittedAt
                  ? ` · updated ${formatDateTime(submission.updatedAt)}`
                  : ''}
              </DialogDescription>
            </DialogHeader>
            <SubmissionSummary submission={submission} showTechStack />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function submissionColumns(team: CurrentTeam, view: (s: TeamSubmission) => void): DataColumn<TeamSubmission>[] {
  return [
    { header: 'Challenge', className: 'font-medium', cell: (s) => challengeLabel(s.problemTitle) },
    { header: 'Submitted', className: 'whitespace-nowrap', cell: (s) => formatDateTime(s.submittedAt) },
    { header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
    {
      header: 'Actions',
      kind: 'actions',
      hideHeader: false,
      headerClassName: 'text-right',
      cell: (s) => (
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => view(s)}
            aria-label={`View submission for ${challengeLabel(s.problemTitle)}`}
          >
            <Eye aria-hidden="true" /> View
          </Button>
          {team.canSubmit && EDITABLE_SUBMISSION_STATUSES.includes(s.status) ? (
            <Button asChild size="sm">
              <Link
                href={updateSubmissionHref(s.id)}
                aria-label={`Update submission for ${challengeLabel(s.problemTitle)}`}
              >
                <FileCode2 aria-hidden="true" /> Update
              </Link>
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}

export function SubmissionsTab({ team }: { team: CurrentTeam }) {
  const [viewing, setViewing] = useState<TeamSubmission | null>(null);
  if (team.submissions.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-10 text-center">
          <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No Submissions Yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {team.canSubmit
              ? 'Share your repository when your project is ready. You can update it until the deadline.'
              : 'Submissions open once your team is approved, until the submission deadline.'}
          </p>
          {team.canSubmit ? (
            <Button asChild>
              <Link href={paths.submit}>Submit Your Project</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Submissions</CardTitle>
        {team.canSubmit ? (
          <Button asChild size="sm">
            <Link href={paths.submit}>
              <Plus aria-hidden="true" /> New Submission
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <DataTable
          label="Submissions"
          columns={submissionColumns(team, setViewing)}
          rows={team.submissions}
          rowKey={(s) => s.id}
          empty="No Submissions Yet"
        />
      </CardContent>
      <SubmissionDialog submission={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
