// What the hero says and offers in each phase of the edition (issue "The calendar drives the product"):
// its badge, its call to action and a countdown to the next thing that matters. During registration it is
// the spec's hero word for word: REGISTER NOW, EXPLORE CHALLENGES and "Hacking starts in".
import { Link } from 'wouter';
import { ArrowRight, LayoutDashboard, Sparkles, UserRoundSearch } from 'lucide-react';
import type { EditionFacts } from '@shared/schemas/events';
import type { Phase } from '@shared/phases';
import { submissionWindow } from '@shared/phases';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { eventDate, eventTime } from '@/lib/zoned-time';
import { editionGates } from '@shared/edition-gates';
import { Countdown } from '../countdown';
import { HomeWinners } from './home-winners';

/**
 * Registration takes teams now: the edition's registration gate (its dates, the organizers' switch and
 * their phase override, as the server decides) is open while the event is in its registration phase.
 */
export function registrationTakesTeams(event: EditionFacts, phase: Phase, now = Date.now()): boolean {
  return phase === 'registration' && editionGates(event, now).registration.open;
}

function badgeText(event: EditionFacts, phase: Phase): { text: string; live: boolean } {
  switch (phase) {
    case 'before_registration':
      return { text: `Registration opens ${eventDate(event.registrationOpensAt, event)}`, live: false };
    case 'registration':
      return registrationTakesTeams(event, phase)
        ? { text: `Registration open until ${eventDate(event.registrationClosesAt, event)}`, live: true }
        : { text: 'Registration closed', live: false };
    case 'hacking':
      return { text: 'Hacking in progress', live: true };
    case 'judging':
      return { text: 'Judging in progress', live: true };
    case 'results':
      return { text: 'Winners announced', live: false };
    case 'archived':
      return { text: 'This edition has ended', live: false };
  }
}

export function PhaseBadge({ event, phase }: { event: EditionFacts; phase: Phase }) {
  const { text, live } = badgeText(event, phase);
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-brand-violet/40 bg-primary/15 px-4 py-1.5 text-sm font-medium text-brand-violet backdrop-blur">
      <span className="relative flex size-2">
        {live ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
        ) : null}
        <span
          className={
            live
              ? 'relative inline-flex size-2 rounded-full bg-emerald-400'
              : 'relative inline-flex size-2 rounded-full bg-muted-foreground'
          }
        />
      </span>
      {text}
    </p>
  );
}

function ExploreButton() {
  return (
    <Button asChild size="lg" variant="outline" className="bg-background/40 text-base backdrop-blur">
      <Link href={paths.problems}>
        EXPLORE CHALLENGES
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The solo path (issue 24): people who come alone find it from the home page, not only from /register. */
function SoloLink() {
  return (
    <Link
      href={paths.join}
      className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-brand-cyan underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <UserRoundSearch className="size-4" aria-hidden="true" />
      Coming alone? Find a team
    </Link>
  );
}

function Actions({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-10 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
      {children}
    </div>
  );
}

/** A sentence under the tagline that says where the edition stands (none during registration: the spec's). */
function PhaseNote({ event, phase }: { event: EditionFacts; phase: Phase }) {
  const { deadline } = submissionWindow(event);
  const text =
    phase === 'before_registration'
      ? `Registration opens on ${eventTime(event.registrationOpensAt, event)}.`
      : phase === 'hacking'
        ? `Hacking is on: projects are due by ${eventTime(deadline.toISOString(), event)}${event.graceMinutes ? ` (with ${event.graceMinutes} minutes of grace)` : ''}.`
        : phase === 'judging'
          ? `Judging in progress — winners on ${eventDate(event.winnersAnnouncedAt, event)}.`
          : phase === 'results'
            ? 'The winners are out. Congratulations to every team that built something!'
            : phase === 'archived'
              ? `${event.name} took place from ${eventDate(event.startsAt, event)} to ${eventDate(event.endsAt, event)}: ${event.stats.teams} teams, ${event.stats.participants} participants, ${event.stats.challenges} challenges.`
              : null;
  return text ? <p className="mt-6 max-w-2xl text-base font-semibold text-white sm:text-lg">{text}</p> : null;
}

/** The hero's phase-dependent part: the note, the call to action and the countdown. */
export function HeroPhase({ event, phase }: { event: EditionFacts; phase: Phase }) {
  const takesTeams = registrationTakesTeams(event, phase);
  const { deadline } = submissionWindow(event);
  const winnersAhead = Date.parse(event.winnersAnnouncedAt) > Date.now();
  return (
    <>
      <PhaseNote event={event} phase={phase} />
      {phase === 'results' || phase === 'archived' ? (
        <div className="mt-10 w-full">
          <HomeWinners />
        </div>
      ) : (
        <Actions>
          {takesTeams ? (
            <Button asChild size="lg" className="text-base">
              <Link href={paths.register}>
                <Sparkles aria-hidden="true" />
                REGISTER NOW
              </Link>
            </Button>
          ) : phase === 'hacking' ? (
            <Button asChild size="lg" className="text-base">
              <Link href={paths.teamDashboard}>
                <LayoutDashboard aria-hidden="true" />
                GO TO YOUR DASHBOARD
              </Link>
            </Button>
          ) : null}
          <ExploreButton />
        </Actions>
      )}
      {phase === 'before_registration' || takesTeams ? <SoloLink /> : null}

      <div className="mt-14 empty:hidden">
        {phase === 'before_registration' ? (
          <Countdown
            target={event.registrationOpensAt}
            label="Registration opens in"
            expiredText="Registration is open"
            size="lg"
          />
        ) : phase === 'registration' ? (
          <Countdown target={event.startsAt} label="Hacking starts in" expiredText="Hacking has started" size="lg" />
        ) : phase === 'hacking' ? (
          <Countdown
            target={deadline.toISOString()}
            label="Hacking ends in"
            expiredText="Submissions are closed"
            size="lg"
          />
        ) : phase === 'judging' && winnersAhead ? (
          <Countdown
            target={event.winnersAnnouncedAt}
            label="Winners announced in"
            expiredText="Winners are on their way"
            size="lg"
          />
        ) : null}
      </div>
    </>
  );
}
