// What a judge reads before scoring, inside the Evaluation dialog: the project's description, its
// technologies, the Repository and Demo links, and the challenge's evaluation criteria with their weights.
// The description comes with the team's detail and the criteria with the public challenge page, both
// already served (and cached) for the admin's other screens.
import { use } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminSubmission } from '@shared/schemas/submissions';
import { problemQueries } from '@/features/problems';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusBadge } from '@/components/status-badge';
import { SubmissionLinks } from '@/components/submission-links';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { challengeLabel, formatDate, plural } from '@/lib/format';
import { loadTeamsAdmin } from '@/features/teams';

function useCriteria(problemId: number | null) {
  const list = useQuery({ ...problemQueries.list(), enabled: problemId !== null });
  const slug = list.data?.find((p) => p.id === problemId)?.slug;
  const detail = useQuery({ ...problemQueries.detail(slug ?? ''), enabled: !!slug });
  return {
    criteria: detail.data?.evaluation,
    pending: problemId !== null && (list.isPending || (!!slug && detail.isPending)),
  };
}

export function SubmissionBrief({ submission }: { submission: AdminSubmission }) {
  // Loaded with the admin page already (features/admin/use-admin-screens.ts): use() does not wait here.
  const { teamAdminQueries } = use(loadTeamsAdmin());
  const team = useQuery(teamAdminQueries.detail(submission.teamId));
  const full = team.data?.submissions.find((s) => s.id === submission.id);
  const { criteria, pending } = useCriteria(submission.problemId);
  return (
    <div className="grid gap-3 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{challengeLabel(submission.problemTitle)}</span>
        <StatusBadge status={submission.status} />
      </div>
      <span className="text-xs text-muted-foreground">
        Submitted {formatDate(submission.submittedAt)}
        {submission.meanScore !== null
          ? ` · current mean ${submission.meanScore.toFixed(1)} / 10 from ${plural(submission.evaluationCount, 'judge')}`
          : ''}
      </span>
      {team.isPending ? <Skeleton className="h-16 w-full" /> : null}
      {team.isError ? (
        <QueryErrorAlert title="Could not load the project's description." onRetry={team.refetch} />
      ) : null}
      {full ? (
        <>
          <section aria-label="Project description">
            <p className="leading-relaxed break-words whitespace-pre-line">{full.description}</p>
          </section>
          {full.techStack.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Tech stack">
              {full.techStack.map((t) => (
                <li key={t}>
                  <Badge variant="secondary">{t}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <SubmissionLinks githubUrl={submission.githubUrl} demoUrl={submission.demoUrl} />
      {submission.problemId !== null ? (
        <section aria-labelledby="evaluation-criteria" className="grid gap-1.5">
          <h3 id="evaluation-criteria" className="font-semibold">
            Evaluation criteria
          </h3>
          {pending ? <Skeleton className="h-12 w-full" /> : null}
          {criteria && criteria.length > 0 ? (
            <ul className="grid gap-1">
              {criteria.map((c) => (
                <li key={c.criteria} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{c.criteria}</span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">{c.weight}%</span>
                </li>
              ))}
            </ul>
          ) : null}
          {!pending && !criteria?.length ? (
            <p className="text-muted-foreground">This challenge lists no evaluation criteria.</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
