// /winners: the winners the organizers announced (overall podium and each challenge's best team), or
// when they will be announced.
import { useQuery } from '@tanstack/react-query';
import { winnerQueries } from './queries';
import { Link } from 'wouter';
import { Medal } from 'lucide-react';
import { PageHero, Section } from '@/components/page-hero';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@shared/paths';
import { formatDate, formatLongDate } from '@/lib/format';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import { WinnersResults } from './winners-results';

export default function WinnersPage() {
  usePageMeta('Winners', 'The winning teams of the hackathon, overall and for each challenge.');
  const winners = useQuery(winnerQueries.published());
  const event = useEvent();
  const data = winners.data;
  return (
    <>
      <PageHero
        eyebrow={event.data?.name ?? 'Hackathon'}
        title="Winners"
        actions={
          // The winners among every team's project, once the organizers published the gallery (issue 33).
          event.data?.galleryPublished ? (
            <Button asChild variant="outline">
              <Link href={paths.projects}>Browse every project</Link>
            </Button>
          ) : null
        }
      >
        {data?.publishedAt
          ? `Announced ${formatLongDate(data.publishedAt)}. Congratulations to every team that built something.`
          : 'The teams the judges ranked highest, overall and for each challenge.'}
      </PageHero>
      <Section>
        {winners.isPending ? (
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-56 w-full" />
            ))}
          </div>
        ) : null}
        {winners.isError ? (
          <QueryErrorAlert
            title="The winners could not be loaded."
            onRetry={winners.refetch}
            retrying={winners.isFetching}
          />
        ) : null}
        {data && !data.publishedAt ? (
          <Card className="p-8 text-center">
            <Medal className="mx-auto size-10 text-brand-violet" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold">Winners not announced yet</h2>
            <p className="mt-2 text-muted-foreground">
              {event.data
                ? `The judges announce the winners on ${formatDate(event.data.winnersAnnouncedAt)}.`
                : 'The judges announce the winners after the submission deadline.'}
            </p>
            <Button asChild variant="outline" className="mt-6">
              <Link href={paths.problems}>Explore the challenges</Link>
            </Button>
          </Card>
        ) : null}
        {data?.publishedAt ? <WinnersResults data={data} /> : null}
      </Section>
    </>
  );
}
