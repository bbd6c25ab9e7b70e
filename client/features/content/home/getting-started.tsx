import { useEffect, useState, type CSSProperties } from 'react';
import { ArrowRight, Hammer, Lightbulb, Presentation, UserPlus } from 'lucide-react';
import { TIMINGS } from '@shared/constants';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';
import { SectionSkeleton } from './section-skeleton';
import type { Phase } from '@shared/phases';
import type { EditionFacts } from '@shared/schemas/events';
import { isRegisterLink, registerCallsShown } from './register-calls';
import { SiteLink } from './site-link';
import { useHome, type HomeDocument } from './use-home';

const ICONS = [UserPlus, Lightbulb, Hammer, Presentation];

/**
 * The active step cycles 1 → 4 → 1 every 4 seconds (spec §4) or is set by a click, which restarts the
 * 4 seconds. Hovering or focusing the steps pauses the cycle so nobody loses the text they are reading.
 */
export function useCyclingStep(count: number, intervalMs: number) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const id = window.setTimeout(() => setActive((a) => (a + 1) % count), intervalMs);
    return () => window.clearTimeout(id);
  }, [active, paused, count, intervalMs]);
  return { active, setActive, paused, setPaused };
}

/** The steps stay as the way the event works; a step's link to /register shows only while it takes teams. */
export function GettingStarted({ event, phase }: { event?: EditionFacts; phase?: Phase }) {
  const section = useHome().data?.document.gettingStarted;
  if (!section || section.steps.length === 0) return <SectionSkeleton label="Getting Started" height="h-96" />;
  return <Steps section={section} registering={registerCallsShown(event, phase)} />;
}

function Steps({ section, registering }: { section: HomeDocument['gettingStarted']; registering: boolean }) {
  const steps = section.steps;
  const { active: cycled, setActive, paused, setPaused } = useCyclingStep(steps.length, TIMINGS.gettingStartedMs);
  const active = cycled % steps.length;
  const step = steps[active]!;
  const StepIcon = ICONS[active % ICONS.length]!;
  return (
    <section aria-labelledby="getting-started-title" className="mx-auto max-w-7xl px-4 py-14 sm:py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="getting-started-title"
        eyebrow="How it works"
        title={section.title}
        lead={section.lead || undefined}
      />
      <div
        className="mt-12 grid gap-6 lg:grid-cols-[1fr_1.2fr]"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
        }}
      >
        <ol className="grid gap-3" aria-label="Steps">
          {steps.map((s, i) => {
            const Icon = ICONS[i % ICONS.length]!;
            const isActive = i === active;
            return (
              <li key={`${i}-${s.title}`}>
                <button
                  type="button"
                  onClick={() => setActive(i)}
                  aria-current={isActive ? 'step' : undefined}
                  aria-controls="getting-started-panel"
                  className={cn(
                    'relative flex w-full items-center gap-4 overflow-hidden rounded-2xl border p-4 text-left transition-all duration-300',
                    isActive
                      ? 'border-brand-violet/70 bg-primary/15 shadow-glow'
                      : 'border-border bg-card/70 hover:border-brand-violet/40',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-11 shrink-0 items-center justify-center rounded-xl',
                      isActive ? 'bg-brand-gradient text-white' : 'bg-muted text-muted-foreground',
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold tracking-wider text-brand-cyan uppercase">
                      Step {i + 1}
                    </span>
                    <span className="block font-bold">{s.title}</span>
                  </span>
                  {isActive ? (
                    <span
                      key={`progress-${active}`}
                      aria-hidden="true"
                      data-paused={paused ? '' : undefined}
                      style={{ '--hk-step-ms': `${TIMINGS.gettingStartedMs}ms` } as CSSProperties}
                      className="hk-progress absolute inset-x-0 bottom-0 h-0.5 bg-gradient-to-r from-brand-violet to-brand-cyan"
                    />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
        <div
          id="getting-started-panel"
          className="relative flex flex-col justify-center overflow-hidden rounded-3xl border border-border bg-[linear-gradient(140deg,#1d1246,#0e1428_60%)] p-8 sm:p-10"
        >
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-16 size-64 rounded-full bg-[radial-gradient(closest-side,rgb(34_211_238/0.2),transparent)]"
          />
          <div key={active} className="relative animate-fade-in">
            <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">
              Step {active + 1} of {steps.length}
            </p>
            <h3 className="mt-3 flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
              <StepIcon className="size-8 text-brand-violet" aria-hidden="true" />
              {step.title}
            </h3>
            <p className="mt-4 text-lg leading-relaxed text-slate-300">{step.text}</p>
            {registering || !isRegisterLink(step.ctaHref) ? (
              <SiteLink
                href={step.ctaHref}
                className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-cyan hover:underline"
              >
                {step.ctaLabel} <ArrowRight className="size-4" aria-hidden="true" />
              </SiteLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
