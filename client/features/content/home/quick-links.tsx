import { ArrowRight, BookOpen, Lightbulb, UserPlus } from 'lucide-react';
import type { Phase } from '@shared/phases';
import type { EditionFacts } from '@shared/schemas/events';
import { cn } from '@/lib/utils';
import { SectionSkeleton } from './section-skeleton';
import { SiteLink } from './site-link';
import { isRegisterLink, registerCallsShown } from './register-calls';
import { useHome } from './use-home';

const ICONS = [Lightbulb, BookOpen, UserPlus];
const TINTS = ['from-violet-500/25', 'from-cyan-500/20', 'from-pink-500/20'];

/**
 * Section 3 of the home page: the organizers' cards (challenges, resources, team registration). A card
 * to the registration form shows only while registration is open (issue 24: no "Register now" once
 * hacking has started or the winners are out); before the facts arrive every card shows.
 */
export function QuickLinks({ event, phase }: { event?: EditionFacts; phase?: Phase }) {
  const all = useHome().data?.document.cards;
  if (!all) return <SectionSkeleton label="Get involved" height="h-56" />;
  const cards = registerCallsShown(event, phase) ? all : all.filter((c) => !isRegisterLink(c.href));
  if (cards.length === 0) return null;
  return (
    <section aria-label="Get involved" className="mx-auto max-w-7xl px-4 pb-14 sm:pb-20 sm:px-6 lg:px-8">
      <ul className={cn('grid gap-5', cards.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3')}>
        {cards.map(({ href, title, text, cta }, i) => {
          const Icon = ICONS[i % ICONS.length]!;
          return (
            <li key={`${i}-${href}`}>
              <SiteLink
                href={href}
                className={`group flex h-full flex-col rounded-2xl border border-border bg-gradient-to-br ${TINTS[i % TINTS.length]} to-card p-7 transition-all duration-300 hover:-translate-y-1 hover:border-brand-cyan/50 hover:shadow-glow`}
              >
                <Icon className="size-8 text-brand-cyan" aria-hidden="true" />
                <h3 className="mt-5 text-xl font-bold">{title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                <span className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-cyan">
                  {cta}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                </span>
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
