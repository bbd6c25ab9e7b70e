// /events: every current and archived edition, newest first as the server lists them, each with its dates
// written in its own time zone and a link to its page.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CalendarDays, History } from 'lucide-react';
import { editionPath } from '@shared/paths';
import { PageHero, Section } from '@/components/page-hero';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/use-page-meta';
import { formatEditionDates } from './format';
import { editionQueries } from './queries';
import { EditionStateBadge } from './state-badge';

export default function EventsPage() {
  usePageMeta('Past editions', 'Every edition of the hackathon: its challenges, its teams and its winners.');
  const list = useQuery(editionQueries.list());
  return (
    <>
      <PageHero eyebrow="Hackathon" title="Past editions">
        The current edition and the ones before it: their challenges and their winners.
      </PageHero>
      <Section>
        {list.isPending ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading editions">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-32 w-full" />
              </li>
            ))}
          </ul>
        ) : null}
        {list.isError ? (
          <QueryErrorAlert
            title="The editions could not be loaded."
            onRetry={list.refetch}
            retrying={list.isFetching}
          />
        ) : null}
        {list.data && list.data.length === 0 ? (
          <Card className="p-8 text-center">
            <History className="mx-auto size-10 text-brand-violet" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold">No editions yet</h2>
            <p className="mt-2 text-muted-foreground">The first edition is being prepared. Come back soon.</p>
          </Card>
        ) : null}
        {list.data && list.data.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.map((e) => (
              <li key={e.slug}>
                <Link
                  href={editionPath(e.slug)}
                  className="block h-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Card className="h-full p-5 transition-colors hover:border-brand-cyan/60">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h2 className="text-xl font-bold break-words">{e.name}</h2>
                      <EditionStateBadge state={e.state} />
                    </div>
                    <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
                      <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                      {formatEditionDates(e.startsAt, e.endsAt, e.timeZone)}
                    </p>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
    </>
  );
}
