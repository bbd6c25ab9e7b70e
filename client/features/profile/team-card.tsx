import { SubmissionLinks } from '@/components/submission-links';
// The user's team, its latest submission and the judges' feedback (DESIGN D9).
import { Link } from 'wouter';
import { MessageSquareQuote, Star } from 'lucide-react';
import { formatStatus } from '@shared/constants';
import { OTHER_PROBLEM_LABEL } from '@shared/schemas/registration';
import type { Profile } from '@shared/schemas/profile';
import { formatDateTime, plural } from '@/lib/format';
import { paths } from '@/app/paths';
import { Badge, statusBadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

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
          {team.name} <Badge variant={statusBadgeVariant(team.status)}>{formatStatus(team.status)}</Badge>
        </CardTitle>
        <CardDescription>
          {team.role === 'leader' ? 'Team leader' : 'Team member'} · {plural(team.memberCount, 'member')} ·{' '}
          {team.problemTitle ?? OTHER_PROBLEM_LABEL}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <h3 className="text-sm font-semibold">Latest Submission</h3>
        {sub ? (
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant={statusBadgeVariant(sub.status)}>{formatStatus(sub.status)}</Badge>
              {sub.score != null ? (
                <Badge variant="accent">
                  <Star aria-hidden="true" /> Score {sub.score.toFixed(1)}/10
                </Badge>
              ) : null}
              <span className="text-muted-foreground">
                {sub.problemTitle ?? OTHER_PROBLEM_LABEL} · {formatDateTime(sub.submittedAt)}
              </span>
            </div>
            <p className="text-sm break-words">{sub.description}</p>
            <SubmissionLinks githubUrl={sub.githubUrl} demoUrl={sub.demoUrl} />
            <div className="rounded-lg border border-border bg-muted/40 p-4">
              <p className="flex items-center gap-2 text-sm font-semibold">
                <MessageSquareQuote className="size-4 text-brand-cyan" aria-hidden="true" /> Feedback
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-muted-foreground">
                {sub.feedback ?? 'No feedback from the judges yet.'}
              </p>
            </div>
          </div>
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
