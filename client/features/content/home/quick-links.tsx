import { Link } from 'wouter';
import { ArrowRight, BookOpen, Lightbulb, UserPlus } from 'lucide-react';
import type { PublicEvent } from '@shared/schemas/content';
import { paths } from '@shared/paths';

/** Section 3 of the home page: three cards for challenges, resources and team registration. */
export function QuickLinks({ event }: { event?: PublicEvent }) {
  const cards = [
    {
      href: paths.problems,
      icon: Lightbulb,
      title: 'Explore the challenges',
      text: event
        ? `${event.stats.challenges} real-world problems across five categories, from AI to healthcare.`
        : 'Real-world problems across five categories, from AI to healthcare.',
      cta: 'View challenges',
      tint: 'from-violet-500/25',
    },
    {
      href: paths.resources,
      icon: BookOpen,
      title: 'Level up with resources',
      text: 'Documentation, tutorials, starter projects and hackathon tips picked by our mentors.',
      cta: 'Browse resources',
      tint: 'from-cyan-500/20',
    },
    {
      href: paths.register,
      icon: UserPlus,
      title: 'Register your team',
      text: event
        ? `Teams of ${event.teamSizeMin} to ${event.teamSizeMax}. Free to enter, open to everyone aged 13 and over.`
        : 'Free to enter, open to everyone aged 13 and over.',
      cta: 'Register now',
      tint: 'from-pink-500/20',
    },
  ];
  return (
    <section aria-label="Get involved" className="mx-auto max-w-7xl px-4 pb-14 sm:pb-20 sm:px-6 lg:px-8">
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map(({ href, icon: Icon, title, text, cta, tint }) => (
          <li key={href}>
            <Link
              href={href}
              className={`group flex h-full flex-col rounded-2xl border border-border bg-gradient-to-br ${tint} to-card p-7 transition-all duration-300 hover:-translate-y-1 hover:border-brand-cyan/50 hover:shadow-glow`}
            >
              <Icon className="size-8 text-brand-cyan" aria-hidden="true" />
              <h3 className="mt-5 text-xl font-bold">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              <span className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-cyan">
                {cta}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
