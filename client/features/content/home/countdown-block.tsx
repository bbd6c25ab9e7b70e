import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import type { EditionFacts } from '@shared/schemas/events';
import { submissionWindow, type Phase } from '@shared/phases';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { eventDate, eventTime } from '@/lib/zoned-time';
import { Countdown } from '../countdown';
import { registrationTakesTeams } from './hero-phase';

interface BlockText {
  title: string;
  text: string;
  /** A countdown of its own only where the hero's does not already count to the same moment. */
  countdown?: { target: string; label: string; expiredText: string };
  link: { href: string; label: string };
}

const challenges = { href: paths.problems, label: 'See the challenges' };

function blockText(event: EditionFacts, phase: Phase): BlockText {
  const { deadline } = submissionWindow(event);
  switch (phase) {
    case 'before_registration':
      return {
        title: 'Registration opens soon',
        text: `Registration opens on ${eventTime(event.registrationOpensAt, event)}. Browse the challenges and gather your team meanwhile.`,
        link: challenges,
      };
    case 'registration':
      return registrationTakesTeams(event, phase)
        ? {
            title: "Don't miss your spot",
            text: `Registration closes on ${eventTime(event.registrationClosesAt, event)}.`,
            countdown: {
              target: event.registrationClosesAt,
              label: 'Registration closes in',
              expiredText: 'Registration has closed',
            },
            link: { href: paths.register, label: 'Register your team' },
          }
        : {
            title: 'Registration is closed',
            text: `Thank you to every team that signed up. Hacking starts on ${eventTime(event.startsAt, event)}.`,
            link: challenges,
          };
    case 'hacking':
      return {
        title: 'The build is on',
        text: `Teams submit their projects from their dashboard until ${eventTime(deadline.toISOString(), event)}. The judges start once submissions close.`,
        link: { href: paths.teamDashboard, label: 'Go to your dashboard' },
      };
    case 'judging':
      return {
        title: 'Judging in progress',
        text: `The judges are reviewing every project. The winners are announced on ${eventDate(event.winnersAnnouncedAt, event)}.`,
        link: challenges,
      };
    case 'results':
      return {
        title: 'The winners are out',
        text: 'Thank you to every team, mentor and judge. See who won overall and in each challenge.',
        link: { href: paths.winners, label: 'See the winners' },
      };
    case 'archived':
      return {
        title: `${event.name} has ended`,
        text: 'Its winners and projects stay on its page. The next edition will be announced here.',
        link: { href: paths.events, label: 'See past editions' },
      };
  }
}

/** Section 4: the register call with a countdown to the close of registration, or what the phase calls for. */
export function CountdownBlock({ event, phase }: { event: EditionFacts; phase: Phase }) {
  const block = blockText(event, phase);
  return (
    <section aria-labelledby="countdown-block-title" className="mx-auto max-w-7xl px-4 pb-14 sm:pb-20 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl border border-brand-violet/30 bg-[linear-gradient(120deg,#2a1363,#0e1a3d_55%,#0b3a4a)] px-6 py-12 text-center shadow-glow sm:px-12">
        <div
          aria-hidden="true"
          className="hk-glow absolute -bottom-24 -left-24 size-72 rounded-full bg-[radial-gradient(closest-side,rgb(34_211_238/0.35),transparent)]"
        />
        <div
          aria-hidden="true"
          className="hk-glow absolute -top-24 -right-24 size-72 rounded-full bg-[radial-gradient(closest-side,rgb(236_72_153/0.3),transparent)]"
        />
        <h2 id="countdown-block-title" className="relative text-3xl font-extrabold tracking-tight sm:text-4xl">
          {block.title}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-slate-300">{block.text}</p>
        {block.countdown ? (
          <Countdown
            className="relative mt-8"
            target={block.countdown.target}
            label={block.countdown.label}
            expiredText={block.countdown.expiredText}
          />
        ) : null}
        <Button asChild size="lg" className="relative mt-10">
          <Link href={block.link.href}>
            {block.link.label} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
