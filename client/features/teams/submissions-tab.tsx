// Submissions tab (spec §2): a table with View, and Update for draft or submitted; New Submission; the
// empty state 'No Submissions Yet' with Submit Your Project. One project per team per edition: New
// Submission edits the team's project while it may change, and otherwise says why not (under review,
// the window closed); after the window closes, Update says so too (shared/submit-state.ts).
import { useState } from 'react';
import { Link } from 'wouter';
import { Clock, Eye, FileCode2, Inbox, Plus } from 'lucide-react';
import { EDITABLE_SUBMISSION_STATUSES } from '@shared/constants';
import type { CurrentTeam, TeamSubmission } from '@shared/schemas/teams';
import { paths } from '@shared/paths';
import { submitState } from '@shared/submit-state';
import { DataTable, type DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { SubmissionSummary } from '@/components/submission-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { challengeLabel, formatDateTime } from '@/lib/format';
import { ProjectPageEditor } from '@/features/gallery';
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

const REASON_ID = 'submissions-unavailable-reason';

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
          ) : EDITABLE_SUBMISSION_STATUSES.includes(s.status) && team.status === 'approved' ? (
            // Editable but the window is closed: the button stays, disabled, pointing at the reason.
            <Button
              size="sm"
              disabled
              aria-describedby={REASON_ID}
              aria-label={`Update submission for ${challengeLabel(s.problemTitle)} (unavailable)`}
            >
              <FileCode2 aria-hidden="true" /> Update
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}

/** New Submission: the team's project to edit, a first one to submit, or a disabled button and why not. */
function NewSubmissionButton({ team }: { team: CurrentTeam }) {
  const state = submitState(team);
  if (state.kind === 'blocked')
    return (
      <Button size="sm" disabled aria-describedby={REASON_ID}>
        <Plus aria-hidden="true" /> New Submission
      </Button>
    );
  return (
    <Button asChild size="sm">
      <Link href={state.kind === 'update' ? updateSubmissionHref(state.submission.id) : paths.submit}>
        <Plus aria-hidden="true" /> New Submission
      </Link>
    </Button>
  );
}

export function SubmissionsTab({ team }: { team: CurrentTeam }) {
  const [viewing, setViewing] = useState<TeamSubmission | null>(null);
  const state = submitState(team);
  if (team.submissions.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-10 text-center">
          <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No Submissions Yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {team.canSubmit
              ? 'Share your repository when your project is ready. You can update it until the deadline.'
              : team.status === 'approved'
                ? (team.submissionWindow.message ?? 'Submissions are closed.')
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
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>Submissions</CardTitle>
          {team.status === 'approved' ? <NewSubmissionButton team={team} /> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {state.kind === 'blocked' && team.status === 'approved' ? (
            <p id={REASON_ID} className="flex items-start gap-2 text-sm text-muted-foreground">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {state.reason}
            </p>
          ) : null}
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
      {/* The team's one project of the edition (newest first): its page in the projects gallery. */}
      <ProjectPageEditor submissionId={team.submissions[0]!.id} />
    </div>
  );
}
