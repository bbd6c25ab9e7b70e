// "What's next" on the team dashboard (issue "The calendar drives the product"): one sentence for the team
// from the edition's phase (shared/phases.ts on this device's clock) and the team's own state, with the
// date it is counting to. It only tells; the actions stay where they are (header, tabs).
import { Link } from 'wouter';
import { CalendarClock } from 'lucide-react';
import { EDITABLE_SUBMISSION_STATUSES } from '@shared/constants';
import { submissionWindow, type Phase } from '@shared/phases';
import type { EditionFacts } from '@shared/schemas/events';
import type { CurrentTeam } from '@shared/schemas/teams';
import { paths } from '@shared/paths';
import { formatTimeLeft, plural } from '@/lib/format';
import { eventDate, eventTime } from '@/lib/zoned-time';
import { useEvent } from '@/lib/use-event';
import { usePhase } from '@/lib/use-phase';

interface Next {
  title: string;
  text: string;
  /** The moment the sentence counts to (its time left is shown beside it). */
  until?: string;
  link?: { href: string; label: string };
}

function beforeHacking(ev: EditionFacts, team: CurrentTeam): Next {
  const starts = `Hacking starts on ${eventTime(ev.startsAt, ev)}.`;
  if (team.status === 'pending')
    return {
      title: 'Next: get approved',
      text: `The organizers review your registration. ${starts}`,
      until: ev.startsAt,
    };
  if (team.status === 'waitlisted')
    return {
      title: 'Next: a place on the list',
      text: `Your team is on the waitlist: you move up when a place frees, and we email the leader. ${starts}`,
      until: ev.startsAt,
    };
  const missing = ev.teamSizeMin - team.members.length;
  if (missing > 0)
    return {
      title: 'Next: complete your team',
      text: `Your team needs ${plural(missing, 'more member')} to reach the minimum of ${ev.teamSizeMin}. ${starts}`,
      until: ev.startsAt,
      link: { href: paths.findTeam, label: 'Find people on the board' },
    };
  return { title: 'Next: get ready to build', text: `Your team is approved. ${starts}`, until: ev.startsAt };
}

function nextStep(ev: EditionFacts, phase: Phase, team: CurrentTeam): Next | null {
  if (team.status === 'rejected') return null;
  const { deadline, closesAt } = submissionWindow(ev);
  const project = team.submissions[0];
  switch (phase) {
    case 'before_registration':
    case 'registration':
      return beforeHacking(ev, team);
    case 'hacking':
      if (team.status !== 'approved')
        return {
          title: 'Hacking is on',
          text: 'Your team is not approved yet: projects are accepted from approved teams only.',
        };
      // Moved to Hacking by the organizers: the dates may be past, so the server's line says what holds
      // (the submissions gate of shared/edition-gates.ts), with no countdown to a date that no longer decides.
      if (ev.phaseOverride === 'hacking' && (!project || EDITABLE_SUBMISSION_STATUSES.includes(project.status)))
        return {
          title: project ? 'Next: polish your project' : 'Next: submit your project',
          text: `${project ? 'Your project is in. ' : ''}${team.submissionWindow.line}.`,
        };
      return project && EDITABLE_SUBMISSION_STATUSES.includes(project.status)
        ? {
            title: 'Next: polish your project',
            text: `Your project is in. You can update it until ${eventTime(deadline.toISOString(), ev)}.`,
            until: deadline.toISOString(),
          }
        : project
          ? { title: 'Your project is in', text: 'It is being reviewed.' }
          : {
              title: 'Next: submit your project',
              text: `Submit before ${eventTime(deadline.toISOString(), ev)}${closesAt > deadline ? ` (submissions stay open ${plural(ev.graceMinutes, 'minute')} longer)` : ''}.`,
              until: deadline.toISOString(),
            };
    case 'judging':
      return project
        ? {
            title: 'Your project is being judged',
            text: `Submissions are closed. The winners are announced on ${eventDate(ev.winnersAnnouncedAt, ev)}.`,
            until: ev.winnersAnnouncedAt,
          }
        : {
            title: 'Submissions are closed',
            text: `Your team did not submit a project. The winners are announced on ${eventDate(ev.winnersAnnouncedAt, ev)}.`,
          };
    case 'results':
      return {
        title: 'The winners are out',
        text: project
          ? "Thank you for taking part. Your project's feedback is under Submissions."
          : 'Thank you for taking part.',
        link: { href: paths.winners, label: 'See the winners' },
      };
    case 'archived':
      return {
        title: `${ev.name} has ended`,
        text: 'Thank you for taking part.',
        link: { href: paths.winners, label: 'See the winners' },
      };
  }
}

export function PhaseBanner({ team }: { team: CurrentTeam }) {
  const { data: ev } = useEvent();
  const phase = usePhase(ev);
  if (!ev || !phase) return null;
  const next = nextStep(ev, phase, team);
  if (!next) return null;
  const left = next.until ? Date.parse(next.until) - Date.now() : 0;
  return (
    <section
      aria-labelledby="phase-banner-title"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-brand-cyan/40 bg-cyan-500/10 p-4 sm:p-5"
    >
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-cyan" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="phase-banner-title" className="font-semibold">
          {next.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{next.text}</p>
        {next.link ? (
          <Link href={next.link.href} className="mt-2 inline-block text-sm font-medium text-brand-cyan hover:underline">
            {next.link.label}
          </Link>
        ) : null}
      </div>
      {next.until && left > 0 ? (
        <p className="shrink-0 rounded-full border border-brand-cyan/40 px-3 py-1 text-sm font-semibold text-brand-cyan">
          {formatTimeLeft(left)} left
        </p>
      ) : null}
    </section>
  );
}
