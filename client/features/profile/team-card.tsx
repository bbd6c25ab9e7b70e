// The user's team, its latest submission and the judges' feedback (DESIGN D9).
import { Link } from 'wouter';
import type { Profile } from '@shared/schemas/profile';
import { paths } from '@shared/paths';
import { StatusBadge } from '@/components/status-badge';
import { SubmissionSummary } from '@/components/submission-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { challengeLabel, formatDateTime, plural } from '@/lib/format';

export function TeamCard({ profile }: { profile: Profile }) {
  const { team, latestSubmission: sub } = profile;
  if (!team) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Team</CardTitle>
          <CardDescription>
            {profile.role === 'admin'
              ? 'Organizer accounts are not part of a team.'
              : 'You are not part of a team yet.'}
          </CardDescription>
        </CardHeader>
        {profile.role !== 'admin' ? (
          <CardContent>
            <Button asChild size="sm">
              <Link href={paths.teamDashboard}>Create or join a team</Link>
            </Button>
          </CardContent>
        ) : null}
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {team.name} <StatusBadge status={team.status} />
        </CardTitle>
        <CardDescription>
          {team.role === 'leader' ? 'Team leader' : 'Team member'} · {plural(team.memberCount, 'member')} ·{' '}
          {challengeLabel(team.problemTitle)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {team.status === 'rejected' ? (
          <p className="text-sm text-destructive-text" role="status">
            Your team was not approved for this hackathon.
            {team.rejectionReason ? (
              <>
                {' '}
                The organizers&apos; reason: <q>{team.rejectionReason}</q>
              </>
            ) : null}
          </p>
        ) : null}
        <h3 className="text-sm font-semibold">Latest Submission</h3>
        {sub ? (
          <SubmissionSummary
            submission={sub}
            detail={`${challengeLabel(sub.problemTitle)} · ${formatDateTime(sub.submittedAt)}`}
          />
        ) : (
          <p className="text-sm text-muted-foreground">No submission yet.</p>
        )}
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link href={paths.teamDashboard}>Open the team dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
