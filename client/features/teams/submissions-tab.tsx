import { SubmissionLinks } from '@/components/submission-links';
// Submissions tab (spec §2): a table with View, and Update for draft or submitted; New Submission; the
// empty state 'No Submissions Yet' with Submit Your Project.
import { useState } from 'react';
import { Link } from 'wouter';
import { Eye, FileCode2, Inbox, Plus, Star } from 'lucide-react';
import { EDITABLE_SUBMISSION_STATUSES, formatStatus } from '@shared/constants';
import { OTHER_PROBLEM_LABEL } from '@shared/schemas/registration';
import type { CurrentTeam, TeamSubmission } from '@shared/schemas/teams';
import { paths } from '@/app/paths';
import { Badge, statusBadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { updateSubmissionHref } from './texts';

function SubmissionDialog({ submission, onClose }: { submission: TeamSubmission | null; onClose: () => void }) {
  return (
    <Dialog open={!!submission} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {submission ? (
          <>
            <DialogHeader>
              <DialogTitle>{submission.problemTitle ?? OTHER_PROBLEM_LABEL}</DialogTitle>
              <DialogDescription>
                Submitted {formatDateTime(submission.submittedAt)}
                {submission.updatedAt !== submission.submittedAt
                  ? ` · updated ${formatDateTime(submission.updatedAt)}`
                  : ''}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={statusBadgeVariant(submission.status)}>{formatStatus(submission.status)}</Badge>
              {submission.score != null ? (
                <Badge variant="accent">
                  <Star aria-hidden="true" /> {submission.score.toFixed(1)}/10
                </Badge>
              ) : null}
            </div>
            <p className="text-sm leading-relaxed break-words">{submission.description}</p>
            {submission.techStack.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Technologies used">
                {submission.techStack.map((t) => (
                  <li key={t}>
                    <Badge variant="secondary">{t}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <SubmissionLinks githubUrl={submission.githubUrl} demoUrl={submission.demoUrl} />
            <div className="rounded-lg border border-border bg-muted/40 p-4">
              <p className="text-sm font-semibold">Feedback</p>
              <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">
                {submission.feedback ?? 'No feedback from the judges yet.'}
              </p>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
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
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Challenge</TableHead>
              <TableHead>Submitted</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {team.submissions.map((s) => (
              <TableRow key={s.id}>
                <TableCell className="font-medium">{s.problemTitle ?? OTHER_PROBLEM_LABEL}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(s.submittedAt)}</TableCell>
                <TableCell>
                  <Badge variant={statusBadgeVariant(s.status)}>{formatStatus(s.status)}</Badge>
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setViewing(s)}
                      aria-label={`View submission for ${s.problemTitle ?? OTHER_PROBLEM_LABEL}`}
                    >
                      <Eye aria-hidden="true" /> View
                    </Button>
                    {team.canSubmit && EDITABLE_SUBMISSION_STATUSES.includes(s.status) ? (
                      <Button asChild size="sm">
                        <Link
                          href={updateSubmissionHref(s.id)}
                          aria-label={`Update submission for ${s.problemTitle ?? OTHER_PROBLEM_LABEL}`}
                        >
                          <FileCode2 aria-hidden="true" /> Update
                        </Link>
                      </Button>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <SubmissionDialog submission={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
