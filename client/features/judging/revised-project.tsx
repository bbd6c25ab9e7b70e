// What a judge revises, in the Revise dialog: the project's description and its Repository / Demo links,
// so a revision is made looking at the work (on a phone too), not from memory.
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/query-view';
import { SubmissionLinks } from '@/components/submission-links';
import { Skeleton } from '@/components/ui/skeleton';
import { judgingQueries } from './queries';

export function RevisedProject({ submissionId }: { submissionId: number }) {
  const project = useQuery(judgingQueries.submission(submissionId));
  return (
    <section aria-label="The project" className="grid gap-3 rounded-lg border border-border bg-muted/40 p-3">
      <QueryView
        query={project}
        loading={<Skeleton className="h-20 w-full" />}
        error={{ title: 'Could not load the project.' }}
      >
        {(s) => (
          <>
            <p className="text-sm leading-relaxed break-words whitespace-pre-line">{s.description}</p>
            <SubmissionLinks githubUrl={s.githubUrl} demoUrl={s.demoUrl} />
          </>
        )}
      </QueryView>
    </section>
  );
}
