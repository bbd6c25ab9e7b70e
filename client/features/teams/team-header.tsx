// The dashboard header (spec §2): name, status badge, welcome, member count, challenge, Edit Team, and
// Submit Project or Update Submission.
import { Link } from 'wouter';
import { Clock, FileCode2, Send, Target, Users } from 'lucide-react';
import { EDITABLE_SUBMISSION_STATUSES } from '@shared/constants';
import type { CurrentTeam } from '@shared/schemas/teams';
import { paths } from '@shared/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { challengeLabel } from '@/lib/format';
import { EditTeamDialog } from './edit-team-dialog';
import { memberCounts, PENDING_TEXT, REJECTED_TEXT, updateSubmissionHref, waitlistedText } from './texts';

function SubmitAction({ team }: { team: CurrentTeam }) {
  const editable = team.submissions.find((s) => EDITABLE_SUBMISSION_STATUSES.includes(s.status));
  if (!team.canSubmit) {
    const reason =
      team.status === 'approved'
        ? 'The submission deadline has passed.'
        : 'Submissions open once your team is approved.';
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Clock className="size-4" aria-hidden="true" />
        {reason}
      </p>
    );
  }
  return editable ? (
    <Button asChild>
      <Link href={updateSubmissionHref(editable.id)}>
        <FileCode2 aria-hidden="true" />
        Update Submission
      </Link>
    </Button>
  ) : (
    <Button asChild>
      <Link href={paths.submit}>
        <Send aria-hidden="true" />
        Submit Project
      </Link>
    </Button>
  );
}

export function TeamHeader({ team, viewerName }: { team: CurrentTeam; viewerName: string }) {
  const leader = team.members.find((m) => m.role === 'leader');
  // Invited people who have not joined hold a place but are not counted as members (issue 24).
  const counts = memberCounts(team.members);
  return (
    <header className="grid gap-5 rounded-2xl border border-border bg-card/80 p-5 shadow-glow sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">{team.name}</h1>
            <StatusBadge status={team.status} />
          </div>
          <p className="mt-2 text-muted-foreground">
            Welcome, <span className="font-semibold text-foreground">{viewerName}</span>
            {leader && !team.isLeader ? <> · Team leader: {leader.name}</> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {team.isLeader && team.status !== 'rejected' ? <EditTeamDialog team={team} /> : null}
          <SubmitAction team={team} />
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <Users className="size-4 text-brand-cyan" aria-hidden="true" />
          <dt className="text-muted-foreground">Members:</dt>
          <dd className="font-semibold">
            {counts.joined} / {team.capacity}
            {counts.invited > 0 ? (
              <span className="font-normal text-muted-foreground"> · {counts.invited} invited, not joined yet</span>
            ) : null}
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <Target className="size-4 shrink-0 text-brand-violet" aria-hidden="true" />
          <dt className="text-muted-foreground">Challenge:</dt>
          <dd className="truncate font-semibold">{challengeLabel(team.problemTitle)}</dd>
        </div>
      </dl>
      {team.status === 'pending' ? (
        <Alert variant="warning" role="status">
          <Clock aria-hidden="true" />
          <AlertDescription>{PENDING_TEXT}</AlertDescription>
        </Alert>
      ) : null}
      {team.status === 'waitlisted' ? (
        <Alert variant="info" role="status">
          <Clock aria-hidden="true" />
          <AlertDescription>{waitlistedText(team.waitlistPosition)}</AlertDescription>
        </Alert>
      ) : null}
      {team.status === 'rejected' ? (
        <Alert variant="destructive" role="status">
          <Clock aria-hidden="true" />
          <AlertDescription>{REJECTED_TEXT}</AlertDescription>
        </Alert>
      ) : null}
    </header>
  );
}
