// /events/{slug}: one edition, read-only: its facts (dates in its own time zone), its challenges and its
// winners. An archived edition offers no registration; the current one links to the spec's own pages.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { CalendarDays, MapPin } from 'lucide-react';
import { categoryOf, type Category } from '@shared/categories';
import type { EditionFacts } from '@shared/schemas/events';
import type { ProblemCard } from '@shared/schemas/problems';
import { editionProjectsPath, paths } from '@shared/paths';
import { PageHero, Section } from '@/components/page-hero';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { WinnersResults } from '@/features/winners';
import { isApiError } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';
import { formatEditionDate, formatEditionDates } from './format';
import { editionQueries } from './queries';
import { EditionStateBadge } from './state-badge';

function Stats({ facts }: { facts: EditionFacts }) {
  const items = [
    { label: 'Teams', value: facts.stats.teams },
    { label: 'Participants', value: facts.stats.participants },
    { label: 'Challenges', value: facts.stats.challenges },
    ...(facts.totalPrize ? [{ label: 'Prize pool', value: facts.totalPrize }] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {items.map((s) => (
        <Card key={s.label} className="p-4">
          <dt className="text-sm text-muted-foreground">{s.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold break-words">{s.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function Challenges({ slug, categories }: { slug: string; categories: Category[] }) {
  const problems = useQuery(editionQueries.problems(slug));
  if (problems.isPending) return <Skeleton className="h-40 w-full" />;
  if (problems.isError)
    return (
      <QueryErrorAlert
        title="The challenges could not be loaded."
        onRetry={problems.refetch}
        retrying={problems.isFetching}
      />
    );
  // The list endpoint answers cards (the options form is for /register only); keep only cards.
  const items: ReadonlyArray<ProblemCard | { id: number; title: string }> = problems.data;
  const cards = items.filter((p): p is ProblemCard => 'category' in p);
  if (cards.length === 0) return <p className="text-muted-foreground">This edition had no challenges.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((p) => (
        <li key={p.id}>
          <Card className="h-full p-5">
            <p className="text-xs font-semibold tracking-wide text-brand-cyan uppercase">
              {categoryOf(categories, p.category).name}
            </p>
            <h3 className="mt-2 text-lg font-bold break-words">{p.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{p.description}</p>
            {p.prize ? <p className="mt-3 text-sm font-semibold">Prize: {p.prize}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Winners({ slug }: { slug: string }) {
  const winners = useQuery(editionQueries.winners(slug));
  if (winners.isPending) return <Skeleton className="h-56 w-full" />;
  if (winners.isError)
    return (
      <QueryErrorAlert
        title="The winners could not be loaded."
        onRetry={winners.refetch}
        retrying={winners.isFetching}
      />
    );
  if (!winners.data.publishedAt) return <p className="text-muted-foreground">The winners have not been announced.</p>;
  return <WinnersResults data={winners.data} />;
}

function CurrentLinks() {
  return (
    <>
      <Button asChild>
        <Link href={paths.register}>Register your team</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={paths.problems}>Explore the challenges</Link>
      </Button>
    </>
  );
}

export default function EditionPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const facts = useQuery(editionQueries.detail(slug));
  const data = facts.data;
  usePageMeta(data?.name ?? 'Edition', data ? data.tagline : 'One edition of the hackathon.');

  if (facts.isPending)
    return (
      <Section>
        <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading the edition">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-32 w-full" />
        </div>
      </Section>
    );
  if (facts.isError) {
    const missing = isApiError(facts.error) && facts.error.status === 404;
    return (
      <Section>
        {missing ? (
          <Card className="p-8 text-center">
            <h1 className="text-2xl font-bold">Edition not found</h1>
            <p className="mt-2 text-muted-foreground">There is no edition at this address.</p>
            <Button asChild variant="outline" className="mt-6">
              <Link href={paths.events}>See all editions</Link>
            </Button>
          </Card>
        ) : (
          <QueryErrorAlert
            title="The edition could not be loaded."
            onRetry={facts.refetch}
            retrying={facts.isFetching}
          />
        )}
      </Section>
    );
  }

  const ev = facts.data;
  return (
    <>
      <PageHero
        eyebrow="Edition"
        title={ev.name}
        actions={
          ev.state === 'current' || ev.galleryPublished ? (
            <>
              {ev.state === 'current' ? <CurrentLinks /> : null}
              {/* Every team's work of the edition, once its organizers published the gallery (issue 33). */}
              {ev.galleryPublished ? (
                <Button asChild variant={ev.state === 'current' ? 'outline' : 'primary'}>
                  <Link href={editionProjectsPath(ev.slug)}>See the projects</Link>
                </Button>
              ) : null}
            </>
          ) : null
        }
      >
        <p>{ev.tagline}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-base">
          <EditionStateBadge state={ev.state} />
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {formatEditionDates(ev.startsAt, ev.endsAt, ev.timeZone)}
          </span>
          {ev.city ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0" aria-hidden="true" /> {ev.city}
            </span>
          ) : null}
        </div>
        {ev.state === 'draft' ? (
          <p className="mt-3 text-sm">Preview: this draft is visible to organizers only.</p>
        ) : null}
      </PageHero>
      <Section id="edition-stats" title="In numbers">
        <Stats facts={ev} />
        <p className="mt-4 text-sm text-muted-foreground">
          Registration {formatEditionDate(ev.registrationOpensAt, ev.timeZone)} –{' '}
          {formatEditionDate(ev.registrationClosesAt, ev.timeZone)} · times in {ev.timeZone}
        </p>
      </Section>
      <Section id="edition-challenges" title="Challenges">
        <Challenges slug={slug} categories={ev.categories} />
      </Section>
      <Section id="edition-winners" title="Winners">
        <Winners slug={slug} />
      </Section>
    </>
  );
}
