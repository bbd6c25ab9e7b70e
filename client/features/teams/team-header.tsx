// The dashboard header (spec §2): name, status badge, welcome, member count, challenge, Edit Team, and
// Submit Project or Update Submission.
import { Link } from 'wouter';
import { Clock, FileCode2, Send, Target, Users } from 'lucide-react';
import { submitState } from '@shared/submit-state';
import type { CurrentTeam } from '@shared/schemas/teams';
import { paths } from '@shared/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { StatusBadge } from '@/components/status-badge';
import { SubmissionWindowStatus } from '@/components/submission-window-status';
import { Button } from '@/components/ui/button';
import { challengeLabel } from '@/lib/format';
import { EditTeamDialog } from './edit-team-dialog';
import { memberCounts, PENDING_TEXT, REJECTED_TEXT, updateSubmissionHref, waitlistedText } from './texts';

const WINDOW_STATUS_ID = 'team-submission-window';

function SubmitAction({ team }: { team: CurrentTeam }) {
  // One project per team: Submit Project before it exists, Update Submission while it may change,
  // otherwise the reason (approval, a project under review), in the server's words. When the window is
  // what closes it, the button stays, disabled, described by the window's line below.
  const state = submitState(team);
  if (state.kind === 'blocked' && team.status === 'approved' && !team.submissionWindow.open) {
    return (
      <Button disabled aria-describedby={WINDOW_STATUS_ID}>
        {state.submission ? <FileCode2 aria-hidden="true" /> : <Send aria-hidden="true" />}
        {state.submission ? 'Update Submission' : 'Submit Project'}
      </Button>
    );
  }
  if (state.kind === 'blocked') {
    return (
      <p className="flex max-w-md items-start gap-2 text-sm text-muted-foreground">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {team.status === 'approved' ? state.reason : 'Submissions open once your team is approved.'}
      </p>
    );
  }
  return state.kind === 'update' ? (
    <Button asChild>
      <Link href={updateSubmissionHref(state.submission.id)}>
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

export function TeamHeader({
  team,
  viewerName,
  receivedAt,
  onWindowBoundary,
}: {
  team: CurrentTeam;
  viewerName: string;
  /** When `team` arrived (the query's dataUpdatedAt): the window's countdown runs on the server's clock from it. */
  receivedAt: number;
  onWindowBoundary?: () => void;
}) {
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
      <SubmissionWindowStatus
        id={WINDOW_STATUS_ID}
        window={team.submissionWindow}
        receivedAt={receivedAt}
        onBoundary={onWindowBoundary}
      />
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
          <AlertDescription>
            {REJECTED_TEXT}
            {team.rejectionReason ? (
              <span className="mt-1 block">
                The organizers&apos; reason: <q>{team.rejectionReason}</q>
              </span>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </header>
  );
}
