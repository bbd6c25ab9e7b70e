// The event's five milestones from the event row (home and About). Past milestones are checked; the next
// one is highlighted. Spec §4: the highlight starts on phase 1 and moves on after 1 second; here it moves
// on, one phase a second, until it reaches the milestone that is really next.
import { useEffect, useState } from 'react';
import { Check } from 'lucide-react';
import { TIMINGS } from '@shared/constants';
import type { PublicEvent } from '@shared/schemas/content';
import { eventTime } from '@/lib/zoned-time';
import { eventMilestones } from '@/lib/use-event';
import { cn } from '@/lib/utils';

/** Index of the first milestone still ahead (the length of the list once all are past). */
export function nextMilestoneIndex(dates: string[], now = Date.now()): number {
  const i = dates.findIndex((d) => Date.parse(d) > now);
  return i === -1 ? dates.length : i;
}

function useStepUpTo(target: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= target) return;
    const id = window.setTimeout(() => setShown((s) => s + 1), TIMINGS.timelineSecondHighlightMs);
    return () => window.clearTimeout(id);
  }, [shown, target]);
  return Math.min(shown, target);
}

export function EventTimeline({ event }: { event: PublicEvent & { timeZone?: string } }) {
  const phases = eventMilestones(event);
  const next = nextMilestoneIndex(phases.map((p) => p.date));
  // The highlight walks from phase 1 to the next milestone (or stays on the last once all are past).
  const highlighted = useStepUpTo(Math.min(next, phases.length - 1));
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="absolute top-11 right-[10%] left-[10%] hidden h-0.5 bg-gradient-to-r from-brand-violet via-brand-cyan to-pink-500 opacity-40 md:block"
      />
      <ol className="relative grid gap-4 md:grid-cols-5 md:gap-3">
        {phases.map((p, i) => {
          const past = i < next;
          const active = i === highlighted;
          return (
            <li
              key={p.id}
              aria-current={i === next ? 'step' : undefined}
              data-highlighted={active ? '' : undefined}
              className={cn(
                'relative flex gap-4 rounded-2xl border p-5 transition-all duration-500 md:flex-col md:items-center md:text-center',
                active
                  ? 'border-brand-violet/70 bg-primary/15 shadow-glow md:-translate-y-1'
                  : 'border-border bg-card/70',
              )}
            >
              <span
                className={cn(
                  'relative z-10 flex size-12 shrink-0 items-center justify-center rounded-full border-2 text-lg font-bold',
                  past
                    ? 'border-emerald-400 bg-emerald-500/15 text-emerald-300'
                    : active
                      ? 'border-brand-violet bg-brand-gradient text-white'
                      : 'border-border bg-background text-muted-foreground',
                )}
              >
                {past ? (
                  <>
                    <Check className="size-5" aria-hidden="true" />
                    <span className="sr-only">Done:</span>
                  </>
                ) : (
                  i + 1
                )}
              </span>
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wider text-brand-cyan uppercase">
                  <time dateTime={p.date}>{eventTime(p.date, event)}</time>
                </p>
                <h3 className="mt-1 font-bold">{p.phase}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{p.description}</p>
                {i === next ? <p className="mt-2 text-xs font-semibold text-brand-violet">Up next</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
