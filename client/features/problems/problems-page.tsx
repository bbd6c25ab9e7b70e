import { useLocation, useSearch } from 'wouter';
import { SearchX } from 'lucide-react';
import { categoryCount, type Category } from '@shared/categories';
import { paths } from '@shared/paths';
import { PageHero } from '@/components/page-hero';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/use-page-meta';
import { useEvent } from '@/lib/use-event';
import { useQuery } from '@tanstack/react-query';
import { problemQueries } from './queries';
import { NewsTicker } from './news-ticker';
import { ProblemCard } from './problem-card';

const ALL = 'all';

/** The tab of the URL's ?category=, when it is one of the edition's; all otherwise. */
function readFilter(search: string, categories: readonly Category[]): string {
  const value = new URLSearchParams(search).get('category');
  return value && categories.some((c) => c.key === value) ? value : ALL;
}

/** Problems list (spec §2; DESIGN D3: the tabs really filter). The chosen tab lives in the URL (?category=). */
export default function ProblemsPage() {
  const categories = useEvent().data?.categories ?? [];
  usePageMeta(
    'Problems',
    categories.length
      ? `Browse the challenges in ${categories.map((c) => c.short).join(', ')}, with difficulty, prize and live team counts.`
      : 'Browse the challenges, with difficulty, prize and live team counts.',
  );
  const list = useQuery(problemQueries.list());
  const { data } = list;
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = readFilter(search, categories);

  function choose(value: string) {
    navigate(value === ALL ? paths.problems : `${paths.problems}?category=${value}`, { replace: true });
  }

  const tabs: Array<{ value: string; label: string }> = [
    { value: ALL, label: 'All' },
    ...categories.map((c) => ({ value: c.key, label: c.short })),
  ];

  return (
    <>
      <PageHero eyebrow="Problems" title="Problem statements">
        <p>
          {/* Counted from the edition's own tracks: "from three categories", or none said before they load. */}
          {categories.length > 1 ? `Real problems from ${categoryCount(categories.length)}. ` : 'Real problems. '}
          Pick the one your team wants to solve, check its difficulty and prize, and see how many teams are already in.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <NewsTicker />
        <Tabs value={filter} onValueChange={choose} className="mt-8 gap-6">
          <TabsList aria-label="Filter by category" className="w-full flex-wrap justify-start sm:w-fit">
            {tabs.map((t) => {
              const count = data
                ? t.value === ALL
                  ? data.length
                  : data.filter((p) => p.category === t.value).length
                : null;
              return (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                  {count !== null ? (
                    <span className="rounded-full bg-white/10 px-1.5 text-xs tabular-nums">{count}</span>
                  ) : (
                    // Holds the count's width while the list loads: the tabs do not re-wrap when it arrives.
                    <span aria-hidden="true" className="invisible rounded-full px-1.5 text-xs tabular-nums">
                      0
                    </span>
                  )}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {tabs.map((t) => (
            <TabsContent key={t.value} value={t.value} className="pb-16">
              <QueryView
                query={list}
                loading={
                  <div
                    className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
                    role="status"
                    aria-busy="true"
                    aria-label="Loading challenges"
                  >
                    {Array.from({ length: 6 }, (_, i) => (
                      <Skeleton key={i} className="h-72 rounded-2xl" />
                    ))}
                  </div>
                }
                error={{
                  title: 'The challenges could not be loaded.',
                  description: 'Check your connection and try again.',
                }}
              >
                {(all) => {
                  const items = all.filter((p) => t.value === ALL || p.category === t.value);
                  return items.length === 0 ? (
                    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card/80 p-10 text-center">
                      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
                      <p className="font-semibold">No challenges in this category yet.</p>
                      <Button variant="outline" onClick={() => choose(ALL)}>
                        Show all challenges
                      </Button>
                    </div>
                  ) : (
                    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                      {items.map((p) => (
                        <li key={p.id}>
                          <ProblemCard problem={p} categories={categories} />
                        </li>
                      ))}
                    </ul>
                  );
                }}
              </QueryView>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </>
  );
}
