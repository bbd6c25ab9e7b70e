// /submit (spec §2 'Submit'): the team's project, submitted or (with or without ?id=<id>) updated while
// it is draft or submitted; the submission window with its countdown above; otherwise why not.
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { EDITABLE_SUBMISSION_STATUSES } from '@shared/constants';
import type { CurrentTeam, TeamSubmission } from '@shared/schemas/teams';
import { submitState, type SubmitState } from '@shared/submit-state';
import { useQuery } from '@tanstack/react-query';
import { teamQueries } from '@/features/teams';
import { isApiError } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmissionWindowStatus } from '@/components/submission-window-status';
import { SubmissionForm } from './submission-form';

const GUIDELINES = [
  'Include clear documentation in your README',
  'Add setup instructions so the judges can run your project',
  'Link a demo video or add screenshots',
  'Make sure the repository is public',
  'Follow good coding practices: readable code, tests, meaningful commits',
];

function Blocked({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert variant="warning">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <span>{children}</span>
        <Button asChild size="sm" variant="outline" className="w-fit">
          <Link href={paths.teamDashboard}>Back to your dashboard</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The title of a refusal: a project that can no longer change, or a team that cannot submit now. */
function blockedTitle(team: CurrentTeam, state: SubmitState<TeamSubmission>): string {
  if (team.status !== 'approved' || !team.submissionWindow.open) return 'Submissions are closed for your team';
  return state.kind === 'blocked' && state.submission
    ? 'This submission can no longer be updated'
    : 'Submissions are closed';
}

export default function SubmitPage() {
  usePageMeta('GitHub Submission', 'Submit the GitHub repository of your team’s project.');
  const params = new URLSearchParams(useSearch());
  const editId = Number(params.get('id')) || null;
  const team = useQuery(teamQueries.current());

  let body: ReactNode;
  let windowStatus: ReactNode = null;
  if (team.isLoading) {
    body = (
      <div className="grid gap-5" role="status" aria-busy="true" aria-label="Loading the form">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
        <Skeleton className="h-28" />
      </div>
    );
  } else if (team.isError || !team.data) {
    const noTeam = isApiError(team.error) && team.error.status === 404;
    body = noTeam ? (
      <Blocked title="No team yet">
        You need a team to submit a project. Create or join one from your dashboard.
      </Blocked>
    ) : (
      <Blocked title="Your team could not be loaded">Please check your connection and try again.</Blocked>
    );
  } else {
    const data = team.data;
    windowStatus = (
      <SubmissionWindowStatus
        window={data.submissionWindow}
        receivedAt={team.dataUpdatedAt}
        onBoundary={() => void team.refetch()}
      />
    );
    // One project per team per edition: /submit edits it when it exists (with or without ?id=).
    const existing = editId ? data.submissions.find((s) => s.id === editId) : undefined;
    const state = submitState(data);
    if (editId && !existing)
      body = (
        <Blocked title="Submission not found">
          This submission does not belong to your team or no longer exists.
        </Blocked>
      );
    else if (existing && !EDITABLE_SUBMISSION_STATUSES.includes(existing.status)) {
      body = (
        <Blocked title="This submission can no longer be updated">
          It is being reviewed by the judges. Your dashboard shows its status and feedback.
        </Blocked>
      );
    } else if (state.kind === 'blocked') body = <Blocked title={blockedTitle(data, state)}>{state.reason}</Blocked>;
    else {
      const project = state.kind === 'update' ? state.submission : undefined;
      body = (
        <div className="grid gap-4">
          {project && !editId ? (
            <p className="text-sm text-muted-foreground">
              Your team has its project already: a team submits one project per edition, so this form updates it.
            </p>
          ) : null}
          {/* One key for the page's life: the first save creates the project, and a remount then would
              cancel the spec's redirect to /profile 1.5 s later. */}
          <SubmissionForm key="team-project" teamName={data.name} teamProblemId={data.problemId} existing={project} />
        </div>
      );
    }
  }

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_20rem] lg:px-8">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">GitHub Submission</h1>
          <CardDescription>
            {editId ? 'Update your project submission.' : 'Share the repository of your project with the judges.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {windowStatus}
          {body}
        </CardContent>
      </Card>
      <aside aria-labelledby="guidelines-title">
        <Card>
          <CardHeader>
            <h2 id="guidelines-title" className="text-lg font-bold">
              Submission Guidelines
            </h2>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 text-sm text-muted-foreground">
              {GUIDELINES.map((g) => (
                <li key={g} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-cyan" aria-hidden="true" />
                  {g}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </aside>
    </section>
  );
}
