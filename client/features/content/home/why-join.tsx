import type { PublicEvent } from '@shared/schemas/content';
import { BENEFITS } from '../data/home';
import { SectionHeading } from './section-heading';

export function WhyJoin({ event }: { event?: PublicEvent }) {
  return (
    <section aria-labelledby="why-join-title" className="mx-auto max-w-7xl px-4 py-14 sm:py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="why-join-title"
        eyebrow="Why Join"
        title={<>More than a competition</>}
        lead="Whether you are shipping your first project or your fiftieth, the hackathon is the fastest way to learn, meet great people and get noticed."
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }, i) => (
          <li
            key={title}
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
            <p className="relative mt-2 text-sm leading-relaxed text-muted-foreground">
              {text}
              {i === 0 && event ? ` The prize pool totals ${event.totalPrize}.` : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
