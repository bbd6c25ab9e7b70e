// /projects: the current edition's projects gallery.
import { PageHero } from '@/components/page-hero';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@shared/paths';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import { GalleryView } from './gallery-view';

export default function GalleryPage() {
  const event = useEvent();
  usePageMeta('Projects', "Every team's project: browse by challenge, prize and technology.");
  const ev = event.data;
  return (
    <>
      <PageHero eyebrow={ev?.name ?? 'Hackathon'} title="Projects">
        What every team built: search by title, team or technology, or narrow the list with the filters.
      </PageHero>
      {ev ? (
        <GalleryView slug={ev.slug} basePath={paths.projects} />
      ) : (
        <Skeleton className="mx-auto my-10 h-56 max-w-7xl" />
      )}
    </>
  );
}
