import { CalendarDays } from 'lucide-react';
import type { EditionFacts } from '@shared/schemas/events';
import { placeLabel } from '@shared/event-mode';
import type { Phase } from '@shared/phases';
import { Skeleton } from '@/components/ui/skeleton';
import { hoursBetween } from '@/lib/format';
import { cn } from '@/lib/utils';
import { eventDate } from '@/lib/zoned-time';
import { prerenderedFill } from '@/lib/prerendered-fill';
import { FloatingShapes } from './floating-shapes';
import { HeroPhase, PhaseBadge } from './hero-phase';

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse text-center">
      <dt className="mt-1 text-xs font-medium tracking-wider text-muted-foreground uppercase">{label}</dt>
      <dd className="text-2xl font-extrabold text-white sm:text-3xl">{value}</dd>
    </div>
  );
}

/** The line under the name: always in the page (the server fills its slot), shown when it has words. */
function HeroLine({ text }: { text: string }) {
  return (
    // Hidden by CSS while empty, not by a class: the server fills the prerendered copy's text only.
    <span data-fill="hero-line" className="mt-3 block text-3xl font-extrabold text-white empty:hidden sm:text-5xl">
      {text}
    </span>
  );
}

/** Section 1: the event's name and tagline, then what the current phase calls for (hero-phase.tsx). */
export function Hero({ event, phase, loading }: { event?: EditionFacts; phase?: Phase; loading: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate -mt-16 overflow-hidden pt-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(135deg,#1e1147_0%,#0b1230_45%,#062a3a_100%)]"
      />
      <div
        aria-hidden="true"
        className="hk-glow absolute -top-40 left-1/2 -z-10 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(124_58_237/0.55),transparent)] blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]"
      />
      <FloatingShapes />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-32 bg-gradient-to-b from-transparent to-background"
      />

      <div className="relative mx-auto flex max-w-5xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28 lg:px-8">
        {event && phase ? <PhaseBadge event={event} phase={phase} /> : <Skeleton className="h-8 w-64 rounded-full" />}

        <h1
          id="hero-title"
          className="mt-8 max-w-full text-5xl leading-[1.05] font-black tracking-tight text-balance break-words sm:text-7xl"
        >
          {/* The heading is the page's largest paint. The server writes the event's name into the
              prerendered page (server/prerender-fill.ts), and until the event arrives the app shows the name
              it found there: the heading keeps the size of the first paint, which stays the largest one. */}
          <span className="text-gradient" data-fill="event-name">
            {event ? event.name : (prerenderedFill('event-name') ?? 'The online hackathon')}
          </span>
          {/* The organizers' line (the demo's "Build. Compete. Win."), filled by the server like the name. */}
          <HeroLine text={event ? event.heroLine : (prerenderedFill('hero-line') ?? '')} />
        </h1>

        {event ? (
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{event.tagline}</p>
        ) : (
          <div className="mt-6 w-full max-w-xl space-y-2" aria-hidden="true">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="mx-auto h-5 w-3/4" />
          </div>
        )}

        {event ? (
          <p className="mt-4 inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <CalendarDays className="size-4 text-brand-cyan" aria-hidden="true" />
            {eventDate(event.startsAt, event)} – {eventDate(event.endsAt, event)} · {placeLabel(event)} ·{' '}
            {hoursBetween(event.startsAt, event.endsAt)} hours
          </p>
        ) : null}

        {event && phase ? (
          <HeroPhase event={event} phase={phase} />
        ) : loading ? (
          // The registration phase's layout (buttons, the solo link, the countdown), so nothing moves when
          // the facts arrive on the spec's demo.
          <div className="flex w-full flex-col items-center" aria-hidden="true">
            <Skeleton className="mt-10 h-12 w-full rounded-md sm:w-[26rem]" />
            <Skeleton className="mt-5 h-5 w-48" />
            <Skeleton className="mt-14 h-28 w-80 rounded-xl sm:w-[26rem]" />
          </div>
        ) : null}

        {event ? (
          <dl
            className={cn(
              'mt-14 grid w-full max-w-3xl grid-cols-2 gap-6 rounded-2xl border border-white/10 bg-background/40 px-6 py-6 backdrop-blur',
              event.totalPrize ? 'sm:grid-cols-4' : 'sm:grid-cols-3',
            )}
          >
            {/* Summed from the edition's prize list; an edition without money prizes states none. */}
            {event.totalPrize ? <Stat value={event.totalPrize} label="Prize pool" /> : null}
            <Stat value={String(event.stats.challenges)} label="Challenges" />
            <Stat value={String(event.stats.teams)} label="Teams registered" />
            <Stat value={String(event.stats.participants)} label="Participants" />
          </dl>
        ) : null}
      </div>
    </section>
  );
}
