import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Trophy } from 'lucide-react';
import type { ProblemCard } from '@shared/schemas/problems';
import { problemQueries } from '@/features/problems';
import { paths, problemPath } from '@shared/paths';
import { DifficultyStars } from '@/components/difficulty-stars';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SectionHeading } from './section-heading';
import { useHome, type HomeDocument } from './use-home';
import { useEvent } from '@/lib/use-event';

/** The organizers' picks for a category (slugs, in order), else its first three challenges. */
export function picksFor(
  all: ProblemCard[],
  category: string,
  picks: HomeDocument['challengePicks']['categories'] | undefined,
): ProblemCard[] {
  const slugs = picks?.find((p) => p.category === category)?.slugs ?? [];
  if (slugs.length > 0) return slugs.flatMap((slug) => all.filter((p) => p.slug === slug && p.category === category));
  return all.filter((p) => p.category === category).slice(0, PER_CATEGORY);
}

const PER_CATEGORY = 3;

function ChallengeTile({ problem }: { problem: ProblemCard }) {
  return (
    <li>
      <Link
        href={problemPath(problem.slug)}
        className="group flex h-full flex-col rounded-2xl border border-border bg-card/80 p-6 transition-all duration-300 hover:-translate-y-1 hover:border-brand-violet/50 hover:shadow-glow"
      >
        <h3 className="text-lg font-bold group-hover:text-brand-cyan">{problem.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-muted-foreground">{problem.description}</p>
        <div className="mt-5 flex items-center justify-between gap-3 border-t border-border pt-4">
          <DifficultyStars value={problem.difficulty} />
          <span className="inline-flex items-center gap-1.5 font-bold text-amber-300">
            <Trophy className="size-4" aria-hidden="true" />
            {problem.prize}
          </span>
        </div>
      </Link>
    </li>
  );
}

/** Section 6: the edition's categories (full names, DESIGN D18), three challenges each, from the database. */
export function ChallengeTabs() {
  const list = useQuery(problemQueries.list());
  const section = useHome().data?.document.challengePicks;
  const categories = useEvent().data?.categories ?? [];
  return (
    <section aria-labelledby="choose-title" className="mx-auto max-w-7xl px-4 py-14 sm:py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="choose-title"
        eyebrow="Challenges"
        title={section?.title ?? 'Choose Your Challenge'}
        lead={section ? section.lead || undefined : undefined}
      />
      {/* Keyed by the first category: the default tab is read on mount, after the facts arrive. */}
      <Tabs key={categories[0]?.key ?? ''} defaultValue={categories[0]?.key} className="mt-10 items-center">
        <TabsList aria-label="Challenge categories" className="max-w-full flex-wrap justify-center sm:flex-nowrap">
          {categories.map((c) => (
            <TabsTrigger key={c.key} value={c.key}>
              {c.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {categories.map((c) => (
          <TabsContent key={c.key} value={c.key} className="mt-6 w-full">
            <QueryView
              query={list}
              loading={
                <ul className="grid gap-5 md:grid-cols-3" aria-label="Loading challenges">
                  {Array.from({ length: PER_CATEGORY }, (_, i) => (
                    <li key={i}>
                      <Skeleton className="h-52 rounded-2xl" />
                    </li>
                  ))}
                </ul>
              }
              error={{ title: 'The challenges could not be loaded.' }}
            >
              {(all) => {
                const items = picksFor(all, c.key, section?.categories);
                return items.length === 0 ? (
                  <p className="rounded-2xl border border-border bg-card/80 p-10 text-center text-muted-foreground">
                    No challenges in this category yet.
                  </p>
                ) : (
                  <ul className="grid gap-5 md:grid-cols-3">
                    {items.map((p) => (
                      <ChallengeTile key={p.id} problem={p} />
                    ))}
                  </ul>
                );
              }}
            </QueryView>
          </TabsContent>
        ))}
      </Tabs>
      <div className="mt-10 text-center">
        <Button asChild variant="outline" size="lg">
          <Link href={paths.problems}>
            See all challenges <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
