import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { FileText, KeyRound, Rocket, Scale, Search, SearchX, Send, Users, Wrench, X } from 'lucide-react';
import { paths } from '@shared/paths';
import { PageHero, Section } from '@/components/page-hero';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { plural } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { cn } from '@/lib/utils';
import { searchArticles } from './pages/help-search';
import { PageView } from './pages/page-state';
import { Prose } from './pages/prose';
import { usePage, type ServedPage } from './pages/use-page';

/** The categories' icons, in the order the organizers list them. */
const ICONS = [Rocket, Users, KeyRound, Send, Scale, Wrench];

type HelpDocument = ServedPage<'help'>;
const PAGE_STATE_LAYOUT = 'mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8';

/** Help centre (spec §2; DESIGN D3: the search really filters the articles and says when nothing matches). */
export default function HelpPage() {
  usePageMeta(
    'Help Centre',
    'Search help articles about registration, teams, sign-in, submissions, judging and technical problems.',
  );
  const page = usePage('help');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [open, setOpen] = useState('');
  const searchId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  const doc = page.data?.document;
  const results = useMemo(() => searchArticles(doc?.articles ?? [], query, category), [doc, query, category]);
  const filtering = query.trim() !== '' || category !== null;
  const categoryTitle = doc?.categories.find((c) => c.id === category)?.title;

  function openArticle(id: string) {
    setQuery('');
    setCategory(null);
    setOpen(id);
    requestAnimationFrame(() => resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }

  return (
    <>
      <PageHero eyebrow="Help centre" title={doc?.title ?? 'How can we help?'}>
        {doc?.intro ? <p>{doc.intro}</p> : null}
        <form role="search" onSubmit={(e) => e.preventDefault()} className="relative mt-2 max-w-2xl">
          <label htmlFor={searchId} className="sr-only">
            Search help articles
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search articles, e.g. password, submit, team size"
            className="h-14 rounded-xl pr-12 pl-12 text-base"
          />
          {query ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-3 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </form>
      </PageHero>

      <PageView query={page} lines={6} className={PAGE_STATE_LAYOUT}>
        {({ document }) => (
          <HelpBody
            document={document}
            {...{
              category,
              setCategory,
              results,
              filtering,
              categoryTitle,
              query,
              setQuery,
              open,
              setOpen,
              resultsRef,
              openArticle,
            }}
          />
        )}
      </PageView>
    </>
  );
}

function HelpBody({
  document,
  category,
  setCategory,
  results,
  filtering,
  categoryTitle,
  query,
  setQuery,
  open,
  setOpen,
  resultsRef,
  openArticle,
}: {
  document: HelpDocument;
  category: string | null;
  setCategory: (c: string | null) => void;
  results: HelpDocument['articles'];
  filtering: boolean;
  categoryTitle: string | undefined;
  query: string;
  setQuery: (q: string) => void;
  open: string;
  setOpen: (id: string) => void;
  resultsRef: React.RefObject<HTMLDivElement | null>;
  openArticle: (id: string) => void;
}) {
  return (
    <>
      <Section id="categories" title="Browse by category">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {document.categories.map(({ id, title, description }, index) => {
            const Icon = ICONS[index % ICONS.length]!;
            const count = document.articles.filter((a) => a.category === id).length;
            const selected = category === id;
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setCategory(selected ? null : id)}
                  className={cn(
                    'flex h-full w-full items-start gap-4 rounded-2xl border p-5 text-left transition-all',
                    selected
                      ? 'border-brand-violet/70 bg-primary/15 shadow-glow'
                      : 'border-border bg-card/80 hover:border-brand-violet/40',
                  )}
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-gradient">
                    <Icon className="size-5 text-white" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-bold">{title}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
                    <span className="mt-2 block text-xs font-medium text-brand-cyan">{count} articles</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </Section>

      <div ref={resultsRef} className="scroll-mt-20">
        <Section className="pt-0 sm:pt-0">
          <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
            <div>
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 className="text-2xl font-bold tracking-tight">
                  {filtering ? `Articles${categoryTitle ? ` in ${categoryTitle}` : ''}` : 'All articles'}
                </h2>
                <p role="status" className="text-sm text-muted-foreground">
                  {plural(results.length, 'article')}
                  {query.trim() ? ` matching “${query.trim()}”` : ''}
                </p>
              </div>
              {results.length === 0 ? (
                <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-border bg-card/80 p-10 text-center">
                  <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
                  <p className="font-semibold">
                    No articles match “{query.trim()}”{categoryTitle ? ` in ${categoryTitle}` : ''}.
                  </p>
                  <p className="text-sm text-muted-foreground">Try other words, or ask the support team directly.</p>
                  <div className="flex flex-wrap justify-center gap-2">
                    <Button
                      variant="outline"
                      onClick={() => {
                        setQuery('');
                        setCategory(null);
                      }}
                    >
                      Clear search
                    </Button>
                    <Button asChild>
                      <Link href={paths.support}>Contact support</Link>
                    </Button>
                  </div>
                </div>
              ) : (
                <Accordion
                  type="single"
                  collapsible
                  value={open}
                  onValueChange={setOpen}
                  className="mt-6 rounded-2xl border border-border bg-card/80 px-5 sm:px-6"
                >
                  {results.map((a) => (
                    <AccordionItem key={a.id} value={a.id}>
                      <AccordionTrigger className="text-base">
                        <span className="flex items-center gap-3">
                          <FileText className="size-4 shrink-0 text-brand-violet" aria-hidden="true" />
                          {a.title}
                        </span>
                      </AccordionTrigger>
                      <AccordionContent className="text-[0.95rem]">
                        <Prose html={a.body.html} />
                      </AccordionContent>
                    </AccordionItem>
                  ))}
                </Accordion>
              )}
            </div>

            <aside aria-labelledby="popular-title" className="h-fit rounded-2xl border border-border bg-card/80 p-6">
              <h2 id="popular-title" className="text-lg font-bold">
                Popular articles
              </h2>
              <ul className="mt-4 space-y-1">
                {document.popular.map((id) => {
                  const a = document.articles.find((x) => x.id === id);
                  if (!a) return null;
                  return (
                    <li key={id}>
                      <button
                        type="button"
                        onClick={() => openArticle(id)}
                        className="w-full rounded-md px-2 py-2 text-left text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                      >
                        {a.title}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <div className="mt-6 border-t border-border pt-5 text-sm text-muted-foreground">
                Can’t find what you need?{' '}
                <Link href={paths.support} className="font-semibold text-brand-cyan hover:underline">
                  Contact support
                </Link>
              </div>
            </aside>
          </div>
        </Section>
      </div>
    </>
  );
}
