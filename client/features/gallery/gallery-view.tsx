// An edition's gallery: the search and filters, the cards, the pages, and each state a visitor can meet
// (loading, unpublished, nothing found, an error). Admins see an unpublished gallery under a banner.
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, EyeOff, FolderOpen } from 'lucide-react';
import { Section } from '@/components/page-hero';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { VoteControl } from '@/features/voting';
import { GalleryFiltersBar } from './gallery-filters';
import { ProjectCard } from './project-card';
import { galleryQueries } from './queries';
import { useGalleryUrl } from './use-gallery-url';
import { useVotingOpen } from './use-voting-open';

export function GalleryUnpublished() {
  return (
    <Card className="p-8 text-center">
      <FolderOpen className="mx-auto size-10 text-brand-violet" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-bold">The gallery opens after the event</h2>
      <p className="mt-2 text-muted-foreground">
        Every team&apos;s project will be here once the organizers publish the gallery.
      </p>
    </Card>
  );
}

export function GalleryView({ slug, basePath }: { slug: string; basePath: string }) {
  const { filters, setFilter, setPage, clear } = useGalleryUrl(basePath);
  const list = useQuery(galleryQueries.list(slug, filters));
  const data = list.data;
  const voting = useVotingOpen(slug);
  const countRef = useRef<HTMLParagraphElement>(null);
  // Another page starts at the top of the results, with focus there (not on a button at the foot).
  const goToPage = (n: number) => {
    setPage(n);
    countRef.current?.focus({ preventScroll: true });
    countRef.current?.scrollIntoView({ block: 'start' });
  };

  if (list.isError && isApiError(list.error) && list.error.status === 404)
    return (
      <Section>
        <GalleryUnpublished />
      </Section>
    );

  const page = data?.page ?? filters.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = !!(filters.q || filters.challenge || filters.prize || filters.tech);

  return (
    <Section>
      {data && !data.published ? (
        <Alert className="mb-6">
          <EyeOff aria-hidden="true" />
          <AlertTitle>Not published</AlertTitle>
          <AlertDescription>
            Visitors do not see this gallery yet: only organizers do. Publish it in the admin&apos;s Event area.
          </AlertDescription>
        </Alert>
      ) : null}
      <GalleryFiltersBar slug={slug} filters={filters} onChange={setFilter} onClear={clear} />
      <p
        ref={countRef}
        tabIndex={-1}
        aria-live="polite"
        className="mt-6 scroll-mt-24 text-sm text-muted-foreground outline-none"
      >
        {data ? `${data.total} ${data.total === 1 ? 'project' : 'projects'}${filtered ? ' found' : ''}` : ''}
      </p>
      {list.isPending ? (
        <div
          className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading projects"
        >
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : null}
      {list.isError ? (
        <QueryErrorAlert
          className="mt-4"
          title="The projects could not be loaded."
          onRetry={list.refetch}
          retrying={list.isFetching}
        />
      ) : null}
      {data && data.items.length === 0 ? (
        <Card className="mt-4 p-8 text-center">
          <h2 className="text-xl font-bold">{filtered ? 'No project matches' : 'No projects yet'}</h2>
          <p className="mt-2 text-muted-foreground">
            {filtered ? 'Try another search or fewer filters.' : 'Submitted projects appear here.'}
          </p>
          {filtered ? (
            <Button type="button" variant="outline" className="mt-4" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </Card>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Projects">
          {data.items.map((p) => (
            <li key={p.id}>
              <ProjectCard
                project={p}
                actions={voting ? <VoteControl slug={slug} projectId={p.id} projectName={p.title} /> : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {data && pages > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-3">
          <Button type="button" variant="outline" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button type="button" variant="outline" disabled={page >= pages} onClick={() => goToPage(page + 1)}>
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </Section>
  );
}
