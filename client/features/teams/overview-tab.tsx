// Overview tab (spec §2): team info, team stats, and the latest submission with feedback and links.
import { Copy } from 'lucide-react';
import type { CurrentTeam } from '@shared/schemas/teams';
import { StatusBadge } from '@/components/status-badge';
import { SubmissionSummary } from '@/components/submission-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AnnouncementsPanel } from '@/features/announcements';
import { copyToClipboard } from '@/lib/clipboard';
import { daysLeft } from '@shared/dates';
import { challengeLabel, formatDate, formatDateTime, plural } from '@/lib/format';
import { memberCounts } from './texts';

const copyJoinCode = (code: string) =>
  copyToClipboard(code, {
    copied: { title: 'Copied to Clipboard', description: `Join code ${code}` },
    failed: { title: 'Copy failed', description: `Select and copy the code by hand: ${code}`, variant: 'destructive' },
  });

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-border bg-muted/40 p-4">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {hint ? <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

export function OverviewTab({ team }: { team: CurrentTeam }) {
  const latest = team.submissions[0];
  // People who joined; invited people who have not are named apart (issue 24 'Counts agree').
  const counts = memberCounts(team.members);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Team Info</CardTitle>
          <CardDescription>{team.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="text-muted-foreground">Challenge</dt>
              <dd className="font-medium">{challengeLabel(team.problemTitle)}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <StatusBadge status={team.status} />
              </dd>
            </div>
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="text-muted-foreground">Registered</dt>
              <dd className="font-medium">{formatDate(team.createdAt)}</dd>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt className="text-muted-foreground">Join code</dt>
              <dd className="flex items-center gap-2">
                <code className="rounded bg-muted px-2 py-0.5 font-mono tracking-widest">{team.joinCode}</code>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label="Copy join code"
                  onClick={() => void copyJoinCode(team.joinCode)}
                >
                  <Copy aria-hidden="true" />
                </Button>
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">
            Teammates who already have an account can join with this code from their dashboard.
          </p>
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Team Stats</CardTitle>
          <CardDescription>Submission deadline: {formatDateTime(team.submissionDeadline)}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-3">
          <Stat
            label="Members"
            value={`${counts.joined}/${team.capacity}`}
            hint={
              counts.invited > 0 ? `joined · ${plural(counts.invited, 'more person', 'more people')} invited` : 'joined'
            }
          />
          <Stat label="Submissions" value={String(team.submissions.length)} />
          <Stat
            label="Days left"
            value={String(daysLeft(team.submissionDeadline))}
            hint="until the submission deadline"
          />
          <Stat
            label="Latest score"
            value={latest?.score != null ? `${latest.score.toFixed(1)}/10` : '–'}
            hint={
              latest?.score != null
                ? 'mean of the judges'
                : latest?.feedbackHeld
                  ? 'shared with the results'
                  : 'not evaluated yet'
            }
          />
        </CardContent>
      </Card>

      <Card className="min-w-0 lg:col-span-2">
        <CardHeader>
          <CardTitle>Latest Submission</CardTitle>
          {latest ? (
            <CardDescription>
              {challengeLabel(latest.problemTitle)} · submitted {formatDateTime(latest.submittedAt)}
            </CardDescription>
          ) : (
            <CardDescription>Your team has not submitted a project yet.</CardDescription>
          )}
        </CardHeader>
        {latest ? (
          <CardContent>
            <SubmissionSummary submission={latest} />
          </CardContent>
        ) : null}
      </Card>
      <AnnouncementsPanel className="lg:col-span-2" />
    </div>
  );
}
