// Layout of the legal pages (terms, privacy, cookies): the edition's text (GET /api/content/{page}) as a
// table of contents and numbered sections. A page may add sections of its own (the cookie table, which
// states what the code really stores and so is not the organizers' to edit).
import type { ReactNode } from 'react';
import type { PageName } from '@shared/schemas/pages/index';
import { PageHero } from '@/components/page-hero';
import { PageView } from './pages/page-state';
import { Prose } from './pages/prose';
import { usePage } from './pages/use-page';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function LegalPage({
  page,
  title,
  before = [],
}: {
  page: Extract<PageName, 'terms' | 'privacy' | 'cookies'>;
  title: string;
  /** Sections of the product's own, shown before the organizers' sections. */
  before?: LegalSection[];
}) {
  const query = usePage(page);
  const doc = query.data?.document;
  const sections: LegalSection[] = [
    ...before,
    ...(doc?.sections ?? []).map((s) => ({ id: s.id, title: s.title, body: <Prose html={s.body.html} /> })),
  ];
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        {doc ? <Prose html={doc.intro.html} /> : null}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="On this page" className="h-fit lg:sticky lg:top-24">
          <h2 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">On this page</h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded-md px-2 py-1.5 text-muted-foreground hover:bg-accent hover:text-foreground"
                >
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl space-y-10">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
              <h2 id={`${s.id}-title`} className="text-xl font-bold">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground [&_strong]:text-foreground">
                {s.body}
              </div>
            </section>
          ))}
          <PageView query={query} lines={4}>
            {() => null}
          </PageView>
        </div>
      </div>
    </>
  );
}
