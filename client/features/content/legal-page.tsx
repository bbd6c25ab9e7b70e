// Layout of the legal pages (terms, privacy, cookies): a table of contents and numbered sections.
import type { ReactNode } from 'react';
import { PageHero } from '@/components/page-hero';
import { useEvent } from '@/lib/use-event';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The organizers' contact address from the event row, as a mailto link. */
export function ContactEmail() {
  const { data: event } = useEvent();
  if (!event) return <>the organizers (see the Contact page)</>;
  return (
    <a href={`mailto:${event.contactEmail}`} className="font-medium text-brand-cyan hover:underline">
      {event.contactEmail}
    </a>
  );
}

export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        {intro}
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
              <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground [&_strong]:text-foreground [&_ul.bullets]:list-disc [&_ul.bullets]:space-y-1.5 [&_ul.bullets]:pl-5">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
