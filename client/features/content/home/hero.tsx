import { Link } from 'wouter';
import { ArrowRight, CalendarDays, Sparkles } from 'lucide-react';
import type { PublicEvent } from '@shared/schemas/content';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, hoursBetween } from '@/lib/format';
import { prerenderedFill } from '@/lib/prerendered-fill';
import { registrationState } from '@/lib/use-event';
import { Countdown } from '../countdown';
import { FloatingShapes } from './floating-shapes';

function RegistrationBadge({ event }: { event: PublicEvent }) {
  const state = registrationState(event);
  const text =
    state === 'open'
      ? `Registration open until ${formatDate(event.registrationClosesAt)}`
      : state === 'upcoming'
        ? `Registration opens ${formatDate(event.registrationOpensAt)}`
        : 'Registration closed';
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-brand-violet/40 bg-primary/15 px-4 py-1.5 text-sm font-medium text-brand-violet backdrop-blur">
      <span className="relative flex size-2">
        {state === 'open' ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
        ) : null}
        <span
          className={
            state === 'open'
              ? 'relative inline-flex size-2 rounded-full bg-emerald-400'
              : 'relative inline-flex size-2 rounded-full bg-muted-foreground'
          }
        />
      </span>
      {text}
    </p>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse text-center">
      <dt className="mt-1 text-xs font-medium tracking-wider text-muted-foreground uppercase">{label}</dt>
      <dd className="text-2xl font-extrabold text-white sm:text-3xl">{value}</dd>
    </div>
  );
}

export function Hero({ event, loading }: { event?: PublicEvent; loading: boolean }) {
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
        {event ? <RegistrationBadge event={event} /> : <Skeleton className="h-8 w-64 rounded-full" />}

        <h1 id="hero-title" className="mt-8 text-5xl leading-[1.05] font-black tracking-tight text-balance sm:text-7xl">
          {/* The heading is the page's largest paint. The server writes the event's name into the
              prerendered page (server/prerender-fill.ts), and until the event arrives the app shows the name
              it found there: the heading keeps the size of the first paint, which stays the largest one. */}
          <span className="text-gradient" data-fill="event-name">
            {event ? event.name : (prerenderedFill('event-name') ?? 'The online hackathon')}
          </span>
          <span className="mt-3 block text-3xl font-extrabold text-white sm:text-5xl">Build. Compete. Win.</span>
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
            {formatDate(event.startsAt)} – {formatDate(event.endsAt)} · online ·{' '}
            {hoursBetween(event.startsAt, event.endsAt)} hours
          </p>
        ) : null}

        <div className="mt-10 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
          <Button asChild size="lg" className="text-base">
            <Link href={paths.register}>
              <Sparkles aria-hidden="true" />
              REGISTER NOW
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="bg-background/40 text-base backdrop-blur">
            <Link href={paths.problems}>
              EXPLORE CHALLENGES
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <div className="mt-14">
          {event ? (
            <Countdown target={event.startsAt} label="Hacking starts in" expiredText="Hacking has started" size="lg" />
          ) : loading ? (
            <Skeleton className="h-28 w-80 rounded-xl sm:w-[26rem]" />
          ) : null}
        </div>

        {event ? (
          <dl className="mt-14 grid w-full max-w-3xl grid-cols-2 gap-6 rounded-2xl border border-white/10 bg-background/40 px-6 py-6 backdrop-blur sm:grid-cols-4">
            <Stat value={event.totalPrize} label="Prize pool" />
            <Stat value={String(event.stats.challenges)} label="Challenges" />
            <Stat value={String(event.stats.teams)} label="Teams registered" />
            <Stat value={String(event.stats.participants)} label="Participants" />
          </dl>
        ) : null}
      </div>
    </section>
  );
}
