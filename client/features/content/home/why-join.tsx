import { Briefcase, Rocket, Trophy, Users } from 'lucide-react';
import type { PublicEvent } from '@shared/schemas/content';
import { SectionHeading } from './section-heading';
import { SectionSkeleton } from './section-skeleton';
import { useHome } from './use-home';

/** Icons by position: the organizers' benefits carry words, the page its own decoration. */
const ICONS = [Trophy, Briefcase, Users, Rocket];

/** Section 2: the benefit cards (the edition's home document; the prize pool is a placeholder there). */
export function WhyJoin(_props: { event?: PublicEvent }) {
  const section = useHome().data?.document.whyJoin;
  if (!section) return <SectionSkeleton label="Why join" />;
  return (
    <section aria-labelledby="why-join-title" className="mx-auto max-w-7xl px-4 py-14 sm:py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="why-join-title"
        eyebrow={section.eyebrow}
        title={section.title}
        lead={section.lead || undefined}
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {section.benefits.map(({ title, text }, i) => {
          const Icon = ICONS[i % ICONS.length]!;
          return (
            <li
              key={`${i}-${title}`}
              className="group relative overflow-hidden rounded-2xl border border-border bg-card/80 p-6 transition-all duration-300 hover:-translate-y-1 hover:border-brand-violet/50 hover:shadow-glow"
            >
              <div
                aria-hidden="true"
                className="absolute -top-10 -right-10 size-32 rounded-full bg-[radial-gradient(closest-side,rgb(124_58_237/0.25),transparent)] transition-transform duration-500 group-hover:scale-150"
              />
              <div className="relative flex size-12 items-center justify-center rounded-xl bg-brand-gradient shadow-glow">
                <Icon className="size-6 text-white" aria-hidden="true" />
              </div>
              <h3 className="relative mt-5 text-lg font-bold">{title}</h3>
              <p className="relative mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
