// /projects/{id}: a project's page (issue 33), or why it cannot be shown.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { EyeOff } from 'lucide-react';
import { PageHero, Section } from '@/components/page-hero';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@shared/paths';
import { isApiError } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';
import { VoteControl } from '@/features/voting';
import { galleryQueries } from './queries';
import { ProjectView } from './project-view';
import { useVotingOpen } from './use-voting-open';

export default function ProjectDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const n = Number(id);
  const valid = Number.isInteger(n) && n > 0;
  const project = useQuery({ ...galleryQueries.project(n), enabled: valid });
  const p = project.data;
  const voting = useVotingOpen(p?.edition.slug ?? '');
  usePageMeta(
    p ? `${p.title} by ${p.teamName}` : 'Project',
    p ? `${p.title} by ${p.teamName}, a project of ${p.edition.name}.` : undefined,
  );

  if (!valid || (project.isError && isApiError(project.error) && project.error.status === 404))
    return (
      <Section>
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold">Project not found</h1>
          <p className="mt-2 text-muted-foreground">It may be unpublished, or its team keeps it out of the gallery.</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href={paths.projects}>Browse the projects</Link>
          </Button>
        </Card>
      </Section>
    );
  if (project.isError)
    return (
      <Section>
        <QueryErrorAlert
          title="The project could not be loaded."
          onRetry={project.refetch}
          retrying={project.isFetching}
        />
      </Section>
    );
  if (!p)
    return (
      <Section>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-64 w-full" />
      </Section>
    );
  return (
    <>
      <PageHero eyebrow={p.edition.name} title={p.title}>
        by {p.teamName}
        {p.challenge ? <> · {p.challenge}</> : null}
      </PageHero>
      {!p.published ? (
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
          <Alert>
            <EyeOff aria-hidden="true" />
            <AlertTitle>Not published</AlertTitle>
            <AlertDescription>
              Visitors do not see this page: the gallery is not published, or the team keeps the project out of it.
            </AlertDescription>
          </Alert>
        </div>
      ) : null}
      <ProjectView
        project={p}
        actions={
          voting && p.published ? (
            <VoteControl slug={p.edition.slug} projectId={p.id} projectName={p.title} />
          ) : undefined
        }
      />
    </>
  );
}
