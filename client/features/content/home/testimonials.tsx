import { Quote } from 'lucide-react';
import type { Testimonial } from '@shared/schemas/pages/index';
import { SectionHeading } from './section-heading';
import { SectionSkeleton } from './section-skeleton';
import { useHome } from './use-home';

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-border bg-card/80 p-7">
      <Quote className="size-8 text-brand-violet" aria-hidden="true" />
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-200">“{t.quote}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-gradient font-bold text-white"
        >
          {initials(t.name)}
        </span>
        <span>
          <span className="block font-semibold">{t.name}</span>
          <span className="block text-sm text-muted-foreground">{t.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Section 8: three participant testimonials. */
export function Testimonials() {
  const section = useHome().data?.document.testimonials;
  if (!section) return <SectionSkeleton label="Testimonials" />;
  if (section.items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-14 sm:py-20 sm:px-6 lg:px-8">
      <SectionHeading id="testimonials-title" eyebrow={section.eyebrow} title={section.title} />
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {section.items.slice(0, 3).map((t, i) => (
          <li key={`${i}-${t.name}`}>
            <TestimonialCard t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}
